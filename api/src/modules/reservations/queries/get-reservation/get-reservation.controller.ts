import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationDto } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden } from '../../../../platform/domain/domain-error.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_DTO } from '../../reservation.schemas.js';
import { mayRead, ReservationQueries } from '../reservation-queries.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class GetReservationController {
  constructor(private readonly reservations: ReservationQueries) {}

  /** Admins any; a client its own; an instructor those of the classes it teaches now (403 otherwise). */
  @Answers(RESERVATION_DTO, { summary: 'Get a reservation', errors: [403, 404] })
  @AnyRole()
  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<ReservationDto> {
    const reservation = await this.reservations.get(id);
    const teacherId = user.role === 'INSTRUCTOR' ? await this.reservations.teacherOf(reservation.classId) : null;
    if (!mayRead(reservation, user, teacherId)) throw forbidden('HTTP.FORBIDDEN');
    return reservation;
  }
}
