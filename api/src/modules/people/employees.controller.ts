import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isRole, type EmployeeStats, type UserDto, type UserListResponse } from '@boxstudio/contracts';
import { CurrentUser } from '../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { CommandContext } from '../../platform/aggregates/command-context.js';
import { Command } from '../../platform/http/command-context.decorator.js';
import { ValidationFailed } from '../../platform/http/http-errors.js';
import { encodeMessage } from '../../platform/http/message-code.js';
import { reply, type Reply } from '../../platform/http/reply.js';
import { PeopleQueries } from '../accounts/index.js';
import { CreateUserDto, PeopleListQuery, UpdateUserDto } from './people.dto.js';
import { PeopleService, type PeopleScope } from './people.service.js';
import { updateMessage } from './update-message.js';

const everyone: PeopleScope = { includes: () => true, notInScope: 'USER.NOT_FOUND' };

const messages = { activated: 'EMPLOYEE.ACTIVATED', deactivated: 'EMPLOYEE.DEACTIVATED', updated: 'EMPLOYEE.UPDATED' } as const;

/** People of every role, as the employees screen and the pickers read them. Admins only. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class EmployeesController {
  constructor(
    private readonly people: PeopleService,
    private readonly queries: PeopleQueries,
  ) {}

  @Get('stats')
  stats(): Promise<EmployeeStats> {
    return this.queries.employeeStats();
  }

  @Get()
  list(@Query() query: PeopleListQuery): Promise<UserListResponse> {
    return this.queries.list({ ...(query.role ? { roles: [query.role] } : {}), ...(query.search ? { search: query.search } : {}), status: query.status ?? 'all', page: query.page, limit: query.limit });
  }

  /** Everyone with one role (e.g. the instructors for a class form), not paginated. */
  @Get('role/:role')
  async byRole(@Param('role') role: string): Promise<{ users: UserDto[] }> {
    if (!isRole(role)) throw new ValidationFailed([{ field: 'role', message: encodeMessage('VALIDATION.ROLE') }]);
    const { users } = await this.queries.list({ roles: [role], status: 'all', page: 1, limit: 10_000 });
    return { users };
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<UserDto> {
    return this.people.get(id, everyone);
  }

  @Post()
  async create(@Body() body: CreateUserDto, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<UserDto>> {
    const { password, role, isActive, ...profile } = body;
    const user = await this.people.create(role, profile, password, isActive ?? true, actor, context);
    return reply(user, role === 'CLIENT' ? 'CLIENT.CREATED' : 'EMPLOYEE.CREATED');
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdateUserDto, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<UserDto>> {
    const { role, isActive, ...profile } = body;
    const { before, after } = await this.people.update(id, everyone, profile, role, isActive, actor, context);
    return reply(after, updateMessage(before, after, messages));
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() actor: AuthUser, @Command() context: CommandContext): Promise<Reply<UserDto>> {
    return reply(await this.people.remove(id, everyone, actor, context), 'EMPLOYEE.DELETED');
  }
}
