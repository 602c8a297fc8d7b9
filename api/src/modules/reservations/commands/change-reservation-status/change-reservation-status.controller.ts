import { Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_DTO } from '../../reservation.schemas.js';
import { ReservationCommands } from '../reservation-commands.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class ChangeReservationStatusController {
  constructor(private readonly reservations: ReservationCommands) {}

  /** Admins only (a client never confirms). Only a PENDING reservation: anything else is a 409. */
  @Answers(RESERVATION_DTO, { summary: 'Confirm a reservation', errors: [404] })
  @Put(':id/confirm')
  async confirm(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<ReservationDto>> {
    return reply(await this.reservations.confirm(id, context), 'RESERVATION.CONFIRMED');
  }

  /** Admins any; a CLIENT its own, before the class starts. A cancelled one again is a 409. */
  @Answers(RESERVATION_DTO, { summary: 'Cancel a reservation', errors: [404] })
  @Roles('CLIENT', 'ADMIN', 'SUPER_ADMIN')
  @Put(':id/cancel')
  async cancel(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<ReservationDto>> {
    return reply(await this.reservations.cancel(id, user, context), 'RESERVATION.CANCELLED');
  }
}
