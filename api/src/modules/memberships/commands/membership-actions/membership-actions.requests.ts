import { PAYMENT_METHODS, RENEWAL_MONTHS, type PaymentMethod, type RenewalMonths } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { RequiredDayOrInstant, RequiredText } from '../../../../platform/http/validators.js';

/** PUT /memberships/{id}/renew (spec §9: 1, 3, 6 or 12 months; omitted, one). */
export class RenewMembershipRequest {
  @ApiPropertyOptional({ enum: RENEWAL_MONTHS, default: 1 })
  @IsOptional()
  @IsIn(RENEWAL_MONTHS, { message: encodeMessage('VALIDATION.RENEWAL_MONTHS') })
  months?: RenewalMonths;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'CASH' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  paymentMethod?: PaymentMethod;
}

/** PUT /memberships/{id}/change-plan. */
export class ChangeMembershipPlanRequest {
  @ApiProperty({ description: 'An active plan' })
  @RequiredText({ max: 100 })
  newPlanId: string;

  /** How the difference is paid or refunded (default CASH). */
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'CASH' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  paymentMethod?: PaymentMethod;
}

/**
 * PUT /memberships/{id}/freeze: a future date at most 90 days ahead. A bare day (CONTRACT: through
 * the end of that studio day) travels on as `YYYY-MM-DD`; an instant with its offset, in UTC.
 */
export class FreezeMembershipRequest {
  @ApiProperty({ example: '2026-12-15', description: 'A studio day YYYY-MM-DD, or a date-time with its offset' })
  @RequiredDayOrInstant()
  freezeUntil: string;
}
