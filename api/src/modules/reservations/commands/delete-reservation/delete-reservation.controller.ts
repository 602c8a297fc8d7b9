import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_DTO } from '../../reservation.schemas.js';
import { ReservationCommands } from '../reservation-commands.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class DeleteReservationController {
  constructor(private readonly reservations: ReservationCommands) {}

  /** Admins only, from any state: gone from every list (the history stays in the log); answers it as it was. */
  @Answers(RESERVATION_DTO, { summary: 'Delete a reservation', errors: [404] })
  @Delete(':id')
  async remove(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<ReservationDto>> {
    return reply(await this.reservations.remove(id, context), 'RESERVATION.DELETED');
  }
}
