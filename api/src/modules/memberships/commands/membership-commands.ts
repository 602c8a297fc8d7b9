import { Injectable } from '@nestjs/common';
import { MEMBERSHIP_LIMITS, type MembershipDto, type MembershipStatus, type MembershipType, type PaymentMethod, type RenewalMonths } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { conflict } from '../../../platform/domain/domain-error.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { UserDirectory } from '../../accounts/index.js';
import { membershipAggregate, type MembershipCommand } from '../domain/membership.aggregate.js';
import { MembershipQueries } from '../queries/membership-queries.js';

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

/** A renewal's price: the membership's price per 30 days of its plan, for each month renewed, to the cent. */
export function renewalAmount(price: number, planDays: number, months: number): number {
  return Math.round((price * 30 * months * 100) / Math.max(planDays, 1)) / 100;
}

const fieldError = (field: string, code: Parameters<typeof encodeMessage>[0]): RawFieldError => ({ field, message: encodeMessage(code) });

/**
 * Selling, editing, renewing, changing plan, freezing, cancelling and deleting memberships: the
 * checks and the calendar arithmetic that need other read models and the studio's zone, then the
 * membership aggregate's command. Controllers and demo data both go through here.
 */
@Injectable()
export class MembershipCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: MembershipQueries,
    private readonly users: UserDirectory,
    private readonly calendar: StudioCalendar,
  ) {}

  /** The end derives from the plan: start + its duration in studio days (CONTRACT.md). */
  async sell(input: NewMembership, context: CommandContext): Promise<MembershipDto> {
    const errors: RawFieldError[] = [];
    const [user, plan] = await Promise.all([this.users.findById(input.userId), this.queries.planInfo(input.membershipPlanId)]);
    if (!user) errors.push(fieldError('userId', 'MEMBERSHIP.USER_NOT_FOUND'));
    if (!plan) errors.push(fieldError('membershipPlanId', 'MEMBERSHIP.PLAN_NOT_FOUND'));
    if (errors.length > 0 || !plan) throw new ValidationFailed(errors);
    if (!plan.isActive) throw conflict('MEMBERSHIP.PLAN_INACTIVE');
    const start = new Date(input.startDate);
    const membershipId = createdId(context.commandId, 'membership');
    const terms = {
      userId: input.userId,
      membershipPlanId: input.membershipPlanId,
      branchId: plan.branchId,
      startDate: start.toISOString(),
      endDate: this.calendar.plusDays(start, plan.duration).toISOString(),
      price: input.price,
      type: input.type ?? null,
    };
    const payment = { amount: input.price, method: input.paymentMethod ?? 'CASH' };
    await this.run(membershipId, { type: 'CreateMembership', membershipId, terms, status: input.status ?? 'ACTIVE', payment }, context);
    return this.queries.get(membershipId);
  }

  /** A new start moves the end with it (start + the plan's duration); the status may be set directly (spec §4). */
  async update(id: string, edit: MembershipEdit, context: CommandContext): Promise<MembershipDto> {
    const current = await this.queries.find(id);
    if (!current) return this.queries.get(id);
    let dates = {};
    if (edit.startDate !== undefined) {
      const plan = await this.queries.planInfo(current.membershipPlanId);
      const start = new Date(edit.startDate);
      const days = plan?.duration ?? this.calendar.daysBetween(new Date(current.startDate), new Date(current.endDate));
      dates = { startDate: start.toISOString(), endDate: this.calendar.plusDays(start, days).toISOString() };
    }
    const changes = { ...dates, ...(edit.price === undefined ? {} : { price: edit.price }), ...(edit.type === undefined ? {} : { type: edit.type }) };
    await this.run(id, { type: 'UpdateMembership', changes, status: edit.status }, context);
    return this.queries.get(id);
  }

  /** `months` calendar months from the end, or from today when it already passed; ACTIVE again; paid at the plan's monthly rate. */
  async renew(id: string, months: RenewalMonths, method: PaymentMethod | undefined, context: CommandContext): Promise<MembershipDto> {
    const current = await this.queries.find(id);
    if (!current) return this.queries.get(id);
    const end = new Date(current.endDate);
    const from = end.getTime() > context.now.getTime() ? end : context.now;
    const plan = await this.queries.planInfo(current.membershipPlanId);
    const planDays = plan?.duration ?? this.calendar.daysBetween(new Date(current.startDate), end);
    const payment = { amount: renewalAmount(current.price, planDays, months), method: method ?? 'CASH' };
    await this.run(id, { type: 'RenewMembership', months, endDate: this.calendar.plusMonths(from, months).toISOString(), payment }, context);
    return this.queries.get(id);
  }

  /** The new plan from now on, at its price, for its duration (CONTRACT.md: change plan takes effect now). */
  async changePlan(id: string, newPlanId: string, context: CommandContext): Promise<MembershipDto> {
    const plan = await this.queries.planInfo(newPlanId);
    if (!plan) throw new ValidationFailed([fieldError('newPlanId', 'MEMBERSHIP.PLAN_NOT_FOUND')]);
    if (!plan.isActive) throw conflict('MEMBERSHIP.PLAN_INACTIVE');
    const startDate = context.now.toISOString();
    const endDate = this.calendar.plusDays(context.now, plan.duration).toISOString();
    await this.run(id, { type: 'ChangeMembershipPlan', membershipPlanId: newPlanId, branchId: plan.branchId, price: plan.price, startDate, endDate }, context);
    return this.queries.get(id);
  }

  /** A future day at most 90 days ahead; the end moves by the studio days frozen. */
  async freeze(id: string, freezeUntil: string, context: CommandContext): Promise<MembershipDto> {
    const until = new Date(freezeUntil);
    const days = this.calendar.daysBetween(context.now, until);
    if (until.getTime() <= context.now.getTime() || days < 1) throw new ValidationFailed([fieldError('freezeUntil', 'VALIDATION.FREEZE_FUTURE')]);
    if (days > MEMBERSHIP_LIMITS.freezeDaysMax) throw new ValidationFailed([fieldError('freezeUntil', 'VALIDATION.FREEZE_TOO_LONG')]);
    const current = await this.queries.find(id);
    if (!current) return this.queries.get(id);
    const endDate = this.calendar.plusDays(new Date(current.endDate), days).toISOString();
    await this.run(id, { type: 'FreezeMembership', frozenUntil: until.toISOString(), endDate, at: context.now.toISOString() }, context);
    return this.queries.get(id);
  }

  async cancel(id: string, context: CommandContext): Promise<MembershipDto> {
    await this.run(id, { type: 'CancelMembership' }, context);
    return this.queries.get(id);
  }

  /** Gone from lists (its history stays in the log); answers it as it was. */
  async remove(id: string, context: CommandContext): Promise<MembershipDto> {
    const before = await this.queries.get(id);
    await this.run(id, { type: 'DeleteMembership' }, context);
    return before;
  }

  private async run(id: string, command: MembershipCommand, context: CommandContext): Promise<void> {
    await this.commands.execute(membershipAggregate, id, command, context);
  }
}
