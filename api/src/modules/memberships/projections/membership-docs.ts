import type { MembershipDto, MembershipPlanRef, MembershipStatus } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import {
  PERSON_NAME_SOURCES,
  personRefOf,
  type PersonNames,
  type UserEvent,
} from '../../accounts/projection-sources.js';
import type { PlanEvent } from '../../plans/index.js';
import type { MembershipTerms } from '../domain/membership.events.js';

/** A membership as the read model keeps it, with the folded names the list sorts by. */
export interface MembershipDoc extends ViewDoc, MembershipTerms {
  readonly status: MembershipStatus;
  readonly frozenUntil: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly cancelledAt: string | null;
  /** The log position of the sale: "newest first" without ties. */
  readonly createdSeq: number;
  readonly userSort: string;
  readonly planSort: string;
  readonly isDeleted: boolean;
}

export const MEMBERSHIPS = collection<MembershipDoc>('memberships', [
  { createdSeq: -1 },
  { isDeleted: 1 },
  { status: 1 },
  // A client's live membership on a day (the booking rule's cover) is the first of its ACTIVE ones by end.
  { userId: 1, status: 1, endDate: -1 },
  { membershipPlanId: 1 },
  { branchId: 1 },
  { startDate: 1 },
  { endDate: 1 },
  { price: 1 },
  { userSort: 1 },
  { planSort: 1 },
]);

/** The people memberships are sold to, kept current; their folded names copied onto the list's documents. */
export const PEOPLE = foreignNames<UserEvent, PersonNames>()({
  key: 'people',
  collection: 'membership_people',
  from: PERSON_NAME_SOURCES,
  copies: [{ into: 'memberships', by: 'userId', fields: ({ name }) => ({ userSort: foldForSearch(name) }) }],
});

/** What a membership shows of its plan and what a sale needs of it. */
export interface PlanInfo {
  readonly name: string;
  readonly nameFold: string;
  readonly price: number;
  readonly duration: number;
  readonly branchId: string;
  readonly isActive: boolean;
}

export const PLAN_INFO = foreignNames<PlanEvent, PlanInfo>()({
  key: 'plans',
  collection: 'membership_plans_sold',
  from: {
    PlanCreated: ({ planId, name, price, duration, branchId }) => [
      planId,
      { name, nameFold: foldForSearch(name), price, duration, branchId, isActive: true },
    ],
    PlanUpdated: ({ planId, changes }) => [
      planId,
      {
        name: changes.name,
        nameFold: changes.name === undefined ? undefined : foldForSearch(changes.name),
        price: changes.price,
        duration: changes.duration,
        branchId: changes.branchId,
      },
    ],
    PlanDeactivated: ({ planId }) => [planId, { isActive: false }],
    PlanReactivated: ({ planId }) => [planId, { isActive: true }],
  },
  copies: [{ into: 'memberships', by: 'membershipPlanId', fields: ({ nameFold }) => ({ planSort: nameFold }) }],
});

export interface MembershipNames {
  readonly people: ReadonlyMap<string, NameDoc<PersonNames>>;
  readonly plans: ReadonlyMap<string, NameDoc<PlanInfo>>;
}

export function planRef(info: NameDoc<PlanInfo> | undefined): MembershipPlanRef | null {
  return info ? { id: info._id, name: info.name, price: info.price, duration: info.duration } : null;
}

type MembershipFields = Omit<MembershipDto, 'user' | 'membershipPlan'>;

export function toMembershipDto(fields: MembershipFields, names: MembershipNames): MembershipDto {
  const {
    id,
    userId,
    membershipPlanId,
    branchId,
    startDate,
    endDate,
    price,
    status,
    type,
    frozenUntil,
    createdAt,
    updatedAt,
    cancelledAt,
  } = fields;
  return {
    id,
    userId,
    membershipPlanId,
    branchId,
    startDate,
    endDate,
    price,
    status,
    type,
    frozenUntil,
    user: personRefOf(names.people, userId),
    membershipPlan: planRef(names.plans.get(membershipPlanId)),
    createdAt,
    updatedAt,
    cancelledAt,
  };
}

export function fieldsOf(doc: MembershipDoc): MembershipFields {
  const {
    _id,
    userId,
    membershipPlanId,
    branchId,
    startDate,
    endDate,
    price,
    status,
    type,
    frozenUntil,
    createdAt,
    updatedAt,
    cancelledAt,
  } = doc;
  return {
    id: _id,
    userId,
    membershipPlanId,
    branchId,
    startDate,
    endDate,
    price,
    status,
    type,
    frozenUntil,
    createdAt,
    updatedAt,
    cancelledAt,
  };
}
