import {
  MEMBERSHIP_NUMBERS,
  MEMBERSHIP_TYPES,
  PAYMENT_METHODS,
  type MembershipStatus,
  type MembershipType,
  type PaymentMethod,
} from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalInstant, RequiredInstant, RequiredText } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** POST /memberships: spec §5, the membership form (and the quick sale). */
export class SellMembershipRequest {
  @ApiProperty() @RequiredText({ max: 100 }) userId: string;
  @ApiProperty({ description: 'An active plan' }) @RequiredText({ max: 100 }) membershipPlanId: string;

  @ApiProperty({ example: '2026-12-01T06:00:00.000Z' })
  @RequiredInstant()
  startDate: string;

  @ApiProperty({ example: 800, description: 'Greater than 0, at most two decimals' })
  @NumberField(MEMBERSHIP_NUMBERS.price, true)
  price: number;

  /** A membership is sold ACTIVE: the field is accepted only with that value (CONTRACT.md). */
  @ApiPropertyOptional({ enum: ['ACTIVE'], default: 'ACTIVE' })
  @IsOptional()
  @IsIn(['ACTIVE'], { message: encodeMessage('VALIDATION.MEMBERSHIP_SALE_STATUS') })
  status?: MembershipStatus;

  @ApiPropertyOptional({ enum: MEMBERSHIP_TYPES, description: 'Legacy type: accepted and echoed' })
  @IsOptional()
  @IsIn(MEMBERSHIP_TYPES, invalid)
  type?: MembershipType;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'CASH' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, invalid)
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ description: 'Ignored: the end is the start plus the plan’s duration' })
  @OptionalInstant()
  endDate?: string;
}
