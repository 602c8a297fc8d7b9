import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse, UserDto } from '@boxstudio/contracts';
import { AnyRole, CurrentUser, Public } from '../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { DomainError, notFound } from '../../../platform/domain/domain-error.js';
import { Command } from '../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../platform/http/reply.js';
import { CreateUserWorkflow } from '../commands/create-user/create-user.workflow.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../credentials/credential-store.port.js';
import { PasswordHasher } from '../credentials/password-hasher.js';
import { UserDirectory } from '../queries/user-directory.js';
import { LoginDto, RegisterDto } from './auth.dto.js';
import { TokenService } from './token.service.js';

const invalidCredentials = (): DomainError => new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated');

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly createUser: CreateUserWorkflow,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(@Body() body: RegisterDto, @Command() context: CommandContext): Promise<Reply<AuthResponse>> {
    const profile = { name: body.name, email: body.email, phone: body.phone ?? null, branchId: null, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null };
    const user = await this.createUser.run({ role: 'CLIENT', profile, password: body.password, isActive: true }, null, context);
    return reply({ user, token: await this.tokens.issue(user.id) }, 'AUTH.REGISTERED');
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @Post('login')
  async login(@Body() body: LoginDto): Promise<Reply<AuthResponse>> {
    const user = await this.directory.findByEmail(body.email);
    const valid = await this.hasher.verify(user ? await this.credentials.passwordHash(user.id) : null, body.password);
    if (!user || !valid) throw invalidCredentials();
    // Only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) throw new DomainError('AUTH.ACCOUNT_INACTIVE', 'unauthenticated');
    return reply({ user, token: await this.tokens.issue(user.id) }, 'AUTH.LOGGED_IN');
  }

  @ApiBearerAuth()
  @AnyRole()
  @HttpCode(200)
  @Post('logout')
  async logout(@CurrentUser() user: AuthUser): Promise<Reply<null>> {
    await this.credentials.revokeToken(user.tokenId, user.tokenExpiresAt);
    return reply(null, 'AUTH.LOGGED_OUT');
  }

  @ApiBearerAuth()
  @AnyRole()
  @Get('profile')
  async profile(@CurrentUser() user: AuthUser): Promise<UserDto> {
    const found = await this.directory.findById(user.id);
    if (!found) throw notFound('USER.NOT_FOUND');
    return found;
  }
}
