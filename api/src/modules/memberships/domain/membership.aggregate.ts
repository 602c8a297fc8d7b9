import type { MembershipDto, MembershipStatus, PaymentMethod } from '@boxstudio/contracts';
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
    };

type Payment = { readonly amount: number; readonly method: PaymentMethod };
type Editable = Partial<Pick<MembershipTerms, 'startDate' | 'endDate' | 'price' | 'type'>>;

/**
 * Dates arrive computed (the studio calendar is not the decider's business): the command service
 * derives ends from the plan and the calendar; the decider keeps the rules between states.
 */
export type MembershipCommand =
  | { readonly type: 'CreateMembership'; readonly membershipId: string; readonly terms: MembershipTerms; readonly status: MembershipStatus; readonly payment: Payment }
  | { readonly type: 'UpdateMembership'; readonly changes: Editable; readonly status?: MembershipStatus | undefined }
  | { readonly type: 'RenewMembership'; readonly months: number; readonly endDate: string; readonly payment: Payment }
  | { readonly type: 'ChangeMembershipPlan'; readonly membershipPlanId: string; readonly branchId: string | null; readonly price: number; readonly startDate: string; readonly endDate: string }
  | { readonly type: 'FreezeMembership'; readonly frozenUntil: string; readonly endDate: string; readonly at: string }
  | { readonly type: 'CancelMembership' }
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

function decide(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  switch (command.type) {
    case 'CreateMembership':
      if (state.status !== 'none') throw conflict('MEMBERSHIP.ALREADY_EXISTS');
      checkPrice(command.terms.price);
      return [{ type: 'MembershipSold', data: { membershipId: command.membershipId, ...command.terms, status: command.status, payment: command.payment } }];
    case 'UpdateMembership': {
      const found = existing(state);
      checkPrice(command.changes.price);
      const changes: Editable = changedFields<Editable>(found.terms, definedOnly(command.changes));
      const events: MembershipEvent[] = [];
      if (!isEmpty(changes)) events.push({ type: 'MembershipUpdated', data: { membershipId: found.id, changes } });
      if (command.status !== undefined && command.status !== found.status) {
        events.push({ type: 'MembershipStatusSet', data: { membershipId: found.id, status: command.status, endDate: changes.endDate ?? found.terms.endDate } });
      }
      return events;
    }
    case 'RenewMembership': {
      const found = changeable(state);
      const { userId, membershipPlanId, branchId } = found.terms;
      return [{ type: 'MembershipRenewed', data: { membershipId: found.id, months: command.months, endDate: command.endDate, userId, membershipPlanId, branchId, payment: command.payment } }];
    }
    case 'ChangeMembershipPlan': {
      const found = changeable(state);
      if (found.terms.membershipPlanId === command.membershipPlanId) throw conflict('MEMBERSHIP.SAME_PLAN');
      const { type: _type, ...change } = command;
      return [{ type: 'MembershipPlanChanged', data: { membershipId: found.id, ...change } }];
    }
    case 'FreezeMembership': {
      const found = changeable(state);
      if (found.status !== 'ACTIVE') throw conflict('MEMBERSHIP.NOT_ACTIVE');
      if (found.frozenUntil !== null && Date.parse(found.frozenUntil) > Date.parse(command.at)) throw conflict('MEMBERSHIP.ALREADY_FROZEN');
      return [{ type: 'MembershipFrozen', data: { membershipId: found.id, frozenUntil: command.frozenUntil, endDate: command.endDate } }];
    }
    case 'CancelMembership': {
      const found = existing(state);
      if (found.status === 'CANCELLED') throw conflict('MEMBERSHIP.ALREADY_CANCELLED');
      return [{ type: 'MembershipCancelled', data: { membershipId: found.id } }];
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

function evolve(state: MembershipState, event: MembershipEvent, { occurredAt }: { occurredAt: string }): MembershipState {
  if (event.type === 'MembershipSold') {
    const { membershipId, status, payment: _payment, ...terms } = event.data;
    return { status, id: membershipId, terms, frozenUntil: null, createdAt: occurredAt, updatedAt: occurredAt, cancelledAt: status === 'CANCELLED' ? occurredAt : null };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  const at = { updatedAt: occurredAt };
  switch (event.type) {
    case 'MembershipUpdated':
      return { ...state, ...at, terms: { ...state.terms, ...event.data.changes } };
    case 'MembershipStatusSet':
      return { ...state, ...at, status: event.data.status, cancelledAt: event.data.status === 'CANCELLED' ? occurredAt : null };
    case 'MembershipRenewed':
      return { ...state, ...at, status: 'ACTIVE', cancelledAt: null, terms: { ...state.terms, endDate: event.data.endDate } };
    case 'MembershipPlanChanged': {
      const { membershipPlanId, branchId, price, startDate, endDate } = event.data;
      return { ...state, ...at, status: 'ACTIVE', terms: { ...state.terms, membershipPlanId, branchId, price, startDate, endDate } };
    }
    case 'MembershipFrozen':
      return { ...state, ...at, frozenUntil: event.data.frozenUntil, terms: { ...state.terms, endDate: event.data.endDate } };
    case 'MembershipCancelled':
      return { ...state, ...at, status: 'CANCELLED', cancelledAt: occurredAt };
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
export const membershipAggregate = defineAggregate({ name: 'membership', initial: { status: 'none' } as MembershipState, decide, evolve, toDto });
