import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClientStats, CreateClientResponse, UserDto, UserListResponse } from '@boxstudio/contracts';
import { CurrentUser } from '../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { CommandContext } from '../../platform/aggregates/command-context.js';
import { Command } from '../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../platform/http/reply.js';
import { PeopleQueries } from '../accounts/index.js';
import { generatePassword } from './password-generator.js';
import { CreateClientDto, PeopleListQuery, UpdateClientDto } from './people.dto.js';
import { PeopleService, type PeopleScope } from './people.service.js';
import { updateMessage } from './update-message.js';

const clients: PeopleScope = { includes: (role) => role === 'CLIENT', notInScope: 'USER.NOT_A_CLIENT' };

const messages = { activated: 'CLIENT.ACTIVATED', deactivated: 'CLIENT.DEACTIVATED', updated: 'CLIENT.UPDATED' } as const;

/** The studio's clients. Admins only. */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly people: PeopleService,
    private readonly queries: PeopleQueries,
  ) {}

  @Get('stats')
  stats(): Promise<ClientStats> {
    return this.queries.clientStats(new Date());
  }

  @Get()
  list(@Query() query: PeopleListQuery): Promise<UserListResponse> {
    return this.queries.list({ roles: ['CLIENT'], ...(query.search ? { search: query.search } : {}), status: query.status ?? 'all', page: query.page, limit: query.limit });
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, clients);
  }

  /** Without a password, one is generated and answered once, for the admin to hand over. */
  @Post()
  async create(@Body() body: CreateClientDto, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<CreateClientResponse>> {
    const { password, ...profile } = body;
    const chosen = password ?? generatePassword();
    const user = await this.people.create('CLIENT', profile, chosen, true, actor, context);
    return reply(password ? user : { ...user, generatedPassword: chosen }, 'CLIENT.CREATED');
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdateClientDto, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<UserDto>> {
    const { isActive, ...profile } = body;
    const { before, after } = await this.people.update(id, clients, profile, undefined, isActive, actor, context);
    return reply(after, updateMessage(before, after, messages));
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<UserDto>> {
    return reply(await this.people.remove(id, clients, actor, context), 'CLIENT.DELETED');
  }
}
