import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AvailabilityResponse } from '@boxstudio/contracts';
import { AnyRole } from '../../../../platform/auth/access.decorators.js';
import { ReservationQueries } from '../reservation-queries.js';
import { AvailabilityRequest } from './availability.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations/availability')
export class AvailabilityController {
  constructor(private readonly reservations: ReservationQueries) {}

  /** Anyone signed in: seats of one occurrence (an inactive class is never available). */
  @AnyRole()
  @Get(':classId')
  availability(@Param('classId') classId: string, @Query() query: AvailabilityRequest): Promise<AvailabilityResponse> {
    return this.reservations.availability(classId, query.startTime);
  }
}
