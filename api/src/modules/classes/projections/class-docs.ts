import type { ClassDto, ClassScheduleSlot, InstructorRef, NamedRef } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/** A class as the read model keeps it: its public fields (names joined at read time) and a search fold. */
export interface ClassDoc extends ViewDoc {
  readonly name: string;
  readonly description: string | null;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price: number;
  readonly instructorId: string;
  readonly branchId: string;
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
  /** A deleted class is kept (so a replay stays idempotent) but no read shows it. */
  readonly isDeleted: boolean;
}

/** The name and email every class of a person shows: kept for everyone, since a role can change. */
export interface ClassPersonDoc extends ViewDoc {
  readonly name: string;
  readonly email: string;
}

/** The name every class of a branch shows. */
export interface ClassBranchDoc extends ViewDoc {
  readonly name: string;
}

export const CLASSES = collection<ClassDoc>('classes', [
  { createdSeq: -1 },
  { isDeleted: 1 },
  { isActive: 1 },
  { branchId: 1 },
  { instructorId: 1 },
  { isSampleClass: 1 },
]);
export const CLASS_PEOPLE = collection<ClassPersonDoc>('class_people');
export const CLASS_BRANCHES = collection<ClassBranchDoc>('class_branches');

export interface ClassNames {
  readonly people: ReadonlyMap<string, InstructorRef>;
  readonly branches: ReadonlyMap<string, NamedRef>;
}

export function toClassDto(doc: ClassDoc, names: ClassNames): ClassDto {
  const { _id, name, description, duration, maxCapacity, price, instructorId, branchId, isSampleClass, sampleClassDescription, isActive, schedules, createdAt, updatedAt } = doc;
  return {
    id: _id,
    name,
    description,
    duration,
    maxCapacity,
    price,
    instructorId,
    instructor: names.people.get(instructorId) ?? null,
    branchId,
    branch: names.branches.get(branchId) ?? null,
    isSampleClass,
    sampleClassDescription,
    isActive,
    schedules: schedules.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })),
    createdAt,
    updatedAt,
  };
}
