import {
  cents,
  freezeRefusal,
  frozenEnd,
  isPayableAmount,
  movedDates,
  planChangeQuote,
  renewal,
  type MembershipDto,
  type MembershipStatus,
  type MembershipTerm,
  type PlanChangeQuote,
  type PaymentMethod,
  type StudioDayMath,
} from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, definedOnly, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { MembershipEvent, MembershipTerms } from './membership.events.js';

export type MembershipState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly id: string }
  | {
      readonly status: MembershipStatus;
      readonly id: string;
      readonly terms: MembershipTerms;
      readonly frozenUntil: string | null;
      readonly createdAt: string;
      readonly updatedAt: string;
      readonly cancelledAt: string | null;
      /** The plan's period as last sold or changed to: its length prices a renewal. */
      readonly planPeriod: { readonly startDate: string; readonly endDate: string };
      /**
       * The term being paid for: since when, and what was paid for it up to the end (a plan change credits
       * the unused part).
       */
      readonly paidTerm: { readonly startDate: string; readonly paid: number };
    };

/** The plan as the command service read it (a fact the plan owns); the decider works out dates and money from it. */
export interface PlanFacts {
  readonly id: string;
  readonly branchId: string | null;
  readonly price: number;
  /** Days. */
  readonly duration: number;
}

/**
 * When a command happens and the studio calendar it counts in: every date and amount is worked out here, from
 * the state.
 */
export interface At {
  readonly now: string;
  readonly calendar: StudioDayMath;
}

export type MembershipCommand =
  | ({
      readonly type: 'CreateMembership';
      readonly membershipId: string;
      readonly userId: string;
      readonly plan: PlanFacts;
      readonly startDate: string;
      readonly price: number;
      readonly membershipType: MembershipTerms['type'];
      readonly status: MembershipStatus;
      readonly method: PaymentMethod;
    } & At)
  | ({
      readonly type: 'UpdateMembership';
      readonly changes: {
        readonly startDate?: string | undefined;
        readonly price?: number | undefined;
        readonly type?: MembershipTerms['type'] | undefined;
      };
      readonly status?: MembershipStatus | undefined;
    } & At)
  | ({ readonly type: 'RenewMembership'; readonly months: number; readonly method: PaymentMethod } & At)
  | ({ readonly type: 'ChangeMembershipPlan'; readonly plan: PlanFacts; readonly method: PaymentMethod } & At)
  | ({ readonly type: 'FreezeMembership'; readonly freezeUntil: string } & At)
  | ({ readonly type: 'CancelMembership' } & Pick<At, 'now'>)
  /** From the expiry schedule: `dueAt` is the end it was due at; a moved end decides nothing. */
  | { readonly type: 'ExpireMembership'; readonly dueAt: string }
  | { readonly type: 'DeleteMembership' };

type Existing = Extract<MembershipState, { status: MembershipStatus }>;

function existing(state: MembershipState): Existing {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('MEMBERSHIP.NOT_FOUND');
  return state;
}

/** Renewing, changing the plan and freezing are for a membership not cancelled (cancel keeps it as history). */
function changeable(state: MembershipState): Existing {
  const found = existing(state);
  if (found.status === 'CANCELLED') throw conflict('MEMBERSHIP.CANCELLED_UNCHANGEABLE');
  return found;
}

/** Spec §5: 'El precio debe ser mayor a 0'. */
function checkPrice(price: number | undefined): void {
  if (price !== undefined && !(price > 0)) throw invalidField('VALIDATION.MEMBERSHIP_PRICE', 'price');
}

/** CONTRACT.md: a consequence that would record a payment out of range is refused where it starts. */
function checkPayable(amount: number): void {
  if (!isPayableAmount(amount)) throw conflict('MEMBERSHIP.PAYMENT_OUT_OF_RANGE', { amount: cents(amount).toFixed(2) });
}

/** The term as the shared rules (contracts) read it. */
export function termOf(state: Existing, calendar: StudioDayMath): MembershipTerm {
  return {
    startDate: state.terms.startDate,
    endDate: state.terms.endDate,
    price: state.terms.price,
    planDays: Math.max(1, calendar.daysBetween(state.planPeriod.startDate, state.planPeriod.endDate)),
    termStartDate: state.paidTerm.startDate,
    termPaid: state.paidTerm.paid,
  };
}

const later = (a: string, b: string): boolean => Date.parse(a) > Date.parse(b);

function sell(
  command: Extract<MembershipCommand, { type: 'CreateMembership' }>,
  state: MembershipState,
): MembershipEvent[] {
  if (state.status !== 'none') throw conflict('MEMBERSHIP.ALREADY_EXISTS');
  if (command.status !== 'ACTIVE') throw invalidField('VALIDATION.MEMBERSHIP_SALE_STATUS', 'status');
  checkPrice(command.price);
  checkPayable(command.price);
  const { membershipId, userId, plan, startDate, price } = command;
  const endDate = command.calendar.plusDays(startDate, plan.duration);
  const terms: MembershipTerms = {
    userId,
    membershipPlanId: plan.id,
    branchId: plan.branchId,
    startDate,
    endDate,
    price,
    type: command.membershipType,
  };
  return [
    {
      type: 'MembershipSold',
      data: { membershipId, ...terms, status: 'ACTIVE', payment: { amount: price, method: command.method } },
    },
  ];
}

function update(command: Extract<MembershipCommand, { type: 'UpdateMembership' }>, found: Existing): MembershipEvent[] {
  checkPrice(command.changes.price);
  const { startDate, ...rest } = command.changes;
  const moved =
    startDate === undefined ? {} : movedDates(found.terms.startDate, found.terms.endDate, startDate, command.calendar);
  const changes = changedFields<Partial<MembershipTerms>>(found.terms, definedOnly({ ...rest, ...moved }));
  const events: MembershipEvent[] = [];
  if (!isEmpty(changes)) events.push({ type: 'MembershipUpdated', data: { membershipId: found.id, changes } });
  if (command.status !== undefined && command.status !== found.status) {
    events.push({
      type: 'MembershipStatusSet',
      data: { membershipId: found.id, status: command.status, endDate: changes.endDate ?? found.terms.endDate },
    });
  }
  return events;
}

function renew(command: Extract<MembershipCommand, { type: 'RenewMembership' }>, found: Existing): MembershipEvent[] {
  const outcome = renewal(termOf(found, command.calendar), command.months, command.now, command.calendar);
  checkPayable(outcome.amount);
  const { userId, membershipPlanId, branchId } = found.terms;
  const payment = { amount: outcome.amount, method: command.method };
  const newTerm = outcome.startDate === null ? {} : { startDate: outcome.startDate };
  return [
    {
      type: 'MembershipRenewed',
      data: {
        membershipId: found.id,
        months: command.months,
        endDate: outcome.endDate,
        ...newTerm,
        userId,
        membershipPlanId,
        branchId,
        payment,
      },
    },
  ];
}

/** What changing to `plan` at `now` settles: the answer of the command, and of the dialog's question before it. */
export function planChangeOf(state: MembershipState, plan: PlanFacts, { now, calendar }: At): PlanChangeQuote {
  const found = changeable(state);
  if (found.terms.membershipPlanId === plan.id) throw conflict('MEMBERSHIP.SAME_PLAN');
  // Only a live term has unused days to credit (an expired one's have all passed).
  return planChangeQuote(found.status === 'ACTIVE' ? termOf(found, calendar) : null, plan, now, calendar);
}

function changePlan(
  command: Extract<MembershipCommand, { type: 'ChangeMembershipPlan' }>,
  found: Existing,
): MembershipEvent[] {
  const quote = planChangeOf(found, command.plan, command);
  const owed = Math.abs(quote.difference);
  if (owed >= 0.01) checkPayable(owed);
  const settlement = owed >= 0.01 ? { amount: owed, refund: quote.difference < 0, method: command.method } : null;
  const { id, branchId, price } = command.plan;
  return [
    {
      type: 'MembershipPlanChanged',
      data: {
        membershipId: found.id,
        membershipPlanId: id,
        branchId,
        price,
        startDate: quote.startDate,
        endDate: quote.endDate,
        userId: found.terms.userId,
        credit: quote.credit,
        settlement,
        ...freezeEnding(found, command.now),
      },
    },
  ];
}

function freeze(command: Extract<MembershipCommand, { type: 'FreezeMembership' }>, found: Existing): MembershipEvent[] {
  if (found.status !== 'ACTIVE') throw conflict('MEMBERSHIP.NOT_ACTIVE');
  if (!later(found.terms.endDate, command.now)) throw conflict('MEMBERSHIP.ENDED');
  if (found.frozenUntil !== null && later(found.frozenUntil, command.now)) throw conflict('MEMBERSHIP.ALREADY_FROZEN');
  const refusal = freezeRefusal(command.freezeUntil, command.now, command.calendar);
  if (refusal !== null) throw invalidField(refusal, 'freezeUntil');
  const endDate = frozenEnd(found.terms.endDate, command.freezeUntil, command.now, command.calendar);
  return [{ type: 'MembershipFrozen', data: { membershipId: found.id, frozenUntil: command.freezeUntil, endDate } }];
}

/** A freeze still running at `now` ends then (a cancellation, a new plan's term). */
function freezeEnding(found: Existing, now: string): { freezeEndedAt?: string } {
  return found.frozenUntil !== null && later(found.frozenUntil, now) ? { freezeEndedAt: now } : {};
}

function decide(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  switch (command.type) {
    case 'CreateMembership':
      return sell(command, state);
    case 'UpdateMembership':
      return update(command, existing(state));
    case 'RenewMembership':
      return renew(command, changeable(state));
    case 'ChangeMembershipPlan':
      return changePlan(command, changeable(state));
    case 'FreezeMembership':
      return freeze(command, changeable(state));
    case 'CancelMembership': {
      const found = existing(state);
      if (found.status === 'CANCELLED') throw conflict('MEMBERSHIP.ALREADY_CANCELLED');
      return [{ type: 'MembershipCancelled', data: { membershipId: found.id, ...freezeEnding(found, command.now) } }];
    }
    case 'ExpireMembership': {
      const found = existing(state);
      const due = found.status === 'ACTIVE' && Date.parse(found.terms.endDate) <= Date.parse(command.dueAt);
      return due ? [{ type: 'MembershipExpired', data: { membershipId: found.id, endDate: found.terms.endDate } }] : [];
    }
    case 'DeleteMembership':
      return [{ type: 'MembershipDeleted', data: { membershipId: existing(state).id } }];
  }
}

function evolve(
  state: MembershipState,
  event: MembershipEvent,
  { occurredAt }: { occurredAt: string },
): MembershipState {
  if (event.type === 'MembershipSold') {
    const { membershipId, status, payment: _payment, ...terms } = event.data;
    return {
      status,
      id: membershipId,
      terms,
      frozenUntil: null,
      createdAt: occurredAt,
      updatedAt: occurredAt,
      cancelledAt: status === 'CANCELLED' ? occurredAt : null,
      planPeriod: { startDate: terms.startDate, endDate: terms.endDate },
      paidTerm: { startDate: terms.startDate, paid: terms.price },
    };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  const at = { updatedAt: occurredAt };
  switch (event.type) {
    case 'MembershipUpdated': {
      const { startDate } = event.data.changes;
      const paidTerm =
        startDate === undefined || state.paidTerm.startDate !== state.terms.startDate
          ? state.paidTerm
          : { ...state.paidTerm, startDate };
      return { ...state, ...at, terms: { ...state.terms, ...event.data.changes }, paidTerm };
    }
    case 'MembershipStatusSet':
      return {
        ...state,
        ...at,
        status: event.data.status,
        cancelledAt: event.data.status === 'CANCELLED' ? occurredAt : null,
      };
    case 'MembershipRenewed': {
      const { startDate, endDate, payment } = event.data;
      const paidTerm =
        startDate === undefined
          ? { ...state.paidTerm, paid: cents(state.paidTerm.paid + payment.amount) }
          : { startDate, paid: payment.amount };
      return {
        ...state,
        ...at,
        status: 'ACTIVE',
        cancelledAt: null,
        terms: { ...state.terms, endDate, ...(startDate === undefined ? {} : { startDate }) },
        paidTerm,
      };
    }
    case 'MembershipPlanChanged': {
      const { membershipPlanId, branchId, price, startDate, endDate } = event.data;
      return {
        ...state,
        ...at,
        status: 'ACTIVE',
        frozenUntil: event.data.freezeEndedAt ?? state.frozenUntil,
        terms: { ...state.terms, membershipPlanId, branchId, price, startDate, endDate },
        planPeriod: { startDate, endDate },
        paidTerm: { startDate, paid: price },
      };
    }
    case 'MembershipFrozen':
      return {
        ...state,
        ...at,
        frozenUntil: event.data.frozenUntil,
        terms: { ...state.terms, endDate: event.data.endDate },
      };
    case 'MembershipCancelled':
      return {
        ...state,
        ...at,
        status: 'CANCELLED',
        cancelledAt: occurredAt,
        frozenUntil: event.data.freezeEndedAt ?? state.frozenUntil,
      };
    case 'MembershipExpired':
      return { ...state, ...at, status: 'EXPIRED' };
    case 'MembershipDeleted':
      return { status: 'deleted', id: state.id };
  }
}

/** The public DTO; `user` and `membershipPlan` (current names) are filled in by the read side. */
function toDto(state: MembershipState): MembershipDto | null {
  if (state.status === 'none' || state.status === 'deleted') return null;
  return {
    id: state.id,
    ...state.terms,
    status: state.status,
    frozenUntil: state.frozenUntil,
    user: null,
    membershipPlan: null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    cancelledAt: state.cancelledAt,
  };
}

/** A membership sold to a person: renewed, moved to another plan, frozen, cancelled, expired when its end passes. */
export const membershipAggregate = defineAggregate({
  name: 'membership',
  initial: { status: 'none' } as MembershipState,
  decide,
  evolve,
  toDto,
});
