import { Body, Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { definedOnly } from '../../../../platform/domain/changes.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../user.schemas.js';
import { UserCommands } from '../user-commands.js';
import { UpdateOwnProfileRequest } from './update-own-profile.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class UpdateOwnProfileController {
  constructor(private readonly users: UserCommands) {}

  /** Anyone signed in, for themself only: the person is the one the token names, never one in the body. */
  @Answers(USER_DTO, { summary: 'Update own name and phone' })
  @AnyRole()
  @Put('profile')
  async update(
    @Body() body: UpdateOwnProfileRequest,
    @CurrentUser() user: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<UserDto>> {
    const changes = definedOnly({ name: body.name, phone: body.phone });
    return reply(await this.users.updateOwnProfile(user.id, changes, context), 'AUTH.PROFILE_UPDATED');
  }
}
