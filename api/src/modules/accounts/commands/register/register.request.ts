import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_PATTERN, PHONE_PATTERN } from '@boxstudio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText, Password, RequiredEmail, RequiredText } from '../../../../platform/http/validators.js';

/** Self-registration. Any `role` in the body is ignored: registering always makes a CLIENT. */
export class RegisterRequest {
  @ApiProperty({ example: 'María Fernanda López' })
  @RequiredText({ max: 100 })
  name: string;

  @ApiProperty({ example: 'maria@example.com' })
  @RequiredEmail()
  email: string;

  @ApiProperty({
    example: 'Boxeo2024',
    description: 'At least 6 characters with a lowercase letter, an uppercase letter and a digit',
  })
  @Password({ min: PASSWORD_MIN_LENGTH, strength: PASSWORD_STRENGTH_PATTERN, required: true })
  password: string;

  @ApiPropertyOptional({ example: '+52 55 1234 5678' })
  @OptionalText({ max: 25, pattern: PHONE_PATTERN, patternMessage: 'VALIDATION.PHONE' })
  phone?: string;
}
