import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PaymentStatsResponse } from '@boxstudio/contracts';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_STATS } from '../../payment.schemas.js';
import { PaymentQueries } from '../payment-queries.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class PaymentStatsController {
  constructor(
    private readonly payments: PaymentQueries,
    private readonly clock: Clock,
  ) {}

  /** Admins only: the screen's tiles; this month is the studio's. */
  @Answers(PAYMENT_STATS, { summary: 'Get payment statistics' })
  @Get('stats')
  stats(): Promise<PaymentStatsResponse> {
    return this.payments.stats(this.clock.now());
  }
}
