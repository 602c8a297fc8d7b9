import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuditCatalog } from '../../platform/commands/audit-catalog.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { UserDirectory } from '../accounts/queries/user-directory.js';
import { BranchesController } from './branches.controller.js';
import { CreateBranchCommand } from './commands/branch.commands.js';
import { CreateBranchHandler, DeactivateBranchHandler, ReviseBranchHandler } from './commands/branch.handlers.js';
import { DEMO_BRANCHES, demoBranchCommandId } from './demo/demo-branches.js';
import { branchDecider } from './domain/branch.decider.js';
import { BranchesProjection } from './projections/branches.projection.js';
import { BranchQueries } from './queries/branch-queries.js';
import { BranchUsageRegistry } from './queries/branch-usage.registry.js';

@Module({
  imports: [AccountsModule],
  controllers: [BranchesController],
  providers: [BranchesProjection, BranchQueries, BranchUsageRegistry, CreateBranchHandler, ReviseBranchHandler, DeactivateBranchHandler],
  exports: [BranchUsageRegistry, BranchQueries],
})
export class BranchesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly branches: BranchesProjection,
    private readonly usage: BranchUsageRegistry,
    private readonly users: UserDirectory,
    private readonly demo: DemoSeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.branches);
    this.audit.register({ aggregate: 'branch', streamPrefix: 'branch-', decider: branchDecider });
    this.usage.register({ key: 'users', count: (branchId) => this.users.countInBranch(branchId) });
    this.demo.register({ name: 'branches', order: 10, run: () => this.seedBranches() });
  }

  private async seedBranches(): Promise<void> {
    for (const [index, details] of DEMO_BRANCHES.entries()) {
      const context = { commandId: demoBranchCommandId(index), correlationId: 'system:demo-data', userId: null, now: new Date() };
      await this.commands.execute(new CreateBranchCommand(details, context));
    }
  }
}
