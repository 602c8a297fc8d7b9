import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../people.schemas.js';
import { PeopleCommands } from '../people-commands.js';
import { CreatePersonRequest } from '../../requests/people.requests.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class CreatePersonController {
  constructor(private readonly people: PeopleCommands) {}

  /**
   * An employee, or any person with a chosen password (e.g. the sample-class client, whose password
   * is a temporary one: `mustChangePassword`).
   */
  @Answers(USER_DTO, { summary: 'Create a person of any role' })
  @Post()
  async create(
    @Body() body: CreatePersonRequest,
    @CurrentUser() actor: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<UserDto>> {
    const { password, role, isActive, mustChangePassword, ...profile } = body;
    const access = { password, isActive: isActive ?? true, mustChangePassword: mustChangePassword ?? false };
    const user = await this.people.create(role, profile, access, actor, context);
    return reply(user, role === 'CLIENT' ? 'CLIENT.CREATED' : 'EMPLOYEE.CREATED');
  }
}
