import type {
  ClassScheduleSlot,
  NamedRef,
  ReservationAttendance,
  ReservationClassRef,
  ReservationDto,
  ReservationStatus,
} from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import {
  PERSON_NAME_SOURCES,
  personRefOf,
  type PersonNames,
  type UserEvent,
} from '../../accounts/projection-sources.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';
import type { ClassDetails, ClassEvent } from '../../classes/index.js';
import type { ReservationDetails } from '../domain/reservation.events.js';

/** A reservation as the read model keeps it: its own fields, the class's branch and the folded names lists sort by. */
export interface ReservationDoc extends ViewDoc, ReservationDetails {
  readonly status: ReservationStatus;
  /** Absent on documents written before attendance existed: none recorded. */
  readonly attendance?: ReservationAttendance | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly confirmedAt: string | null;
  readonly cancelledAt: string | null;
  /** The log position of the booking: a tie-break, and what a reaction compares with its cause. */
  readonly createdSeq: number;
  /** The class's branch, kept current (null: a class offered at every branch). */
  readonly branchId: string | null;
  readonly clientSort: string;
  readonly classSort: string;
  readonly instructorSort: string;
  /** A deleted reservation is kept (so a replay stays idempotent) but no read shows it. */
  readonly isDeleted: boolean;
}

export const RESERVATIONS = collection<ReservationDoc>('reservations', [
  // The list, latest occurrence first, walks this index and stops at the page's end.
  { isDeleted: 1, startTime: -1 },
  // Counts by state, and of live bookings in a day, week or month, read this index alone.
  { isDeleted: 1, status: 1, startTime: -1 },
  // An occurrence's seats, and a week of classes' bookings.
  { classId: 1, startTime: 1, status: 1 },
  { userId: 1, startTime: -1 },
  { instructorId: 1, startTime: -1 },
  { branchId: 1, startTime: -1 },
  { clientSort: 1 },
  { classSort: 1 },
  { instructorSort: 1 },
  { createdSeq: -1 },
]);

/**
 * The people a reservation names (its client and its instructor), kept for everyone: a role can
 * change. Their folded names are copied onto the reservations the lists sort by.
 */
export const PEOPLE = foreignNames<UserEvent, PersonNames>()({
  key: 'people',
  collection: 'reservation_people',
  from: PERSON_NAME_SOURCES,
  copies: [
    { into: 'reservations', by: 'userId', fields: ({ name }) => ({ clientSort: foldForSearch(name) }) },
    { into: 'reservations', by: 'instructorId', fields: ({ name }) => ({ instructorSort: foldForSearch(name) }) },
  ],
});

/** What a reservation shows of its class, what booking checks, and the timetable the occurrences come from. */
export interface ClassInfo extends ClassDetails {
  readonly nameFold: string;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
  readonly schedules: readonly ClassScheduleSlot[];
}

/** The classes bookings are made for, kept by the classes module's events. */
export const CLASS_INFO = foreignNames<ClassEvent, ClassInfo>()({
  key: 'classInfo',
  collection: 'reservation_classes',
  from: {
    ClassCreated: ({ classId, ...details }) => [
      classId,
      { ...details, nameFold: foldForSearch(details.name), isActive: true, isDeleted: false, schedules: [] },
    ],
    ClassUpdated: ({ classId, changes }) => [
      classId,
      { ...changes, nameFold: changes.name === undefined ? undefined : foldForSearch(changes.name) },
    ],
    ClassActivated: ({ classId }) => [classId, { isActive: true }],
    ClassDeactivated: ({ classId }) => [classId, { isActive: false }],
    ClassSchedulesSet: ({ classId, schedules }) => [classId, { schedules }],
    ClassDeleted: ({ classId }) => [classId, { isDeleted: true }],
  },
  copies: [
    { into: 'reservations', by: 'classId', fields: ({ nameFold, branchId }) => ({ classSort: nameFold, branchId }) },
  ],
});

/** The branch names occurrences show. */
export const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'reservation_branches',
  from: BRANCH_NAME_SOURCES,
});

export interface ReservationNames {
  readonly people: ReadonlyMap<string, NameDoc<PersonNames>>;
  readonly classes: ReadonlyMap<string, NameDoc<ClassInfo>>;
}

/** What a reservation or an occurrence shows of a class the read model knows. */
export function classRefOf(info: NameDoc<ClassInfo>): ReservationClassRef {
  const {
    _id,
    name,
    description,
    duration,
    maxCapacity,
    price,
    isActive,
    isSampleClass,
    sampleClassDescription,
    branchId,
  } = info;
  return {
    id: _id,
    name,
    description,
    duration,
    maxCapacity,
    price,
    isActive: isActive && !info.isDeleted,
    isSampleClass,
    sampleClassDescription,
    branchId,
  };
}

export function classRef(info: NameDoc<ClassInfo> | undefined): ReservationClassRef | null {
  return info ? classRefOf(info) : null;
}

export function branchRef(names: ReadonlyMap<string, NameDoc<{ name: string }>>, id: string | null): NamedRef | null {
  const branch = id === null ? undefined : names.get(id);
  return branch ? { id: branch._id, name: branch.name } : null;
}

/** The fields of a reservation a DTO carries, from a document or from the aggregate's own DTO. */
type ReservationFields = Omit<ReservationDto, 'user' | 'class' | 'instructor'>;

export function toReservationDto(fields: ReservationFields, names: ReservationNames): ReservationDto {
  const {
    id,
    userId,
    classId,
    instructorId,
    startTime,
    endTime,
    status,
    attendance,
    createdAt,
    updatedAt,
    confirmedAt,
    cancelledAt,
  } = fields;
  return {
    id,
    userId,
    classId,
    instructorId,
    startTime,
    endTime,
    status,
    attendance,
    user: personRefOf(names.people, userId),
    class: classRef(names.classes.get(classId)),
    instructor: personRefOf(names.people, instructorId),
    createdAt,
    updatedAt,
    confirmedAt,
    cancelledAt,
  };
}

export function fieldsOf(doc: ReservationDoc): ReservationFields {
  const {
    _id,
    userId,
    classId,
    instructorId,
    startTime,
    endTime,
    status,
    createdAt,
    updatedAt,
    confirmedAt,
    cancelledAt,
  } = doc;
  return {
    id: _id,
    userId,
    classId,
    instructorId,
    startTime,
    endTime,
    status,
    attendance: doc.attendance ?? null,
    createdAt,
    updatedAt,
    confirmedAt,
    cancelledAt,
  };
}
