import { foreignNames } from '../../../platform/projections/foreign-names.js';
import { PERSON_NAME_SOURCES, type PersonNames, type UserEvent } from '../../accounts/projection-sources.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';
import type { PlanEvent } from '../../plans/index.js';

/** Plans' names as they are now: each reporting read model keeps its own copy (a projection owns its collections). */
const PLAN_NAME_SOURCES = {
  PlanCreated: ({ planId, name }: { planId: string; name: string }) => [planId, { name }] as const,
  PlanUpdated: ({ planId, changes }: { planId: string; changes: { name?: string } }) =>
    [planId, { name: changes.name }] as const,
};

export const REPORT_MEMBERSHIP_PLAN_NAMES = foreignNames<PlanEvent, { name: string }>()({
  key: 'plans',
  collection: 'report_membership_plans',
  from: PLAN_NAME_SOURCES,
});

export const REPORT_MEMBERSHIP_BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'report_membership_branches',
  from: BRANCH_NAME_SOURCES,
});

export const REPORT_CLIENT_BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'report_client_branches',
  from: BRANCH_NAME_SOURCES,
});

export const REPORT_CLASS_BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'report_class_branches',
  from: BRANCH_NAME_SOURCES,
});

/** Instructors' names (anyone's, whatever the role: a class names its instructor). */
export const REPORT_INSTRUCTOR_NAMES = foreignNames<UserEvent, PersonNames>()({
  key: 'instructors',
  collection: 'report_class_instructors',
  from: PERSON_NAME_SOURCES,
});
