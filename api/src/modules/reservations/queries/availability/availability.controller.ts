import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AvailabilityResponse } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden } from '../../../../platform/domain/domain-error.js';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AVAILABILITY } from '../../reservation.schemas.js';
import { BookingEligibility } from '../../commands/booking-eligibility.js';
import { ReservationQueries } from '../reservation-queries.js';
import { AvailabilityRequest } from './availability.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations/availability')
export class AvailabilityController {
  constructor(
    private readonly reservations: ReservationQueries,
    private readonly eligibility: BookingEligibility,
    private readonly clock: Clock,
  ) {}

  /**
   * Anyone signed in: seats of one occurrence (an inactive class is never available). With
   * `userId` (staff for anyone, a client for itself): `eligible` and the `reasons` it is not.
   */
  @Answers(AVAILABILITY, { summary: 'Get the seats of an occurrence and who may book it', errors: [403, 404] })
  @AnyRole()
  @Get(':classId')
  async availability(
    @Param('classId') classId: string,
    @Query() query: AvailabilityRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<AvailabilityResponse> {
    const seats = await this.reservations.availability(classId, new Date(query.startTime).toISOString());
    if (query.userId === undefined) return seats;
    if (user.role === 'CLIENT' && query.userId !== user.id) throw forbidden('HTTP.FORBIDDEN');
    return {
      ...seats,
      ...(await this.eligibility.forPerson(
        classId,
        query.userId,
        new Date(query.startTime).toISOString(),
        this.clock.now(),
      )),
    };
  }
}
