import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchSummary } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { ForbiddenMessage, Roles } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_SUMMARY } from '../../branch.schemas.js';
import { BranchCommands } from '../branch-commands.js';
import { CreateBranchRequest } from './create-branch.request.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class CreateBranchController {
  constructor(private readonly branches: BranchCommands) {}

  /** Only the SUPER_ADMIN opens a branch (spec §8: 'No tienes permisos para crear sucursales'). */
  @Answers(BRANCH_SUMMARY, { summary: 'Open a branch' })
  @Roles('SUPER_ADMIN')
  @ForbiddenMessage('BRANCH.CREATE_FORBIDDEN')
  @Post()
  async create(@Body() body: CreateBranchRequest, @Command() context: CommandContext): Promise<Reply<BranchSummary>> {
    const details = {
      ...body,
      postalCode: body.postalCode ?? null,
      phone: body.phone ?? null,
      email: body.email ?? null,
    };
    return reply(await this.branches.create(details, context), 'BRANCH.CREATED');
  }
}
