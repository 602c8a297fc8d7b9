import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BranchSummary } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { branchAggregate } from '../../domain/branch.aggregate.js';
import { BranchQueries } from '../../queries/branch-queries.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class DeactivateBranchController {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly branches: BranchQueries,
  ) {}

  /** DELETE deactivates: the branch's history and everything that refers to it stay. */
  @Roles('SUPER_ADMIN')
  @Delete(':id')
  async deactivate(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<BranchSummary>> {
    await this.commands.execute(branchAggregate, id, { type: 'DeactivateBranch' }, context);
    return reply(await this.branches.get(id), 'BRANCH.DEACTIVATED');
  }
}
