import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchSummary } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_SUMMARY } from '../../branch.schemas.js';
import { BranchCommands } from '../branch-commands.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class DeactivateBranchController {
  constructor(private readonly branches: BranchCommands) {}

  /** DELETE deactivates: the branch's history and everything that refers to it stay. */
  @Answers(BRANCH_SUMMARY, { summary: 'Deactivate a branch', errors: [404] })
  @Roles('SUPER_ADMIN')
  @Delete(':id')
  async deactivate(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<BranchSummary>> {
    return reply(await this.branches.deactivate(id, context), 'BRANCH.DEACTIVATED');
  }
}
