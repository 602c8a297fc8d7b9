import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PaymentDto } from '@boxstudio/contracts';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden } from '../../../../platform/domain/domain-error.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_DTO } from '../../payment.schemas.js';
import { mayRead, PaymentQueries } from '../payment-queries.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class GetPaymentController {
  constructor(private readonly payments: PaymentQueries) {}

  /** Admins any; a CLIENT its own (403 otherwise). A voided payment is 404. */
  @Answers(PAYMENT_DTO, { summary: 'Get a payment', errors: [404] })
  @Roles('CLIENT', 'ADMIN', 'SUPER_ADMIN')
  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<PaymentDto> {
    const payment = await this.payments.get(id);
    if (!mayRead(payment, user)) throw forbidden('HTTP.FORBIDDEN');
    return payment;
  }
}
