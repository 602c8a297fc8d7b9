import { PAYMENT_LIMITS } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { OptionalBoolean, RequiredText } from '../../../../platform/http/validators.js';

const refundProblem = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
  return value === 'REFUNDED' ? null : encodeMessage('VALIDATION.INVALID_VALUE');
};

/** PUT /payments/{id}: the one change a recorded payment takes is a refund, with its reason. */
export class RefundPaymentRequest {
  @ApiProperty({ enum: ['REFUNDED'] })
  @ValidateBy({
    name: 'refundStatus',
    validator: {
      validate: (value: unknown) => refundProblem(value) === null,
      defaultMessage: (args) => refundProblem(args?.value) ?? '',
    },
  })
  status: 'REFUNDED';

  @ApiProperty({ example: 'Cobro duplicado' })
  @RequiredText({ max: PAYMENT_LIMITS.reasonMax, multiline: true })
  reason: string;

  /** A desk sale's payment only: put the units sold back in the item's stock. */
  @ApiPropertyOptional({ default: false })
  @OptionalBoolean()
  restock?: boolean;
}
