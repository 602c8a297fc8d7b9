import {
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  PAYMENT_NUMBERS,
  RECORDABLE_PAYMENT_STATUSES,
  type PaymentMethod,
  type RecordablePaymentStatus,
} from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalInstant, OptionalText, RequiredText } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** POST /payments: a payment recorded by hand (admins). No card data is ever taken. */
export class RecordPaymentRequest {
  @ApiProperty({ description: 'The person who paid' })
  @RequiredText({ max: 100 })
  userId: string;

  @ApiProperty({ example: 1099, description: 'MXN, more than 0, at most 1,000,000, at most two decimals' })
  @NumberField(PAYMENT_NUMBERS.amount, true)
  amount: number;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'CASH' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, invalid)
  method?: PaymentMethod;

  @ApiPropertyOptional({
    enum: RECORDABLE_PAYMENT_STATUSES,
    default: 'COMPLETED',
    description: 'REFUNDED is reached by refunding a completed payment',
  })
  @IsOptional()
  @IsIn(RECORDABLE_PAYMENT_STATUSES, invalid)
  status?: RecordablePaymentStatus;

  @ApiPropertyOptional({ example: 'Mensualidad de mayo' })
  @OptionalText({ max: PAYMENT_LIMITS.descriptionMax, multiline: true })
  description?: string;

  @ApiPropertyOptional({ description: "One of the person's memberships: the payment counts in its plan's revenue" })
  @OptionalText({ max: 100 })
  membershipId?: string;

  @ApiProperty({ description: 'The active branch where it was paid' })
  @RequiredText({ max: 100 })
  branchId: string;

  @ApiPropertyOptional({
    example: '2026-12-01T16:30:00.000Z',
    description: 'When it was paid, with its offset; defaults to now, never later than now',
  })
  @OptionalInstant()
  paidAt?: string;
}
