import {
  MEMBERSHIP_NUMBERS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  type MembershipStatus,
  type MembershipType,
} from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { OptionalInstant } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** PUT /memberships/{id}: any subset; a new start moves the end; the status may be set directly. */
export class UpdateMembershipRequest {
  @ApiPropertyOptional() @OptionalInstant() startDate?: string;

  @ApiPropertyOptional({ description: 'Greater than 0' })
  @NumberField(MEMBERSHIP_NUMBERS.price, false)
  price?: number;

  @ApiPropertyOptional({ enum: MEMBERSHIP_STATUSES })
  @IsOptional()
  @IsIn(MEMBERSHIP_STATUSES, invalid)
  status?: MembershipStatus;

  @ApiPropertyOptional({ enum: MEMBERSHIP_TYPES, nullable: true })
  @ValidateIf((body: UpdateMembershipRequest) => body.type !== undefined && body.type !== null)
  @IsIn(MEMBERSHIP_TYPES, invalid)
  type?: MembershipType | null;
}
