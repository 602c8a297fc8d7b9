import { Inject, Injectable } from '@nestjs/common';
import type { ClassesReport, ReportPeriod } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import {
  REPORT_CLASSES,
  REPORT_OCCURRENCES,
  type ReportClassDoc,
  type ReportOccurrenceDoc,
} from '../projections/class-docs.js';
import { REPORT_CLASS_BRANCH_NAMES, REPORT_INSTRUCTOR_NAMES } from '../projections/report-names.js';
import { ClassTally, type OccurrenceNumbers } from './class-figures.js';
import { offeredOccurrences, type OfferedOccurrence } from './class-occurrences.js';
import { daysOf } from './report-period.js';
import { studioClock } from './studio-clock.js';
import { namesOf } from './report-names-of.js';

/** Which classes a report covers: a branch's (and classes of every branch), or one instructor's. */
export interface ClassScope {
  readonly instructorId?: string;
}

/**
 * The classes report (docs/metrics.md, "Classes"): the occurrences the timetables offered over the
 * period, joined with the bookings each held (and any occurrence booked outside the timetable).
 */
@Injectable()
export class ClassesReports {
  private readonly classes: View<ReportClassDoc>;
  private readonly occurrences: View<ReportOccurrenceDoc>;

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    this.classes = new View(store, REPORT_CLASSES);
    this.occurrences = new View(store, REPORT_OCCURRENCES);
  }

  async report(
    period: ReportPeriod,
    now: Date,
    calendar: StudioCalendar,
    scope: ClassScope = {},
  ): Promise<ClassesReport> {
    const clock = studioClock(calendar.zone);
    const all = await this.classes.find({}, { _id: 1 });
    const classes = all.filter(
      (cls) =>
        (period.branchId === null || cls.branchId === period.branchId || cls.branchId === null) &&
        (scope.instructorId === undefined || cls.instructorId === scope.instructorId),
    );
    const byId = new Map(classes.map((cls) => [cls._id, cls]));
    const booked = await this.occurrences.find({ day: { $gte: period.startDate, $lte: period.endDate } }, { day: 1 });
    // Each class's booked occurrences by start: looked up once per offered occurrence, and what is
    // left is what staff booked outside the timetable (an occurrence all the same).
    const held = new Map<string, Map<string, ReportOccurrenceDoc>>();
    for (const doc of booked) {
      if (!byId.has(doc.classId)) continue;
      let ofClass = held.get(doc.classId);
      if (!ofClass) held.set(doc.classId, (ofClass = new Map()));
      ofClass.set(doc.startTime, doc);
    }
    const tallies = {
      all: new ClassTally<'all'>(),
      day: new ClassTally<string>(),
      cls: new ClassTally<string>(),
      instructor: new ClassTally<string>(),
      branch: new ClassTally<string | null>(),
      weekday: new ClassTally<number>(),
      hour: new ClassTally<string>(),
    };
    // ISO instants in one format compare as text: started by now when at or before it.
    const nowIso = now.toISOString();
    const count = (occurrence: OfferedOccurrence, cls: ReportClassDoc, bookings: ReportOccurrenceDoc | undefined) => {
      const numbers: OccurrenceNumbers = {
        capacity: cls.maxCapacity,
        booked: bookings?.booked ?? 0,
        started: occurrence.startTime <= nowIso,
        attended: bookings?.attended ?? 0,
        noShows: bookings?.noShows ?? 0,
      };
      tallies.all.add('all', numbers);
      tallies.day.add(occurrence.day, numbers);
      tallies.cls.add(cls._id, numbers);
      tallies.instructor.add(cls.instructorId, numbers);
      tallies.branch.add(cls.branchId, numbers);
      tallies.weekday.add(occurrence.weekday, numbers);
      tallies.hour.add(occurrence.hour, numbers);
    };
    for (const occurrence of offeredOccurrences(classes, period, clock)) {
      const ofClass = held.get(occurrence.classId);
      const bookings = ofClass?.get(occurrence.startTime);
      if (bookings) ofClass?.delete(occurrence.startTime);
      count(occurrence, byId.get(occurrence.classId) as ReportClassDoc, bookings);
    }
    for (const ofClass of held.values())
      for (const doc of ofClass.values())
        count(
          {
            classId: doc.classId,
            startTime: doc.startTime,
            day: doc.day,
            hour: clock.hourOf(doc.startTime),
            weekday: clock.weekdayOf(doc.day),
          },
          byId.get(doc.classId) as ReportClassDoc,
          doc,
        );
    const [instructors, branches] = await Promise.all([
      namesOf(REPORT_INSTRUCTOR_NAMES.reader(this.store), tallies.instructor.keys()),
      namesOf(REPORT_CLASS_BRANCH_NAMES.reader(this.store), tallies.branch.keys()),
    ]);
    const mostBooked = <T extends { booked: number }>(rows: T[]) => rows.sort((a, b) => b.booked - a.booked);
    return {
      period,
      ...tallies.all.figures('all'),
      byDay: daysOf(period).map((date) => ({ date, ...tallies.day.figures(date) })),
      byClass: mostBooked(
        tallies.cls
          .keys()
          .map((classId) => ({ classId, className: byId.get(classId)?.name ?? '', ...tallies.cls.figures(classId) })),
      ),
      byInstructor: mostBooked(
        tallies.instructor.keys().map((instructorId) => ({
          instructorId,
          instructorName: instructors.get(instructorId) ?? null,
          ...tallies.instructor.figures(instructorId),
        })),
      ),
      byBranch: mostBooked(
        tallies.branch.keys().map((branchId) => ({
          branchId,
          branchName: branchId === null ? null : (branches.get(branchId) ?? null),
          ...tallies.branch.figures(branchId),
        })),
      ),
      byDayOfWeek: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, ...tallies.weekday.figures(dayOfWeek) })),
      byHour: tallies.hour
        .keys()
        .sort()
        .map((hour) => ({ hour, ...tallies.hour.figures(hour) })),
    };
  }
}
