import { BRANCH_LIMITS, EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ClearableText, NonBlankIfPresent, OptionalBoolean, OptionalEmail, OptionalText, RequiredText } from '../../../platform/http/validators.js';

const postalCode = { max: 10, pattern: POSTAL_CODE_PATTERN, patternMessage: 'VALIDATION.POSTAL_CODE' } as const;
const phone = { max: BRANCH_LIMITS.phoneMax, pattern: PHONE_PATTERN, patternMessage: 'VALIDATION.PHONE' } as const;
const email = { max: BRANCH_LIMITS.emailMax, pattern: EMAIL_PATTERN, patternMessage: 'VALIDATION.EMAIL' } as const;

export class CreateBranchDto {
  @ApiProperty({ example: 'BoxStudio Polanco' })
  @RequiredText({ max: BRANCH_LIMITS.nameMax })
  name: string;

  @ApiProperty({ example: 'Av. Presidente Masaryk 123, Polanco' })
  @RequiredText({ max: BRANCH_LIMITS.addressMax })
  address: string;

  @ApiProperty({ example: 'Ciudad de México' })
  @RequiredText({ max: BRANCH_LIMITS.placeMax })
  city: string;

  @ApiProperty({ example: 'CDMX' })
  @RequiredText({ max: BRANCH_LIMITS.placeMax })
  state: string;

  @ApiProperty({ example: 'México' })
  @RequiredText({ max: BRANCH_LIMITS.placeMax })
  country: string;

  @ApiPropertyOptional({ example: '11560', description: '12345 or 12345-6789' })
  @OptionalText(postalCode)
  postalCode?: string;

  @ApiPropertyOptional({ example: '+52 55 1234-5678' })
  @OptionalText(phone)
  phone?: string;

  @ApiPropertyOptional({ example: 'polanco@boxstudio.mx' })
  @OptionalEmail()
  email?: string;
}

/** An edit: any subset of the fields; `null` clears an optional one; `isActive` flips the status. */
export class UpdateBranchDto {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.addressMax }) address?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) city?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) state?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) country?: string;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(postalCode) postalCode?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(phone) phone?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(email) email?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}
