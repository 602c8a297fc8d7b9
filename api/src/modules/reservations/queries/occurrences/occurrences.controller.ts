import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { OccurrencesResponse } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Clock } from '../../../../platform/time/clock.js';
import { StudioCalendar } from '../../../../platform/time/studio-calendar.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { OCCURRENCES } from '../../reservation.schemas.js';
import { OccurrenceQueries } from '../occurrence-queries.js';
import { OccurrencesRequest } from './occurrences.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations/occurrences')
export class OccurrencesController {
  constructor(
    private readonly occurrences: OccurrenceQueries,
    private readonly calendar: StudioCalendar,
    private readonly clock: Clock,
  ) {}

  /**
   * Anyone signed in: the timetable's occurrences with seats and the caller's own booking. Who is
   * booked shows only to admins, and to an instructor for its own classes.
   */
  @Answers(OCCURRENCES, { summary: 'List the occurrences of the timetable with their seats' })
  @AnyRole()
  @Get()
  list(@Query() query: OccurrencesRequest, @CurrentUser() user: AuthUser): Promise<OccurrencesResponse> {
    const from = query.from ?? this.calendar.dayOf(this.clock.now());
    return this.occurrences.list(
      {
        from,
        days: query.days ?? 7,
        branchId: query.branchId,
        classId: query.classId,
        instructorId: query.instructorId,
      },
      user,
    );
  }
}
