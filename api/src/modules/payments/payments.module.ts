import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';
import { StudioCalendar } from '../../platform/time/studio-calendar.js';
import { AccountsModule } from '../accounts/index.js';
import { BranchesModule } from '../branches/index.js';
import { PlanFigureRegistry, PlansModule } from '../plans/index.js';
import { PaymentCommands } from './commands/payment-commands.js';
import { RecordPaymentController } from './commands/record-payment/record-payment.controller.js';
import { RefundPaymentController } from './commands/refund-payment/refund-payment.controller.js';
import { VoidPaymentController } from './commands/void-payment/void-payment.controller.js';
import { paymentAggregate } from './domain/payment.aggregate.js';
import { paymentsProjection } from './projections/payments.projection.js';
import { GetPaymentController } from './queries/get-payment/get-payment.controller.js';
import { ListPaymentsController } from './queries/list-payments/list-payments.controller.js';
import { paymentAudit } from './queries/payment-audit.js';
import { PaymentQueries } from './queries/payment-queries.js';
import { PaymentStatsController } from './queries/payment-stats/payment-stats.controller.js';
import { paymentForMembership } from './reactions/payment-for-membership.js';
import { paymentForRetailSale } from './reactions/payment-for-retail-sale.js';
import { stockBackOnRefund } from './reactions/stock-back-on-refund.js';

/**
 * Money received (CONTRACT.md, payments): what sales and renewals bring in, recorded by a
 * reaction to the memberships module's events, front-desk sales recorded by a reaction to the
 * inventory module's (whose refund may put the units back in stock), and what admins record,
 * refund or void by hand.
 */
@Module({
  imports: [AccountsModule, BranchesModule, PlansModule],
  // The fixed path /payments/stats before /payments/:id.
  controllers: [
    PaymentStatsController,
    ListPaymentsController,
    GetPaymentController,
    RecordPaymentController,
    RefundPaymentController,
    VoidPaymentController,
  ],
  providers: [PaymentQueries, PaymentCommands],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly reactions: ReactionRunner,
    private readonly planFigures: PlanFigureRegistry,
    private readonly queries: PaymentQueries,
    private readonly calendar: StudioCalendar,
  ) {}

  onModuleInit(): void {
    this.projections.register(paymentsProjection);
    this.audit.register(paymentAggregate, paymentAudit(this.queries, this.calendar));
    this.reactions.register(paymentForMembership);
    this.reactions.register(paymentForRetailSale);
    this.reactions.register(stockBackOnRefund);
    this.planFigures.register({
      figure: 'revenue',
      figureOf: async (planId) => ({ total: await this.queries.planRevenue(planId) }),
    });
  }
}
