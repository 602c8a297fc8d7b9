import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { View } from '../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { Clock } from '../../platform/time/clock.js';
import { BranchDirectory, BranchesModule, BranchFigureRegistry, countedPerBranch } from '../branches/index.js';
import { CreatePlanController } from './commands/create-plan/create-plan.controller.js';
import { DeactivatePlanController } from './commands/deactivate-plan/deactivate-plan.controller.js';
import { DuplicatePlanController } from './commands/duplicate-plan/duplicate-plan.controller.js';
import { PlanCommands } from './commands/plan-commands.js';
import { UpdatePlanController } from './commands/update-plan/update-plan.controller.js';
import { DEMO_PLANS, demoPlanCommandId } from './demo/demo-plans.js';
import { planAggregate } from './domain/plan.aggregate.js';
import { PlanFigureRegistry } from './plan-figures.js';
import { PLANS } from './projections/plan-docs.js';
import { plansProjection } from './projections/plans.projection.js';
import { GetPlanController } from './queries/get-plan/get-plan.controller.js';
import { ListPlansController } from './queries/list-plans/list-plans.controller.js';
import { planAudit } from './queries/plan-audit.js';
import { PlanLog } from './queries/plan-log.js';
import { PlanQueries } from './queries/plan-queries.js';
import { PlanStatsController } from './queries/plan-stats/plan-stats.controller.js';

/** The studio's membership plans per branch: spec §2's plans screen, and the plans a sale offers. */
@Module({
  imports: [BranchesModule],
  controllers: [
    ListPlansController,
    PlanStatsController,
    GetPlanController,
    CreatePlanController,
    UpdatePlanController,
    DuplicatePlanController,
    DeactivatePlanController,
  ],
  providers: [PlanQueries, PlanCommands, PlanFigureRegistry, PlanLog],
  exports: [PlanFigureRegistry, PlanLog],
})
export class PlansModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly demo: DemoSeedRegistry,
    private readonly plans: PlanCommands,
    private readonly queries: PlanQueries,
    private readonly branches: BranchDirectory,
    private readonly branchFigures: BranchFigureRegistry,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(plansProjection);
    // Every plan of a branch, active or not; the second number is the active ones.
    this.branchFigures.register(
      countedPerBranch('membershipPlans', new View(this.store, PLANS), (branchId) => ({ branchId }), {
        isActive: true,
      }),
    );
    this.audit.register(planAggregate, planAudit(this.queries));
    this.demo.register({ name: 'plans', order: 25, run: () => this.seedPlans() });
  }

  /** After branches (10): each branch's plans, sent as ordinary commands with fixed ids. */
  private async seedPlans(): Promise<void> {
    const branchIds = await this.branches.idsByAge();
    for (const [branch, plans] of DEMO_PLANS.entries()) {
      const branchId = branchIds[branch];
      if (branchId === undefined) continue;
      for (const [index, plan] of plans.entries()) {
        await this.plans.create(
          { ...plan, branchId },
          systemContext(demoPlanCommandId(branch, index), 'system:demo-data', this.clock.now()),
        );
      }
    }
  }
}
