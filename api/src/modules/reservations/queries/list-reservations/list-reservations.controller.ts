import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationListResponse } from '@boxstudio/contracts';
import { ReservationQueries } from '../reservation-queries.js';
import { ListReservationsRequest } from './list-reservations.request.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_LIST } from '../../reservation.schemas.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class ListReservationsController {
  constructor(private readonly reservations: ReservationQueries) {}

  /** Admins only. */
  @Answers(RESERVATION_LIST, { summary: 'List reservations' })
  @Get()
  list(@Query() query: ListReservationsRequest): Promise<ReservationListResponse> {
    const { status, startsFrom, startsBefore, ...rest } = query;
    return this.reservations.list({
      ...rest,
      status: status === 'all' ? undefined : status,
      ...(startsFrom === undefined ? {} : { startsFrom: new Date(startsFrom) }),
      ...(startsBefore === undefined ? {} : { startsBefore: new Date(startsBefore) }),
    });
  }
}
