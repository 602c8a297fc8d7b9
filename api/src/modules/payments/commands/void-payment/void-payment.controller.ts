import { Body, Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PaymentDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_DTO } from '../../payment.schemas.js';
import { PaymentCommands } from '../payment-commands.js';
import { VoidPaymentRequest } from './void-payment.request.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class VoidPaymentController {
  constructor(private readonly payments: PaymentCommands) {}

  /** Admins only, from any state: gone from lists and figures (the history stays in the log); answers it as it was. */
  @Answers(PAYMENT_DTO, { summary: 'Void a payment recorded by mistake', errors: [404] })
  @Delete(':id')
  async void(
    @Param('id') id: string,
    @Body() body: VoidPaymentRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<PaymentDto>> {
    return reply(await this.payments.void(id, body.reason, context), 'PAYMENT.VOIDED');
  }
}
