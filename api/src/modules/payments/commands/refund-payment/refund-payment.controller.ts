import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PaymentDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_DTO } from '../../payment.schemas.js';
import { PaymentCommands } from '../payment-commands.js';
import { RefundPaymentRequest } from './refund-payment.request.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class RefundPaymentController {
  constructor(private readonly payments: PaymentCommands) {}

  /**
   * Admins only. Only a COMPLETED payment: anything else (a second refund too) is a 409. `restock`
   * on a payment that is not a desk sale's is a 400 on that field.
   */
  @Answers(PAYMENT_DTO, { summary: 'Refund a payment', errors: [404] })
  @Put(':id')
  async refund(
    @Param('id') id: string,
    @Body() body: RefundPaymentRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<PaymentDto>> {
    return reply(await this.payments.refund(id, body.reason, body.restock === true, context), 'PAYMENT.REFUNDED');
  }
}
