import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { systemContext } from '../../platform/aggregates/command-context.js';
import { createdId } from '../../platform/aggregates/event-ids.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { Clock } from '../../platform/time/clock.js';
import { Scheduler } from '../../platform/time/scheduler.js';
import { StudioCalendar } from '../../platform/time/studio-calendar.js';
import { AccountsModule, PeopleQueries } from '../accounts/index.js';
import { BranchesModule, BranchFigureRegistry, countedPerBranch } from '../branches/index.js';
import { PlanFigureRegistry, PlansModule } from '../plans/index.js';
import { DeleteMembershipController } from './commands/delete-membership/delete-membership.controller.js';
import { MembershipActionsController } from './commands/membership-actions/membership-actions.controller.js';
import { MembershipCommands } from './commands/membership-commands.js';
import { SellMembershipController } from './commands/sell-membership/sell-membership.controller.js';
import { UpdateMembershipController } from './commands/update-membership/update-membership.controller.js';
import { DEMO_RENEWAL_MONTHS, demoMembershipCommandId, demoStory } from './demo/demo-memberships.js';
import { PlanChangeQuoteController } from './queries/plan-change-quote/plan-change-quote.controller.js';
import { MembershipTermsGuard } from './commands/membership-terms-guard.js';
import { membershipAggregate } from './domain/membership.aggregate.js';
import { membershipsProjection } from './projections/memberships.projection.js';
import { GetMembershipController } from './queries/get-membership/get-membership.controller.js';
import { ListMembershipsController } from './queries/list-memberships/list-memberships.controller.js';
import { membershipAudit } from './queries/membership-audit.js';
import { MembershipQueries } from './queries/membership-queries.js';
import { MyMembershipsController } from './queries/my-memberships/my-memberships.controller.js';
import { membershipExpiry } from './schedules/membership-expiry.js';

const DAY = 24 * 3_600_000;

/** Memberships sold to people: spec §2's memberships screen, the client's membership, expiry as history. */
@Module({
  imports: [AccountsModule, BranchesModule, PlansModule],
  // Fixed paths (/memberships/stats, /active, /plans, /user, /has-active, /remaining-days) before /memberships/:id.
  controllers: [
    ListMembershipsController,
    MyMembershipsController,
    GetMembershipController,
    SellMembershipController,
    MembershipActionsController,
    UpdateMembershipController,
    DeleteMembershipController,
    PlanChangeQuoteController,
  ],
  providers: [MembershipQueries, MembershipCommands, MembershipTermsGuard],
})
export class MembershipsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly demo: DemoSeedRegistry,
    private readonly scheduler: Scheduler,
    private readonly branchFigures: BranchFigureRegistry,
    private readonly planFigures: PlanFigureRegistry,
    private readonly memberships: MembershipCommands,
    private readonly queries: MembershipQueries,
    private readonly people: PeopleQueries,
    private readonly calendar: StudioCalendar,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(membershipsProjection);
    this.scheduler.register(membershipExpiry);
    this.audit.register(membershipAggregate, membershipAudit(this.queries, this.calendar));
    this.branchFigures.register(
      countedPerBranch('memberships', this.queries.view, (branchId) => ({ branchId, isDeleted: false }), {
        status: 'ACTIVE',
      }),
    );
    this.planFigures.register({ figure: 'memberships', figureOf: (planId) => this.queries.countsOfPlan(planId) });
    this.demo.register({ name: 'memberships', order: 35, run: () => this.seedMemberships() });
  }

  /**
   * After plans (25): each demo client buys a plan of its branch at some point of the last twelve
   * months; the commands carry the time each thing happened, so payments fall over the year.
   */
  private async seedMemberships(): Promise<void> {
    const now = this.clock.now();
    const { users: clients } = await this.people.list({ roles: ['CLIENT'], status: 'active', page: 1, limit: 100 });
    const oldestFirst = [...clients].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const { plans } = await this.queries.sellablePlans();
    for (const [index, client] of oldestFirst.entries()) {
      const own = await Promise.all(plans.map(async (plan) => ({ plan, info: await this.queries.planInfo(plan.id) })));
      const choices = own.filter(
        ({ info }) => info !== null && (client.branchId === null || info.branchId === client.branchId),
      );
      const choice = choices[index % Math.max(choices.length, 1)];
      if (!choice) continue;
      const story = demoStory(index);
      const soldAt = this.calendar.plusMonths(now, -story.soldMonthsAgo);
      const at = (step: string, when: Date) =>
        systemContext(demoMembershipCommandId(index, step), 'system:demo-data', when);
      const sale = at('sale', soldAt);
      const membershipId = createdId(sale.commandId, 'membership');
      let membership = await this.memberships.sell(
        {
          userId: client.id,
          membershipPlanId: choice.plan.id,
          startDate: soldAt.toISOString(),
          price: choice.plan.price,
          paymentMethod: story.paymentMethod,
        },
        sale,
      );
      if (story.frozen) {
        membership = await this.memberships.freeze(
          membershipId,
          new Date(soldAt.getTime() + 14 * DAY).toISOString(),
          at('freeze', soldAt),
        );
      }
      for (let renewal = 1; renewal <= story.renewals; renewal += 1) {
        const due = new Date(membership.endDate);
        if (due.getTime() > now.getTime()) break;
        membership = await this.memberships.renew(
          membershipId,
          DEMO_RENEWAL_MONTHS,
          story.paymentMethod,
          at(`renew-${renewal}`, due),
        );
      }
      if (story.cancelled)
        await this.memberships.cancel(
          membershipId,
          at('cancel', new Date(Math.min(soldAt.getTime() + 7 * DAY, now.getTime()))),
        );
    }
  }
}
