import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationListResponse } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { Clock } from '../../../../platform/time/clock.js';
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
  @Get()
  mine(@Query() query: MyReservationsRequest, @CurrentUser() user: AuthUser): Promise<ReservationListResponse> {
    return this.reservations.list({ userId: user.id, status: query.status, page: query.page, limit: query.limit });
  }

  /** Live ones still to start, soonest first. */
  @Get('upcoming')
  upcoming(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<ReservationListResponse> {
    return this.reservations.list(
      { userId: user.id, live: true, startsFrom: this.clock.now(), page: query.page, limit: query.limit },
      { startTime: 1 },
    );
  }

  /** Those whose class has started, whatever their state; latest first. */
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
