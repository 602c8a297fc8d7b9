import { cause } from '../../../platform/aggregates/caused-command.js';
import { defineSchedule } from '../../../platform/time/define-schedule.js';
import { membershipAggregate } from '../domain/membership.aggregate.js';
import type { MembershipEvent } from '../domain/membership.events.js';

/**
 * An ACTIVE membership falls due at its end: the scheduler appends `MembershipExpired` once the
 * clock passes it, with ids derived from (membership, end), so a restart, a replay or a second
 * instance never records it twice. Any event that moves the end moves the due time; one that
 * ends the membership clears it. A due time that is not the end any more decides nothing.
 */
export const membershipExpiry = defineSchedule<MembershipEvent>()({
  name: 'membership-expiry',
  handlers: {
    MembershipSold: ({ data }) => ({ id: data.membershipId, dueAt: data.status === 'ACTIVE' ? data.endDate : null }),
    MembershipUpdated: ({ data }) =>
      data.changes.endDate === undefined ? null : { id: data.membershipId, dueAt: data.changes.endDate },
    MembershipStatusSet: ({ data }) => ({
      id: data.membershipId,
      dueAt: data.status === 'ACTIVE' ? data.endDate : null,
    }),
    MembershipRenewed: ({ data }) => ({ id: data.membershipId, dueAt: data.endDate }),
    MembershipPlanChanged: ({ data }) => ({ id: data.membershipId, dueAt: data.endDate }),
    MembershipFrozen: ({ data }) => ({ id: data.membershipId, dueAt: data.endDate }),
    MembershipCancelled: ({ data }) => ({ id: data.membershipId, dueAt: null }),
    MembershipExpired: ({ data }) => ({ id: data.membershipId, dueAt: null }),
    MembershipDeleted: ({ data }) => ({ id: data.membershipId, dueAt: null }),
  },
  command: (membershipId, dueAt) => cause(membershipAggregate, membershipId, { type: 'ExpireMembership', dueAt }),
});
