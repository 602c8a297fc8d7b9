import { ApiProperty } from '@nestjs/swagger';
import { Password, RequiredSecret } from '../../../../platform/http/validators.js';
import { PASSWORD_RULE } from '../person-field-rules.js';

/** PUT /auth/password: the current password, checked as a login checks it, and a new one by the spec's rules. */
export class ChangePasswordRequest {
  @ApiProperty({ example: 'Boxeo2024' })
  @RequiredSecret()
  currentPassword: string;

  @ApiProperty({
    example: 'Guantes2025',
    description: 'At least 6 characters with a lowercase letter, an uppercase letter and a digit',
  })
  @Password({ ...PASSWORD_RULE, required: true })
  newPassword: string;
}
