import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type PaymentListResponse } from '@boxstudio/contracts';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_LIST } from '../../payment.schemas.js';
import { PaymentQueries } from '../payment-queries.js';
import { ListPaymentsRequest } from './list-payments.request.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class ListPaymentsController {
  constructor(private readonly payments: PaymentQueries) {}

  /** Admins everyone's; a CLIENT only its own (its `userId` wins over the one sent). */
  @Answers(PAYMENT_LIST, { summary: 'List payments' })
  @Roles('CLIENT', 'ADMIN', 'SUPER_ADMIN')
  @Get()
  list(@Query() query: ListPaymentsRequest, @CurrentUser() user: AuthUser): Promise<PaymentListResponse> {
    return this.payments.list(isAdminRole(user.role) ? query : { ...query, userId: user.id });
  }
}
