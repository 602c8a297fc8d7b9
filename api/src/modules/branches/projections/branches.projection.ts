import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import type { ClassEvent } from '../../classes/index.js';
import type { PlanEvent } from '../../plans/index.js';
import type { BranchDetails, BranchEvent } from '../domain/branch.events.js';
import { BRANCH_COLLECTIONS, NO_USAGE, type BranchWriters } from './branch-docs.js';
import { holdingAdded, holdingChanged } from './branch-holdings.js';

/** The list searches name, city and state folded; an edit refolds only the fields it changed. */
function foldsOf(fields: Partial<BranchDetails>): { nameSort?: string; cityFold?: string; stateFold?: string } {
  return {
    ...(fields.name === undefined ? {} : { nameSort: foldForSearch(fields.name) }),
    ...(fields.city === undefined ? {} : { cityFold: foldForSearch(fields.city) }),
    ...(fields.state === undefined ? {} : { stateFold: foldForSearch(fields.state) }),
  };
}

/** Recounts a branch's people from the members index: idempotent, so a replay changes nothing. */
async function recountUsers({ branches, members }: BranchWriters, branchId: string | null): Promise<void> {
  if (branchId === null) return;
  const present = { branchId, isDeleted: false };
  const [usersTotal, usersActive] = await Promise.all([members.count(present), members.count({ ...present, isActive: true })]);
  await branches.set(branchId, { usersTotal, usersActive });
}

type MemberChange = { branchId?: string | null; isActive?: boolean; isDeleted?: boolean };

async function updateMember(writers: BranchWriters, userId: string, change: MemberChange): Promise<void> {
  const before = await writers.members.get(userId);
  if (!before) return;
  await writers.members.set(userId, change);
  await recountUsers(writers, before.branchId);
  if (change.branchId !== undefined && change.branchId !== before.branchId) await recountUsers(writers, change.branchId);
}

/**
 * Branches as lists, details and statistics read them, with the counts of what each one holds
 * (people, classes, plans) kept here as events arrive, so a page of branches is one query and not
 * one per row.
 */
export const branchesProjection = defineProjection<BranchEvent | UserEvent | ClassEvent | PlanEvent>()({
  name: 'branches',
  collections: BRANCH_COLLECTIONS,
  handlers: {
    BranchCreated: async ({ data: { branchId, ...details } }, { branches }, { occurredAt }) => {
      const folds = { nameSort: foldForSearch(details.name), cityFold: foldForSearch(details.city), stateFold: foldForSearch(details.state) };
      await branches.insert({ _id: branchId, ...details, ...folds, isActive: true, createdAt: occurredAt, updatedAt: occurredAt, ...NO_USAGE });
    },
    BranchUpdated: ({ data }, { branches }, { occurredAt }) => branches.set(data.branchId, { ...data.changes, ...foldsOf(data.changes), updatedAt: occurredAt }),
    BranchDeactivated: ({ data }, { branches }, { occurredAt }) => branches.set(data.branchId, { isActive: false, updatedAt: occurredAt }),
    BranchReactivated: ({ data }, { branches }, { occurredAt }) => branches.set(data.branchId, { isActive: true, updatedAt: occurredAt }),
    UserRegistered: async ({ data }, writers) => {
      await writers.members.insert({ _id: data.userId, branchId: data.branchId, isActive: true, isDeleted: false });
      await recountUsers(writers, data.branchId);
    },
    UserProfileUpdated: async ({ data }, writers) => {
      if (data.changes.branchId !== undefined) await updateMember(writers, data.userId, { branchId: data.changes.branchId });
    },
    UserDeactivated: ({ data }, writers) => updateMember(writers, data.userId, { isActive: false }),
    UserReactivated: ({ data }, writers) => updateMember(writers, data.userId, { isActive: true }),
    UserDeleted: ({ data }, writers) => updateMember(writers, data.userId, { isDeleted: true, isActive: false }),
    ClassCreated: ({ data }, writers) => holdingAdded(writers, 'class', data.classId, data.branchId),
    ClassUpdated: async ({ data }, writers) => {
      if (data.changes.branchId !== undefined) await holdingChanged(writers, 'class', data.classId, { branchId: data.changes.branchId });
    },
    ClassActivated: ({ data }, writers) => holdingChanged(writers, 'class', data.classId, { isActive: true }),
    ClassDeactivated: ({ data }, writers) => holdingChanged(writers, 'class', data.classId, { isActive: false }),
    ClassDeleted: ({ data }, writers) => holdingChanged(writers, 'class', data.classId, { isDeleted: true, isActive: false }),
    PlanCreated: ({ data }, writers) => holdingAdded(writers, 'plan', data.planId, data.branchId),
    PlanUpdated: async ({ data }, writers) => {
      if (data.changes.branchId !== undefined) await holdingChanged(writers, 'plan', data.planId, { branchId: data.changes.branchId });
    },
    PlanDeactivated: ({ data }, writers) => holdingChanged(writers, 'plan', data.planId, { isActive: false }),
    PlanReactivated: ({ data }, writers) => holdingChanged(writers, 'plan', data.planId, { isActive: true }),
  },
});
