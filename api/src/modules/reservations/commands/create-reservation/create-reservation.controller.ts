import { Body, Controller, Post } from '@nestjs/common';
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
import { CreateReservationRequest } from './create-reservation.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class CreateReservationController {
  constructor(private readonly reservations: ReservationCommands) {}

  /**
   * Admins book anyone; a CLIENT books itself, for an occurrence still to come. PENDING from the
   * start. 409 when the occurrence is full, when the person already holds it, or the class or
   * the person is inactive.
   */
  @Answers(RESERVATION_DTO, { summary: 'Book an occurrence of a class' })
  @Roles('CLIENT', 'ADMIN', 'SUPER_ADMIN')
  @Post()
  async create(
    @Body() body: CreateReservationRequest,
    @CurrentUser() user: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<ReservationDto>> {
    return reply(await this.reservations.create(body, user, context), 'RESERVATION.CREATED');
  }
}
