import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type ReservationListResponse } from '@boxstudio/contracts';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden, notFound } from '../../../../platform/domain/domain-error.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_LIST } from '../../reservation.schemas.js';
import { ReservationQueries } from '../reservation-queries.js';
import { DayPageRequest } from './day-page.request.js';

/** Soonest first: the order a class's or an instructor's day is read in. */
const SOONEST_FIRST = { startTime: 1 } as const;

@ApiTags('reservations')
@ApiBearerAuth()
@Roles('INSTRUCTOR', 'ADMIN', 'SUPER_ADMIN')
@Controller('reservations')
export class OccurrenceReservationsController {
  constructor(private readonly reservations: ReservationQueries) {}

  /** Admins any class; an instructor only a class it teaches. */
  @Answers(RESERVATION_LIST, { summary: 'List the bookings of a class', errors: [404] })
  @Get('class/:classId')
  async ofClass(
    @Param('classId') classId: string,
    @Query() query: DayPageRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<ReservationListResponse> {
    const info = await this.reservations.classInfo(classId);
    if (!info) throw notFound('CLASS.NOT_FOUND');
    if (!isAdminRole(user.role) && info.instructorId !== user.id) throw forbidden('HTTP.FORBIDDEN');
    return this.reservations.list({ classId, date: query.date, page: query.page, limit: query.limit }, SOONEST_FIRST);
  }

  /**
   * Admins any instructor; an instructor only itself: the bookings of the classes it teaches now. An unknown
   * id is a 404.
   */
  @Answers(RESERVATION_LIST, { summary: 'List the bookings of the classes an instructor teaches', errors: [404] })
  @Get('instructor/:instructorId')
  async ofInstructor(
    @Param('instructorId') instructorId: string,
    @Query() query: DayPageRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<ReservationListResponse> {
    if (!isAdminRole(user.role) && instructorId !== user.id) throw forbidden('HTTP.FORBIDDEN');
    if (!(await this.reservations.knowsPerson(instructorId))) throw notFound('RESERVATION.INSTRUCTOR_NOT_FOUND');
    return this.reservations.list(
      { instructorId, date: query.date, page: query.page, limit: query.limit },
      SOONEST_FIRST,
    );
  }
}
