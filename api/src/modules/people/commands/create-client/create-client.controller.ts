import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CreateClientResponse } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CREATED_CLIENT } from '../../people.schemas.js';
import { generatePassword } from '../../password-generator.js';
import { PeopleCommands } from '../people-commands.js';
import { CreateClientRequest } from '../../requests/people.requests.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class CreateClientController {
  constructor(private readonly people: PeopleCommands) {}

  /** Without a password, one is generated and answered once beside the client, for the admin to hand over. */
  @Answers(CREATED_CLIENT, { summary: 'Create a client' })
  @Post()
  async create(
    @Body() body: CreateClientRequest,
    @CurrentUser() actor: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<CreateClientResponse>> {
    const { password, ...profile } = body;
    const chosen = password ?? generatePassword();
    const user = await this.people.create('CLIENT', profile, { password: chosen, isActive: true }, actor, context);
    return reply(password ? user : { ...user, generatedPassword: chosen }, 'CLIENT.CREATED');
  }
}
