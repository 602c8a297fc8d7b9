import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationStatsResponse } from '@boxstudio/contracts';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_STATS } from '../../reservation.schemas.js';
import { ReservationQueries } from '../reservation-queries.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class ReservationStatsController {
  constructor(
    private readonly reservations: ReservationQueries,
    private readonly clock: Clock,
  ) {}

  /** Admins only: the screen's cards, and today, this week and this month in studio time. */
  @Answers(RESERVATION_STATS, { summary: 'Get reservation statistics' })
  @Get('stats')
  stats(): Promise<ReservationStatsResponse> {
    return this.reservations.stats(this.clock.now());
  }
}
