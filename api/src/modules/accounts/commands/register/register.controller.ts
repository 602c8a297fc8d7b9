import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUTH_RESPONSE } from '../../user.schemas.js';
import { TokenService } from '../../sessions/token.service.js';
import { UserCommands } from '../user-commands.js';
import { RegisterRequest } from './register.request.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly users: UserCommands,
    private readonly tokens: TokenService,
  ) {}

  /** Self-registration always makes a CLIENT, whatever the body says (CONTRACT.md), and signs them in. */
  @Answers(AUTH_RESPONSE, { summary: 'Register as a client and sign in' })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(@Body() body: RegisterRequest, @Command() context: CommandContext): Promise<Reply<AuthResponse>> {
    const profile = {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      branchId: null,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    };
    const user = await this.users.create(
      { role: 'CLIENT', profile, password: body.password, isActive: true },
      null,
      context,
    );
    return reply({ user, token: await this.tokens.issue(user.id) }, 'AUTH.REGISTERED');
  }
}
