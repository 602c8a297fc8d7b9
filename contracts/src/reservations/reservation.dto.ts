import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';
import type { NamedRef } from '../plans/plan.dto.js';
import type { MessageKey } from '../messages.js';

/** Spec §4: PENDING → CONFIRMED; PENDING or CONFIRMED → CANCELLED. */
export const RESERVATION_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** PENDING and CONFIRMED hold a seat; CANCELLED gave it back. */
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['PENDING', 'CONFIRMED'];

export function isLiveReservation(status: ReservationStatus): boolean {
  return status !== 'CANCELLED';
}

/** Whether the person came, recorded by staff once the occurrence started (CONTRACT.md: Attendance). */
export const RESERVATION_ATTENDANCES = ['ATTENDED', 'NO_SHOW'] as const;
export type ReservationAttendance = (typeof RESERVATION_ATTENDANCES)[number];

/** PUT /reservations/{id}/attendance. */
export interface RecordAttendanceRequest {
  readonly attended: boolean;
}

/** Spec §9: a new reservation's end is its start plus 50 minutes. */
export const DEFAULT_RESERVATION_MINUTES = 50;

export interface PersonRef extends NamedRef {
  readonly email: string;
}

/** What a reservation shows of its class (spec §3), as the class is now. */
export interface ReservationClassRef extends NamedRef {
  readonly description: string | null;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price: number;
  readonly isActive: boolean;
  readonly isSampleClass: boolean;
  readonly sampleClassDescription: string | null;
  /** Null: a class offered at every branch. */
  readonly branchId: string | null;
}

/**
 * A reservation (spec §3) as every read shows it: one occurrence of a class (`classId`,
 * `startTime`) booked for a person. `user`, `class` and `instructor` carry current names; null
 * when that record is gone.
 */
export interface ReservationDto {
  readonly id: string;
  readonly userId: string;
  readonly classId: string;
  readonly instructorId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly status: ReservationStatus;
  /** Null until staff record it, once the occurrence has started. */
  readonly attendance: ReservationAttendance | null;
  readonly user: PersonRef | null;
  readonly class: ReservationClassRef | null;
  readonly instructor: PersonRef | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly confirmedAt: string | null;
  readonly cancelledAt: string | null;
}

/**
 * POST /reservations (spec §7). A CLIENT books for itself (`userId` may be left out and must be
 * its own), only an occurrence of the class's weekly timetable still to come (its end is the
 * timetable's). `instructorId` is the class's instructor (may be left out; another is a 400);
 * staff's `endTime` defaults to start + 50 minutes.
 */
export interface CreateReservationRequest {
  readonly classId: string;
  readonly startTime: string;
  readonly endTime?: string;
  readonly userId?: string;
  readonly instructorId?: string;
}

/** PUT /reservations/{id}: only the times (spec §5: editing sends only startTime and endTime). */
export interface UpdateReservationRequest {
  readonly startTime?: string;
  readonly endTime?: string;
}

/** What GET /reservations sorts by: names ignore case and accents. */
export const RESERVATION_SORT_FIELDS = ['startTime', 'client', 'class', 'instructor', 'status', 'createdAt'] as const;
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];

/** A status filter: one status, or `all`. */
export const RESERVATION_STATUS_FILTERS = ['all', ...RESERVATION_STATUSES] as const;
export type ReservationStatusFilter = (typeof RESERVATION_STATUS_FILTERS)[number];

/** GET /reservations (admins). Without `sort`: latest occurrence first. */
export interface ReservationListQuery extends SortedQuery<ReservationSortField> {
  readonly page?: number;
  readonly limit?: number;
  /** Client name or email, class name, instructor name (case and accents ignored). */
  readonly search?: string;
  readonly status?: ReservationStatusFilter;
  /** The occurrence's studio-time day, YYYY-MM-DD. */
  readonly date?: string;
  /** Occurrences starting at or after this instant (ISO). */
  readonly startsFrom?: string;
  /** Occurrences starting before this instant (ISO). */
  readonly startsBefore?: string;
  readonly classId?: string;
  readonly userId?: string;
  readonly instructorId?: string;
  /** The class's branch (classes offered at every branch included). */
  readonly branchId?: string;
}

export interface ReservationListResponse extends PageInfo {
  readonly reservations: ReservationDto[];
}

/**
 * GET /reservations/stats (spec §3). `today`, `thisWeek` (Monday to Sunday) and `thisMonth` count
 * live (PENDING or CONFIRMED) reservations whose occurrence falls in that studio-time span.
 */
export interface ReservationStatsResponse {
  readonly total: number;
  readonly pending: number;
  readonly confirmed: number;
  readonly cancelled: number;
  readonly today: number;
  readonly thisWeek: number;
  readonly thisMonth: number;
}

/**
 * GET /reservations/availability/{classId}?startTime&endTime&userId (CONTRACT.md). With `userId`:
 * whether that person could book the occurrence for themself (`eligible`), and if not why: the
 * message keys of every rule it breaks, in the order they are checked (translated by the screen
 * with `translate`, like any message key). Staff booking for them are warned, not refused.
 */
export interface AvailabilityResponse {
  readonly available: boolean;
  readonly capacity: number;
  readonly booked: number;
  readonly remaining: number;
  readonly eligible?: boolean;
  readonly reasons?: readonly MessageKey[];
}

/**
 * One occurrence of a class from its weekly timetable, with its seats: what a client books from
 * and what an instructor's week shows. `reservations` lists the live bookings, for admins and the
 * class's instructor only; `mine` is the caller's own live booking of it, if any.
 */
export interface ClassOccurrenceDto {
  readonly classId: string;
  readonly class: ReservationClassRef;
  readonly instructor: PersonRef | null;
  readonly branch: NamedRef | null;
  readonly startTime: string;
  readonly endTime: string;
  readonly capacity: number;
  readonly booked: number;
  readonly remaining: number;
  readonly mine: { readonly id: string; readonly status: ReservationStatus } | null;
  readonly reservations?: ReservationDto[];
  /**
   * Beside `reservations`, by the booked person's id: the membership each holds at the
   * occurrence's start, as the front desk checks it at the door.
   */
  readonly memberships?: Readonly<Record<string, RosterMembership>>;
}

/**
 * A booked person's membership at an occurrence's start: ACTIVE when one covers it (frozen or
 * not); otherwise the state of the latest one sold (EXPIRED, CANCELLED, or ACTIVE not yet begun
 * reads as NONE), or NONE for someone who never held one (a sample class's guest).
 */
export interface RosterMembership {
  readonly status: 'ACTIVE' | 'EXPIRED' | 'CANCELLED' | 'NONE';
  /** The membership's last day's end (ACTIVE: until when), null for NONE. */
  readonly endDate: string | null;
  /** Set while an ACTIVE membership is frozen. */
  readonly frozenUntil: string | null;
}

/**
 * GET /reservations/occurrences?from=YYYY-MM-DD&days=7&branchId&classId&instructorId: the
 * timetable's occurrences of active classes over studio days [from, from + days), in time order.
 */
export interface OccurrencesQuery {
  readonly from?: string;
  readonly days?: number;
  readonly branchId?: string;
  readonly classId?: string;
  readonly instructorId?: string;
}

export interface OccurrencesResponse {
  /** The instants the studio days span: the first day's 00:00 and the 00:00 after the last, in UTC. */
  readonly from: string;
  readonly to: string;
  readonly occurrences: ClassOccurrenceDto[];
}

export const RESERVATION_LIMITS = {
  /** An occurrence lasts at most this long. */
  maxMinutes: 24 * 60,
  /** The occurrences endpoint covers at most this many days at once. */
  occurrenceDaysMax: 31,
} as const;
