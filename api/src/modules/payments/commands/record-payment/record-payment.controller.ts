import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PaymentDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PAYMENT_DTO } from '../../payment.schemas.js';
import { PaymentCommands } from '../payment-commands.js';
import { RecordPaymentRequest } from './record-payment.request.js';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class RecordPaymentController {
  constructor(private readonly payments: PaymentCommands) {}

  /** Admins only. Source MANUAL; COMPLETED and paid now unless the form says otherwise. */
  @Answers(PAYMENT_DTO, { summary: 'Record a payment by hand' })
  @Post()
  async record(@Body() body: RecordPaymentRequest, @Command() context: CommandContext): Promise<Reply<PaymentDto>> {
    return reply(await this.payments.record(body, context), 'PAYMENT.RECORDED');
  }
}
