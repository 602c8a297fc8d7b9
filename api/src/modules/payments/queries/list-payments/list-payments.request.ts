import {
  PAYMENT_METHODS,
  PAYMENT_SORT_FIELDS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalInstant, OptionalText } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** GET /payments: a page, in the order asked for (else newest payment first), of what the filters select. */
export class ListPaymentsRequest extends SortedPageQuery(PAYMENT_SORT_FIELDS) {
  @ApiPropertyOptional({ description: "The client's name or email; ignores case and accents" })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ description: "A CLIENT's list is always its own, whatever this says" })
  @OptionalText({ max: 100 })
  userId?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, invalid)
  status?: PaymentStatus;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, invalid)
  method?: PaymentMethod;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;

  @ApiPropertyOptional({ example: '2026-12-01T06:00:00.000Z', description: 'Paid at or after this instant' })
  @OptionalInstant()
  from?: string;

  @ApiPropertyOptional({ example: '2027-01-01T06:00:00.000Z', description: 'Paid before this instant' })
  @OptionalInstant()
  to?: string;
}
