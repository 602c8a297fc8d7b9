import { BRANCH_LIMITS, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalEmail, OptionalText, RequiredText } from '../../../../platform/http/validators.js';

const postalCode = { max: 10, pattern: POSTAL_CODE_PATTERN, patternMessage: 'VALIDATION.POSTAL_CODE' } as const;
const phone = { max: BRANCH_LIMITS.phoneMax, pattern: PHONE_PATTERN, patternMessage: 'VALIDATION.PHONE' } as const;

/** POST /branches: spec §5, the branch form. */
export class CreateBranchRequest {
  @ApiProperty({ example: 'BoxStudio Polanco' })
  @RequiredText({ max: BRANCH_LIMITS.nameMax })
  name: string;

  @ApiProperty({ example: 'Av. Presidente Masaryk 123, Polanco' })
  @RequiredText({ max: BRANCH_LIMITS.addressMax, multiline: true })
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
