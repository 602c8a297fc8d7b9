import type { ClassDto, ClassScheduleSlot } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';

/** A class as the read model keeps it: its public fields (names joined at read time) and a search fold. */
export interface ClassDoc extends ViewDoc {
  readonly name: string;
  readonly description: string | null;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price: number;
  readonly instructorId: string;
  /** Null: offered at every branch. */
  readonly branchId: string | null;
  readonly isSampleClass: boolean;
  readonly sampleClassDescription: string | null;
  readonly isActive: boolean;
  readonly schedules: readonly ClassScheduleSlot[];
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The log position of the creation: "newest first" without ties, whatever the clock did. */
  readonly createdSeq: number;
  /** Name and description folded (case and accents) for search. */
  readonly searchText: string;
  /** The name folded, and the instructor's name folded (kept current on a rename): what the list sorts by. */
  readonly nameSort: string;
  readonly instructorSort: string;
  /** A deleted class is kept (so a replay stays idempotent) but no read shows it. */
  readonly isDeleted: boolean;
}

export const CLASSES = collection<ClassDoc>('classes', [
  { createdSeq: -1 },
  { isDeleted: 1 },
  { isActive: 1 },
  { branchId: 1 },
  { instructorId: 1 },
  { isSampleClass: 1 },
  // The list's sortable columns (CLASS_SORT_FIELDS).
  { nameSort: 1 },
  { instructorSort: 1 },
  { duration: 1 },
  { maxCapacity: 1 },
  { price: 1 },
]);

/**
 * The name and email every class of a person shows: kept for everyone, since a role can change.
 * The name is copied, folded, onto the person's classes: the list sorts by it.
 */
export const INSTRUCTOR_NAMES = foreignNames<UserEvent, { name: string; email: string }>()({
  key: 'people',
  collection: 'class_people',
  from: {
    UserRegistered: ({ userId, name, email }) => [userId, { name, email }],
    UserProfileUpdated: ({ userId, changes }) => [userId, { name: changes.name, email: changes.email }],
  },
  copies: [{ into: 'classes', by: 'instructorId', fields: ({ name }) => ({ instructorSort: foldForSearch(name) }) }],
});

/** The name every class of a branch shows. */
export const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'class_branches',
  from: BRANCH_NAME_SOURCES,
});

export interface ClassNames {
  readonly people: ReadonlyMap<string, NameDoc<{ name: string; email: string }>>;
  readonly branches: ReadonlyMap<string, NameDoc<{ name: string }>>;
}

export function toClassDto(doc: ClassDoc, names: ClassNames): ClassDto {
  const {
    _id,
    name,
    description,
    duration,
    maxCapacity,
    price,
    instructorId,
    branchId,
    isSampleClass,
    sampleClassDescription,
    isActive,
    schedules,
    createdAt,
    updatedAt,
  } = doc;
  return {
    id: _id,
    name,
    description,
    duration,
    maxCapacity,
    price,
    instructorId,
    instructor: instructorOf(names, instructorId),
    branchId,
    branch: branchOf(names, branchId),
    isSampleClass,
    sampleClassDescription,
    isActive,
    schedules: schedules.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })),
    createdAt,
    updatedAt,
  };
}

export function instructorOf(names: ClassNames, id: string): ClassDto['instructor'] {
  const person = names.people.get(id);
  return person ? { id, name: person.name, email: person.email } : null;
}

export function branchOf(names: ClassNames, id: string | null): ClassDto['branch'] {
  const branch = id === null ? undefined : names.branches.get(id);
  return branch ? { id: branch._id, name: branch.name } : null;
}
