import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_DTO } from '../../people.schemas.js';
import { CLIENTS } from '../../queries/scoped-people.js';
import { PeopleCommands } from '../people-commands.js';
import { UpdateClientRequest } from '../../requests/people.requests.js';
import { editMessage } from '../../edit-message.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class UpdateClientController {
  constructor(private readonly people: PeopleCommands) {}

  /** Name, email, phone; or only `isActive`. */
  @Answers(USER_DTO, { summary: 'Update a client', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateClientRequest,
    @CurrentUser() actor: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<UserDto>> {
    const { isActive, ...profile } = body;
    const { before, after } = await this.people.update(id, CLIENTS, profile, undefined, isActive, actor, context);
    return reply(after, editMessage(before, after, 'CLIENT'));
  }
}
