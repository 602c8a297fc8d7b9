import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_DTO } from '../../reservation.schemas.js';
import { ReservationCommands } from '../reservation-commands.js';
import { UpdateReservationRequest } from './update-reservation.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class UpdateReservationController {
  constructor(private readonly reservations: ReservationCommands) {}

  /** Admins only. A new start is another occurrence: 409 when it is full or the client holds it already. */
  @Answers(RESERVATION_DTO, { summary: 'Change the times of a reservation', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateReservationRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<ReservationDto>> {
    const { dto } = await this.reservations.update(id, body, context);
    return reply(dto, 'RESERVATION.UPDATED');
  }
}
