import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../user.schemas.js';
import { UserCommands } from '../user-commands.js';
import { ChangePasswordRequest } from './change-password.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class ChangePasswordController {
  constructor(private readonly users: UserCommands) {}

  /**
   * Anyone signed in, for themself only. Throttled as logins are: the current password is checked
   * here, so a stolen session must not be able to guess it at full speed.
   */
  @Answers(USER_DTO, { summary: 'Change own password' })
  @AnyRole()
  @UseGuards(ThrottlerGuard)
  @Put('password')
  async change(
    @Body() body: ChangePasswordRequest,
    @CurrentUser() user: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<UserDto>> {
    const passwords = { current: body.currentPassword, next: body.newPassword };
    return reply(await this.users.changePassword(user.id, passwords, context), 'AUTH.PASSWORD_CHANGED');
  }
}
