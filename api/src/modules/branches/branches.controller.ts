import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type BranchDto, type BranchListResponse, type BranchStatsResponse } from '@boxstudio/contracts';
import { CurrentUser, ForbiddenMessage, Public, Roles } from '../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { forbidden } from '../../platform/domain/domain-error.js';
import { Command } from '../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../platform/http/reply.js';
import { CreateBranchDto, UpdateBranchDto } from './commands/branch.dto.js';
import { CreateBranchCommand, DeactivateBranchCommand, ReviseBranchCommand } from './commands/branch.commands.js';
import type { BranchEvent } from './domain/branch.events.js';
import { BranchListQuery } from './queries/branch-list.query.js';
import { BranchQueries } from './queries/branch-queries.js';

const isAdmin = (user: AuthUser | null): boolean => user !== null && isAdminRole(user.role);

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class BranchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: BranchQueries,
  ) {}

  /** Public: anyone sees the active branches; admins also see inactive ones and filter by status. */
  @Public()
  @Get()
  list(@Query() query: BranchListQuery, @CurrentUser() user: AuthUser | null): Promise<BranchListResponse> {
    const status = isAdmin(user) ? (query.status ?? 'all') : 'active';
    return this.queries.list({ ...(query.search ? { search: query.search } : {}), status, page: query.page, limit: query.limit });
  }

  @Public()
  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() user: AuthUser | null): Promise<BranchDto> {
    return this.queries.get(id, !isAdmin(user));
  }

  @Get(':id/stats')
  stats(@Param('id') id: string): Promise<BranchStatsResponse> {
    return this.queries.stats(id);
  }

  @Roles('SUPER_ADMIN')
  @ForbiddenMessage('BRANCH.CREATE_FORBIDDEN')
  @Post()
  async create(@Body() body: CreateBranchDto, @Command() context: CommandContext): Promise<Reply<BranchDto>> {
    const details = { ...body, postalCode: body.postalCode ?? null, phone: body.phone ?? null, email: body.email ?? null };
    const id = await this.commands.execute<CreateBranchCommand, string>(new CreateBranchCommand(details, context));
    return reply(await this.queries.get(id), 'BRANCH.CREATED');
  }

  /** Edits fields and/or the Active switch. Deactivating, like deleting, is for the SUPER_ADMIN. */
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateBranchDto,
    @Command() context: CommandContext,
    @CurrentUser() user: AuthUser,
  ): Promise<Reply<BranchDto>> {
    const { isActive, ...changes } = body;
    if (isActive === false && user.role !== 'SUPER_ADMIN') throw forbidden('HTTP.FORBIDDEN');
    const recorded = await this.commands.execute<ReviseBranchCommand, BranchEvent['type'][]>(new ReviseBranchCommand(id, changes, isActive, context));
    const message = recorded.includes('BranchReactivated') ? 'BRANCH.REACTIVATED' : recorded.includes('BranchDeactivated') ? 'BRANCH.DEACTIVATED' : 'BRANCH.UPDATED';
    return reply(await this.queries.get(id), message);
  }

  /** Deleting a branch deactivates it: its history and everything that refers to it stay. */
  @Roles('SUPER_ADMIN')
  @Delete(':id')
  async deactivate(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<BranchDto>> {
    await this.commands.execute(new DeactivateBranchCommand(id, context));
    return reply(await this.queries.get(id), 'BRANCH.DEACTIVATED');
  }
}
