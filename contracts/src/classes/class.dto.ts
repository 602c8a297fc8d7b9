import type { NumberRule } from '../platform/number-rule.js';
import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';
import type { NamedRef } from '../plans/plan.dto.js';

/** 0 = Sunday ... 6 = Saturday, as JavaScript's getDay() and CONTRACT.md. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One weekly slot of a class's timetable, in studio time ("HH:MM", 24 h). */
export interface ClassScheduleSlot {
  readonly dayOfWeek: DayOfWeek;
  readonly startTime: string;
  readonly endTime: string;
}

export interface InstructorRef extends NamedRef {
  readonly email: string;
}

/**
 * A class (spec §3) as every read shows it: lists, the detail, command answers and the history's
 * "as of" state. `instructor` and `branch` carry the current names; `schedules` is the weekly
 * timetable, ordered by day then start time.
 */
export interface ClassDto {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price: number;
  readonly instructorId: string;
  readonly instructor: InstructorRef | null;
  /** Null (and `branch` null): no branch of its own, offered at every branch. */
  readonly branchId: string | null;
  readonly branch: NamedRef | null;
  readonly isSampleClass: boolean;
  readonly sampleClassDescription: string | null;
  readonly isActive: boolean;
  readonly schedules: readonly ClassScheduleSlot[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreateClassRequest {
  readonly name: string;
  readonly description?: string | null;
  readonly duration: number;
  readonly maxCapacity: number;
  /** Ignored (0) for a sample class: sample classes are free. */
  readonly price: number;
  readonly instructorId: string;
  /**
   * Defaults to the instructor's branch, else the creator's, else none (offered at every branch);
   * a closed branch is passed over.
   */
  readonly branchId?: string;
  readonly isSampleClass?: boolean;
  /** Required when isSampleClass. */
  readonly sampleClassDescription?: string | null;
}

/** The same fields, any subset; or only `{ isActive }` (the toggle). */
export interface UpdateClassRequest extends Partial<CreateClassRequest> {
  readonly isActive?: boolean;
}

/** PUT /classes/{id}/schedules: the whole weekly timetable (an empty list clears it). */
export interface UpdateClassSchedulesRequest {
  readonly schedules: readonly ClassScheduleSlot[];
}

/** What GET /classes sorts by (`sort=`): `instructor` is the instructor's name; names ignore case and accents. */
export const CLASS_SORT_FIELDS = ['name', 'instructor', 'duration', 'maxCapacity', 'price', 'isActive'] as const;
export type ClassSortField = (typeof CLASS_SORT_FIELDS)[number];

/** Without `sort`: newest first. */
export interface ClassListQuery extends SortedQuery<ClassSortField> {
  /** The classes of this branch, with those offered at every branch. */
  readonly branchId?: string;
  readonly instructorId?: string;
  readonly isActive?: boolean;
  readonly isSampleClass?: boolean;
  readonly search?: string;
  readonly page?: number;
  readonly limit?: number;
}

export interface ClassListResponse extends PageInfo {
  readonly classes: ClassDto[];
}

/** GET /classes/stats (spec §3): `reservations` are today's, in studio time. */
export interface ClassStatsResponse {
  readonly total: number;
  readonly active: number;
  readonly instructors: number;
  readonly reservations: number;
}

/** Spec §5 and §9. */
export const CLASS_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  durationMin: 15,
  durationMax: 180,
  capacityMin: 1,
  capacityMax: 50,
  priceMax: 100_000,
  slotsMax: 42,
} as const;

/** The class form's numbers (spec §5): their ranges and messages, for the API and the form alike. */
export const CLASS_NUMBERS = {
  duration: {
    min: CLASS_LIMITS.durationMin,
    max: CLASS_LIMITS.durationMax,
    integer: true,
    belowMin: 'VALIDATION.CLASS_DURATION',
    aboveMax: 'VALIDATION.CLASS_DURATION',
  },
  maxCapacity: {
    min: CLASS_LIMITS.capacityMin,
    max: CLASS_LIMITS.capacityMax,
    integer: true,
    belowMin: 'VALIDATION.CLASS_CAPACITY',
    aboveMax: 'VALIDATION.CLASS_CAPACITY',
  },
  /** Not negative; free is 0. */
  price: {
    min: 0,
    max: CLASS_LIMITS.priceMax,
    money: true,
    belowMin: 'VALIDATION.CLASS_PRICE',
    aboveMax: 'VALIDATION.CLASS_PRICE_MAX',
  },
} as const satisfies Record<string, NumberRule>;

/** New-class defaults (spec §2, §9). */
export const CLASS_DEFAULTS = { duration: 60, maxCapacity: 10, price: 0 } as const;

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Opening hours (spec §9): Mon-Fri 6:00-22:00, Sat-Sun 7:00-20:00, in minutes of the day. */
export function openingHours(day: DayOfWeek): { readonly open: number; readonly close: number } {
  return day === 0 || day === 6 ? { open: 7 * 60, close: 20 * 60 } : { open: 6 * 60, close: 22 * 60 };
}
