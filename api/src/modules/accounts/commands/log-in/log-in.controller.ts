import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse } from '@boxstudio/contracts';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUTH_RESPONSE } from '../../user.schemas.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../../credentials/credential-store.port.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { UserDirectory } from '../../queries/user-directory.js';
import { TokenService } from '../../sessions/token.service.js';
import { LogInRequest } from './log-in.request.js';

@ApiTags('auth')
@Controller('auth')
export class LogInController {
  constructor(
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  /** A wrong email and a wrong password answer the same 401, in the same time. */
  @Answers(AUTH_RESPONSE, { summary: 'Sign in with email and password', errors: [401] })
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @Post('login')
  async logIn(@Body() body: LogInRequest): Promise<Reply<AuthResponse>> {
    const user = await this.directory.findByEmail(body.email);
    const valid = await this.hasher.verify(user ? await this.credentials.passwordHash(user.id) : null, body.password);
    if (!user || !valid) throw new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated');
    // Only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) throw new DomainError('AUTH.ACCOUNT_INACTIVE', 'unauthenticated');
    return reply({ user, token: await this.tokens.issue(user.id) }, 'AUTH.LOGGED_IN');
  }
}
