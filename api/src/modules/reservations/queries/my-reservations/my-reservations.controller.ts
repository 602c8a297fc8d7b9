import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationListResponse } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_LIST } from '../../reservation.schemas.js';
import { ReservationQueries } from '../reservation-queries.js';
import { MyReservationsRequest } from './my-reservations.request.js';

/** The signed-in person's own reservations (spec §7: /reservations/user...). */
@ApiTags('reservations')
@ApiBearerAuth()
@AnyRole()
@Controller('reservations/user')
export class MyReservationsController {
  constructor(
    private readonly reservations: ReservationQueries,
    private readonly clock: Clock,
  ) {}

  /** All of them, optionally of one status; latest occurrence first. */
  @Answers(RESERVATION_LIST, { summary: 'List own reservations' })
  @Get()
  mine(@Query() query: MyReservationsRequest, @CurrentUser() user: AuthUser): Promise<ReservationListResponse> {
    return this.reservations.list({ userId: user.id, status: query.status, page: query.page, limit: query.limit });
  }

  /** Live ones still to start, soonest first. */
  @Answers(RESERVATION_LIST, { summary: 'List own upcoming reservations' })
  @Get('upcoming')
  upcoming(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<ReservationListResponse> {
    return this.reservations.list(
      { userId: user.id, live: true, startsFrom: this.clock.now(), page: query.page, limit: query.limit },
      { startTime: 1 },
    );
  }

  /** Those whose class has started, whatever their state; latest first. */
  @Answers(RESERVATION_LIST, { summary: 'List own past reservations' })
  @Get('past')
  past(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<ReservationListResponse> {
    return this.reservations.list({
      userId: user.id,
      startsBefore: this.clock.now(),
      page: query.page,
      limit: query.limit,
    });
  }
}
