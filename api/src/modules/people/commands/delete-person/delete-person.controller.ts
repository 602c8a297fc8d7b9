import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../people.schemas.js';
import { EVERYONE } from '../../queries/scoped-people.js';
import { PeopleCommands } from '../people-commands.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class DeletePersonController {
  constructor(private readonly people: PeopleCommands) {}

  /** Records the deletion (the history stays) and frees the email for a new account. */
  @Answers(USER_DTO, { summary: 'Delete a person', errors: [404] })
  @Delete(':id')
  async remove(
    @Param('id') id: string,
    @CurrentUser() actor: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<UserDto>> {
    return reply(await this.people.remove(id, EVERYONE, actor, context), 'EMPLOYEE.DELETED');
  }
}
