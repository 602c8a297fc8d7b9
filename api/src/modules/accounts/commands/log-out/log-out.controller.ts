import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { none } from '../../../../platform/http/openapi/wire-schema.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../../credentials/credential-store.port.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class LogOutController {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {}

  /** Revokes this token only: the person's other sessions keep working. */
  @Answers(none(), { summary: 'Sign out: revoke this token' })
  @AnyRole()
  @HttpCode(200)
  @Post('logout')
  async logOut(@CurrentUser() user: AuthUser): Promise<Reply<null>> {
    await this.credentials.revokeToken(user.tokenId, user.tokenExpiresAt);
    return reply(null, 'AUTH.LOGGED_OUT');
  }
}
