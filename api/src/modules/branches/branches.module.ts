import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { Clock } from '../../platform/time/clock.js';
import { BranchFigureRegistry } from './branch-figures.js';
import { BranchCommands } from './commands/branch-commands.js';
import { CreateBranchController } from './commands/create-branch/create-branch.controller.js';
import { DeactivateBranchController } from './commands/deactivate-branch/deactivate-branch.controller.js';
import { UpdateBranchController } from './commands/update-branch/update-branch.controller.js';
import { DEMO_BRANCHES, demoBranchCommandId } from './demo/demo-branches.js';
import { branchAggregate } from './domain/branch.aggregate.js';
import { branchesProjection } from './projections/branches.projection.js';
import { branchAudit } from './queries/branch-audit.js';
import { BranchDirectory, BranchQueries } from './queries/branch-queries.js';
import { BranchStatsController } from './queries/branch-stats/branch-stats.controller.js';
import { GetBranchController } from './queries/get-branch/get-branch.controller.js';
import { ListBranchesController } from './queries/list-branches/list-branches.controller.js';

/**
 * The studio's locations: spec §2 and §8's branches screen. It imports no other module: what a
 * branch holds is contributed to `BranchFigureRegistry` by the modules that own those things.
 */
@Module({
  controllers: [
    ListBranchesController,
    BranchStatsController,
    GetBranchController,
    CreateBranchController,
    UpdateBranchController,
    DeactivateBranchController,
  ],
  providers: [BranchQueries, BranchDirectory, BranchCommands, BranchFigureRegistry],
  exports: [BranchDirectory, BranchFigureRegistry],
})
export class BranchesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly demo: DemoSeedRegistry,
    private readonly branches: BranchCommands,
    private readonly clock: Clock,
    private readonly queries: BranchQueries,
  ) {}

  onModuleInit(): void {
    this.projections.register(branchesProjection);
    this.audit.register(branchAggregate, branchAudit(this.queries));
    this.demo.register({ name: 'branches', order: 10, run: () => this.seedBranches() });
  }

  private async seedBranches(): Promise<void> {
    for (const [index, details] of DEMO_BRANCHES.entries()) {
      await this.branches.create(
        details,
        systemContext(demoBranchCommandId(index), 'system:demo-data', this.clock.now()),
      );
    }
  }
}
