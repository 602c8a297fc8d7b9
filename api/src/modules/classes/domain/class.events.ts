import type { ClassScheduleSlot } from '@boxstudio/contracts';
import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A class's own fields. Events are history: this shape changes only by adding optional fields. */
export interface ClassDetails {
  readonly name: string;
  readonly description: string | null;
  /** Minutes. */
  readonly duration: number;
  readonly maxCapacity: number;
  /** Always 0 for a sample class. */
  readonly price: number;
  readonly instructorId: string;
  /**
   * Null: no branch of its own, so offered at every branch (a class created without a branch whose
   * instructor and creator have none). Events before this was possible always name one.
   */
  readonly branchId: string | null;
  readonly isSampleClass: boolean;
  /** Set exactly when isSampleClass. */
  readonly sampleClassDescription: string | null;
}

export type ClassCreated = DomainEvent<'ClassCreated', ClassDetails & { readonly classId: string }>;
export type ClassUpdated = DomainEvent<
  'ClassUpdated',
  { readonly classId: string; readonly changes: Partial<ClassDetails> }
>;
export type ClassActivated = DomainEvent<'ClassActivated', { readonly classId: string }>;
export type ClassDeactivated = DomainEvent<'ClassDeactivated', { readonly classId: string }>;
/** The whole weekly timetable, ordered by day, then start time. */
export type ClassSchedulesSet = DomainEvent<
  'ClassSchedulesSet',
  { readonly classId: string; readonly schedules: readonly ClassScheduleSlot[] }
>;
export type ClassDeleted = DomainEvent<'ClassDeleted', { readonly classId: string }>;

export type ClassEvent =
  ClassCreated | ClassUpdated | ClassActivated | ClassDeactivated | ClassSchedulesSet | ClassDeleted;
