import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText, Password, RequiredEmail, RequiredText } from '../../../../platform/http/validators.js';
import { NAME_RULE, PASSWORD_RULE, PHONE_RULE } from '../person-field-rules.js';

/** Self-registration. Any `role` in the body is ignored: registering always makes a CLIENT. */
export class RegisterRequest {
  @ApiProperty({ example: 'María Fernanda López' })
  @RequiredText(NAME_RULE)
  name: string;

  @ApiProperty({ example: 'maria@example.com' })
  @RequiredEmail()
  email: string;

  @ApiProperty({
    example: 'Boxeo2024',
    description: 'At least 6 characters with a lowercase letter, an uppercase letter and a digit',
  })
  @Password({ ...PASSWORD_RULE, required: true })
  password: string;

  @ApiPropertyOptional({ example: '+52 55 1234 5678' })
  @OptionalText(PHONE_RULE)
  phone?: string;
}
