import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchSummary } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden } from '../../../../platform/domain/domain-error.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_SUMMARY } from '../../branch.schemas.js';
import { BranchCommands } from '../branch-commands.js';
import { UpdateBranchRequest } from './update-branch.request.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class UpdateBranchController {
  constructor(private readonly branches: BranchCommands) {}

  /** Edits fields and/or the Active switch. Deactivating, like deleting, is for the SUPER_ADMIN. */
  @Answers(BRANCH_SUMMARY, { summary: 'Update a branch', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateBranchRequest,
    @Command() context: CommandContext,
    @CurrentUser() user: AuthUser,
  ): Promise<Reply<BranchSummary>> {
    const { isActive, ...changes } = body;
    if (isActive === false && user.role !== 'SUPER_ADMIN') throw forbidden('HTTP.FORBIDDEN');
    const { branch, message } = await this.branches.update(id, changes, isActive, context);
    return reply(branch, message);
  }
}
