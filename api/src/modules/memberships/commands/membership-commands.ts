import { Injectable } from '@nestjs/common';
import type {
  MembershipDto,
  MembershipStatus,
  PlanChangeQuoteResponse,
  MembershipType,
  PaymentMethod,
  RenewalMonths,
} from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { conflict } from '../../../platform/domain/domain-error.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { UserDirectory } from '../../accounts/index.js';
import {
  membershipAggregate,
  planChangeOf,
  type MembershipCommand,
  type PlanFacts,
} from '../domain/membership.aggregate.js';
import { MembershipQueries } from '../queries/membership-queries.js';
import { MembershipTermsGuard } from './membership-terms-guard.js';

/** A sale as the form sends it (past the request's field rules). A sent `endDate` is ignored: it is derived. */
export interface NewMembership {
  readonly userId: string;
  readonly membershipPlanId: string;
  readonly startDate: string;
  readonly price: number;
  readonly status?: MembershipStatus | undefined;
  readonly type?: MembershipType | undefined;
  readonly paymentMethod?: PaymentMethod | undefined;
}

export interface MembershipEdit {
  readonly startDate?: string | undefined;
  readonly price?: number | undefined;
  readonly status?: MembershipStatus | undefined;
  readonly type?: MembershipType | null | undefined;
}

/**
 * Attempts at a command while others on the same membership win the race: each lost attempt means
 * another was recorded, so a front desk's burst of renewals is decided, not refused as a conflict.
 */
const ATTEMPTS = 50;

const fieldError = (field: string, code: Parameters<typeof encodeMessage>[0]): RawFieldError => ({
  field,
  message: encodeMessage(code),
});

/**
 * Selling, editing, renewing, changing plan, freezing, cancelling and deleting memberships. Each
 * command carries intent ("renew by 3 months") and the instant it happens; the membership's
 * decider works out the dates and amounts from its own state (ARCHITECTURE.md decision 20). Read
 * here only: facts other records own (the client, the plan), and the studio calendar.
 */
@Injectable()
export class MembershipCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: MembershipQueries,
    private readonly users: UserDirectory,
    private readonly calendar: StudioCalendar,
    private readonly terms: MembershipTermsGuard,
    private readonly store: AggregateStore,
  ) {}

  /** Only an active client buys; the end derives from the plan (start + its duration in studio days). */
  async sell(input: NewMembership, context: CommandContext): Promise<MembershipDto> {
    const errors: RawFieldError[] = [];
    const [user, plan] = await Promise.all([
      this.users.findById(input.userId),
      this.queries.planInfo(input.membershipPlanId),
    ]);
    if (!user) errors.push(fieldError('userId', 'MEMBERSHIP.USER_NOT_FOUND'));
    else if (user.role !== 'CLIENT') errors.push(fieldError('userId', 'MEMBERSHIP.NOT_A_CLIENT'));
    if (!plan) errors.push(fieldError('membershipPlanId', 'MEMBERSHIP.PLAN_NOT_FOUND'));
    if (errors.length > 0 || !plan || !user) throw new ValidationFailed(errors);
    if (!user.isActive) throw conflict('MEMBERSHIP.CLIENT_INACTIVE');
    if (!plan.isActive) throw conflict('MEMBERSHIP.PLAN_INACTIVE');
    const membershipId = createdId(context.commandId, 'membership');
    await this.run(
      membershipId,
      {
        type: 'CreateMembership',
        membershipId,
        userId: input.userId,
        plan: planFacts(plan),
        startDate: new Date(input.startDate).toISOString(),
        price: input.price,
        membershipType: input.type ?? null,
        status: input.status ?? 'ACTIVE',
        method: input.paymentMethod ?? 'CASH',
        ...this.at(context),
      },
      context,
    );
    return this.queries.get(membershipId);
  }

  /** A new start moves the end by the same offset; the status may be set directly (spec §4). */
  async update(id: string, edit: MembershipEdit, context: CommandContext): Promise<MembershipDto> {
    const changes = {
      startDate: edit.startDate === undefined ? undefined : new Date(edit.startDate).toISOString(),
      price: edit.price,
      type: edit.type,
    };
    await this.run(id, { type: 'UpdateMembership', changes, status: edit.status, ...this.at(context) }, context);
    return this.queries.get(id);
  }

  /** `months` calendar months from the end (from now once it has passed), paid at the plan's monthly rate. */
  async renew(
    id: string,
    months: RenewalMonths,
    method: PaymentMethod | undefined,
    context: CommandContext,
  ): Promise<MembershipDto> {
    await this.run(id, { type: 'RenewMembership', months, method: method ?? 'CASH', ...this.at(context) }, context);
    return this.queries.get(id);
  }

  /** A new term now at the new plan's price, the unused part of the current one credited. */
  async changePlan(
    id: string,
    newPlanId: string,
    method: PaymentMethod | undefined,
    context: CommandContext,
  ): Promise<MembershipDto> {
    const plan = await this.sellablePlan(newPlanId);
    await this.run(
      id,
      { type: 'ChangeMembershipPlan', plan: planFacts(plan), method: method ?? 'CASH', ...this.at(context) },
      context,
    );
    return this.queries.get(id);
  }

  /** What changing to the plan would settle at `now`, from the membership's own history (not a read model). */
  async planChangeQuote(id: string, newPlanId: string, now: Date): Promise<PlanChangeQuoteResponse> {
    const plan = await this.sellablePlan(newPlanId);
    const { state } = await this.store.load(membershipAggregate, id);
    return planChangeOf(state, planFacts(plan), { now: now.toISOString(), calendar: this.calendar.math });
  }

  /** `freezeUntil` an instant, or a studio day meaning through the end of that day. */
  async freeze(id: string, freezeUntil: string, context: CommandContext): Promise<MembershipDto> {
    const until = this.calendar.isDay(freezeUntil) ? this.calendar.day(freezeUntil).to : new Date(freezeUntil);
    await this.run(id, { type: 'FreezeMembership', freezeUntil: until.toISOString(), ...this.at(context) }, context);
    return this.queries.get(id);
  }

  async cancel(id: string, context: CommandContext): Promise<MembershipDto> {
    await this.run(id, { type: 'CancelMembership', now: context.now.toISOString() }, context);
    return this.queries.get(id);
  }

  /** Gone from lists (its history stays in the log); answers it as it was. */
  async remove(id: string, context: CommandContext): Promise<MembershipDto> {
    const before = await this.queries.get(id);
    await this.run(id, { type: 'DeleteMembership' }, context);
    return before;
  }

  /** A plan a membership may be sold of or changed to: known and active. */
  async sellablePlan(planId: string): Promise<NonNullable<Awaited<ReturnType<MembershipQueries['planInfo']>>>> {
    const plan = await this.queries.planInfo(planId);
    if (!plan) throw new ValidationFailed([fieldError('newPlanId', 'MEMBERSHIP.PLAN_NOT_FOUND')]);
    if (!plan.isActive) throw conflict('MEMBERSHIP.PLAN_INACTIVE');
    return plan;
  }

  private at(context: CommandContext) {
    return { now: context.now.toISOString(), calendar: this.calendar.math };
  }

  private async run(id: string, command: MembershipCommand, context: CommandContext): Promise<void> {
    await this.commands.execute(membershipAggregate, id, command, context, {
      guard: this.terms.guard(id, context),
      attempts: ATTEMPTS,
    });
  }
}

export function planFacts(plan: {
  readonly _id: string;
  readonly branchId: string | null;
  readonly price: number;
  readonly duration: number;
}): PlanFacts {
  return { id: plan._id, branchId: plan.branchId, price: plan.price, duration: plan.duration };
}
