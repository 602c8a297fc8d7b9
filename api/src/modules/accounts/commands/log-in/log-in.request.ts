import { ApiProperty } from '@nestjs/swagger';
import { RequiredEmail, RequiredSecret } from '../../../../platform/http/validators.js';

/** POST /auth/login. */
export class LogInRequest {
  @ApiProperty({ example: 'admin@boxstudio.local' })
  @RequiredEmail()
  email: string;

  @ApiProperty({ example: 'Admin123!' })
  @RequiredSecret()
  password: string;
}
