import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import type { PlanEvent } from '../../plans/index.js';
import type { MembershipEvent } from '../domain/membership.events.js';
import { MEMBERSHIPS, PEOPLE, PLAN_INFO } from './membership-docs.js';

/** Memberships as lists, details, stats and the figures other screens show read them. */
export const membershipsProjection = defineProjection<MembershipEvent | UserEvent | PlanEvent>()({
  name: 'memberships',
  collections: { memberships: MEMBERSHIPS, ...PEOPLE.collections, ...PLAN_INFO.collections },
  handlers: {
    MembershipSold: async (
      { data: { membershipId, payment: _payment, ...terms } },
      writers,
      { occurredAt, position },
    ) => {
      const [person, plan] = await Promise.all([
        PEOPLE.named(writers, terms.userId),
        PLAN_INFO.named(writers, terms.membershipPlanId),
      ]);
      await writers.memberships.insert({
        _id: membershipId,
        ...terms,
        frozenUntil: null,
        createdAt: occurredAt,
        updatedAt: occurredAt,
        cancelledAt: terms.status === 'CANCELLED' ? occurredAt : null,
        createdSeq: position,
        userSort: foldForSearch(person?.name ?? ''),
        planSort: plan?.nameFold ?? '',
        isDeleted: false,
      });
    },
    MembershipUpdated: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, { ...data.changes, updatedAt: occurredAt }),
    MembershipStatusSet: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, {
        status: data.status,
        cancelledAt: data.status === 'CANCELLED' ? occurredAt : null,
        updatedAt: occurredAt,
      }),
    MembershipRenewed: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, {
        status: 'ACTIVE',
        endDate: data.endDate,
        ...(data.startDate === undefined ? {} : { startDate: data.startDate }),
        cancelledAt: null,
        updatedAt: occurredAt,
      }),
    MembershipPlanChanged: async ({ data }, writers, { occurredAt }) => {
      const plan = await PLAN_INFO.named(writers, data.membershipPlanId);
      const { membershipId, membershipPlanId, branchId, price, startDate, endDate, freezeEndedAt } = data;
      const freeze = freezeEndedAt === undefined ? {} : { frozenUntil: freezeEndedAt };
      await writers.memberships.set(membershipId, {
        membershipPlanId,
        branchId,
        price,
        startDate,
        endDate,
        ...freeze,
        status: 'ACTIVE',
        planSort: plan?.nameFold ?? '',
        updatedAt: occurredAt,
      });
    },
    MembershipFrozen: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, {
        frozenUntil: data.frozenUntil,
        endDate: data.endDate,
        updatedAt: occurredAt,
      }),
    MembershipCancelled: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, {
        status: 'CANCELLED',
        ...(data.freezeEndedAt === undefined ? {} : { frozenUntil: data.freezeEndedAt }),
        cancelledAt: occurredAt,
        updatedAt: occurredAt,
      }),
    MembershipExpired: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, { status: 'EXPIRED', updatedAt: occurredAt }),
    MembershipDeleted: ({ data }, { memberships }, { occurredAt }) =>
      memberships.set(data.membershipId, { isDeleted: true, updatedAt: occurredAt }),
    ...PEOPLE.handlers,
    ...PLAN_INFO.handlers,
  },
});
