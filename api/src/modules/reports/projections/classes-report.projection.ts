import { defineProjection, type Writers } from '../../../platform/projections/define-projection.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { ClassEvent } from '../../classes/index.js';
import type { ReservationEvent } from '../../reservations/index.js';
import {
  occurrenceId,
  REPORT_CLASS_BOOKINGS,
  REPORT_CLASSES,
  REPORT_OCCURRENCES,
  type ReportClassBookingDoc,
} from './class-docs.js';
import { REPORT_CLASS_BRANCH_NAMES, REPORT_INSTRUCTOR_NAMES } from './report-names.js';

const COLLECTIONS = {
  classes: REPORT_CLASSES,
  occurrences: REPORT_OCCURRENCES,
  bookings: REPORT_CLASS_BOOKINGS,
  ...REPORT_CLASS_BRANCH_NAMES.collections,
  ...REPORT_INSTRUCTOR_NAMES.collections,
};
type ClassWriters = Writers<typeof COLLECTIONS>;

type Weight = Pick<ReportClassBookingDoc, 'classId' | 'startTime' | 'attendance'>;

/** What a booking adds to its occurrence: held, and its attendance once recorded. */
const weightOf = (booking: Weight, sign: number) => ({
  booked: sign,
  attended: booking.attendance === true ? sign : 0,
  noShows: booking.attendance === false ? sign : 0,
});

/**
 * Adds to one occurrence's figures. Each occurrence is written once per event: the writes are
 * guarded by the event's position, so a second write of the same document in one event is skipped.
 */
async function addTo(
  writers: ClassWriters,
  at: Pick<ReportClassBookingDoc, 'classId' | 'startTime'>,
  change: { booked: number; attended: number; noShows: number },
  dayOf: (instant: string) => string,
): Promise<void> {
  const id = occurrenceId(at.classId, at.startTime);
  const found = await writers.occurrences.get(id);
  await writers.occurrences.upsert(id, {
    classId: at.classId,
    startTime: at.startTime,
    day: found?.day ?? dayOf(at.startTime),
    booked: (found?.booked ?? 0) + change.booked,
    attended: (found?.attended ?? 0) + change.attended,
    noShows: (found?.noShows ?? 0) + change.noShows,
  });
}

/** A live booking becomes `next`: its weight leaves its occurrence and (still live) lands on the new one. */
async function move(
  writers: ClassWriters,
  reservationId: string,
  next: Partial<Pick<ReportClassBookingDoc, 'startTime' | 'day' | 'status' | 'attendance' | 'live'>>,
  dayOf: (instant: string) => string,
): Promise<void> {
  const booking = await writers.bookings.get(reservationId);
  if (!booking?.live) return;
  const moved = { ...booking, ...next };
  const before = weightOf(booking, -1);
  const after = weightOf(moved, moved.live ? 1 : 0);
  if (moved.startTime === booking.startTime) {
    const net = {
      booked: before.booked + after.booked,
      attended: before.attended + after.attended,
      noShows: before.noShows + after.noShows,
    };
    await addTo(writers, booking, net, dayOf);
  } else {
    await addTo(writers, booking, before, dayOf);
    if (moved.live) await addTo(writers, moved, after, dayOf);
  }
  await writers.bookings.set(reservationId, next);
}

/**
 * The classes report's read model (docs/metrics.md, "Classes"): each class's timetables and the
 * stretches it was inactive (to enumerate its occurrences, booked or not), and each occurrence's
 * bookings and attendance, moved by reschedules, cancellations and corrected attendance.
 */
export function classesReportProjection(calendar: StudioCalendar) {
  const dayOf = (instant: string) => calendar.dayOf(new Date(instant));
  return defineProjection<ClassEvent | ReservationEvent | BranchEvent | UserEvent>()({
    name: 'report-classes',
    // 2: each grain keeps its history (reports as of an instant); 3: a created document records no version.
    version: 3,
    collections: COLLECTIONS,
    handlers: {
      ClassCreated: ({ data }, { classes }, { occurredAt }) =>
        classes.insert({
          _id: data.classId,
          name: data.name,
          instructorId: data.instructorId,
          branchId: data.branchId,
          maxCapacity: data.maxCapacity,
          createdDay: dayOf(occurredAt),
          deletedDay: null,
          timetables: [],
          inactive: [],
        }),
      ClassUpdated: async ({ data }, { classes }) => {
        const { name, instructorId, branchId, maxCapacity } = data.changes;
        const changes = {
          ...(name === undefined ? {} : { name }),
          ...(instructorId === undefined ? {} : { instructorId }),
          ...(branchId === undefined ? {} : { branchId }),
          ...(maxCapacity === undefined ? {} : { maxCapacity }),
        };
        if (Object.keys(changes).length > 0) await classes.set(data.classId, changes);
      },
      ClassSchedulesSet: async ({ data }, { classes }, { occurredAt }) => {
        const found = await classes.get(data.classId);
        if (!found) return;
        const from = dayOf(occurredAt);
        const earlier = found.timetables.filter((version) => version.from < from);
        await classes.set(data.classId, { timetables: [...earlier, { from, slots: data.schedules }] });
      },
      ClassDeactivated: async ({ data }, { classes }, { occurredAt }) => {
        const found = await classes.get(data.classId);
        if (!found || found.inactive.some((stretch) => stretch.to === null)) return;
        await classes.set(data.classId, { inactive: [...found.inactive, { from: dayOf(occurredAt), to: null }] });
      },
      ClassActivated: async ({ data }, { classes }, { occurredAt }) => {
        const found = await classes.get(data.classId);
        if (!found) return;
        const until = calendar.addDays(dayOf(occurredAt), -1);
        const inactive = found.inactive.map((stretch) => (stretch.to === null ? { ...stretch, to: until } : stretch));
        await classes.set(data.classId, { inactive });
      },
      ClassDeleted: ({ data }, { classes }, { occurredAt }) =>
        classes.set(data.classId, { deletedDay: dayOf(occurredAt) }),
      ReservationCreated: async ({ data }, writers) => {
        const booking = {
          classId: data.classId,
          startTime: data.startTime,
          day: dayOf(data.startTime),
          status: 'PENDING' as const,
          attendance: null,
          live: true,
        };
        await writers.bookings.insert({ _id: data.reservationId, ...booking });
        await addTo(writers, booking, weightOf(booking, 1), dayOf);
      },
      ReservationRescheduled: ({ data }, writers) =>
        move(
          writers,
          data.reservationId,
          { startTime: data.startTime, day: dayOf(data.startTime), attendance: null },
          dayOf,
        ),
      ReservationConfirmed: async ({ data }, { bookings }) => {
        const booking = await bookings.get(data.reservationId);
        if (booking?.live) await bookings.set(data.reservationId, { status: 'CONFIRMED' });
      },
      ReservationAttendanceRecorded: ({ data }, writers) =>
        move(writers, data.reservationId, { attendance: data.attended }, dayOf),
      ReservationCancelled: ({ data }, writers) =>
        move(writers, data.reservationId, { live: false, status: 'CANCELLED' }, dayOf),
      ReservationDeleted: async ({ data }, writers) => {
        const booking = await writers.bookings.get(data.reservationId);
        if (booking?.live) await move(writers, data.reservationId, { live: false, status: 'DELETED' }, dayOf);
        else if (booking) await writers.bookings.set(data.reservationId, { status: 'DELETED' });
      },
      ...REPORT_CLASS_BRANCH_NAMES.handlers,
      ...REPORT_INSTRUCTOR_NAMES.handlers,
    },
  });
}
