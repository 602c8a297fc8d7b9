import type { ClassScheduleSlot } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/** A weekly timetable from a studio day on (until the next one). */
export interface TimetableVersion {
  readonly from: string;
  readonly slots: readonly ClassScheduleSlot[];
}

/** Studio days a class took no bookings (deactivated): `to` null while it still is. */
export interface InactiveStretch {
  readonly from: string;
  readonly to: string | null;
}

/** A class as the classes report enumerates its occurrences: its timetables and when it ran. */
export interface ReportClassDoc extends ViewDoc {
  readonly name: string;
  readonly instructorId: string;
  readonly branchId: string | null;
  readonly maxCapacity: number;
  readonly createdDay: string;
  readonly deletedDay: string | null;
  readonly timetables: readonly TimetableVersion[];
  readonly inactive: readonly InactiveStretch[];
}

/** One occurrence's bookings: held, and of those, who came and who did not. */
export interface ReportOccurrenceDoc extends ViewDoc {
  readonly classId: string;
  readonly startTime: string;
  readonly day: string;
  readonly booked: number;
  readonly attended: number;
  readonly noShows: number;
}

/** Where a booking is counted, so a reschedule, a cancellation or a corrected attendance moves it. */
export interface ReportClassBookingDoc extends ViewDoc {
  readonly classId: string;
  readonly startTime: string;
  /** The studio day its class starts: the overview counts a period's bookings, and today's. */
  readonly day: string;
  readonly status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'DELETED';
  readonly live: boolean;
  readonly attendance: boolean | null;
}

export const REPORT_CLASSES = collection<ReportClassDoc>('report_classes', [], { history: { keys: [] } });
export const REPORT_OCCURRENCES = collection<ReportOccurrenceDoc>('report_class_occurrences', [{ day: 1 }], {
  history: { keys: ['day', 'classId'] },
});
export const REPORT_CLASS_BOOKINGS = collection<ReportClassBookingDoc>('report_class_bookings', [
  { day: 1, status: 1 },
  { classId: 1, day: 1 },
]);

export const occurrenceId = (classId: string, startTime: string): string => `${classId}|${startTime}`;
