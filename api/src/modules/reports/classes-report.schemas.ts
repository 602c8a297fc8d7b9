import type { ClassesReport, ClassFigures } from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  integer,
  list,
  nullable,
  object,
  text,
  type FieldsOf,
} from '../../platform/http/openapi/wire-schema.js';
import { BRANCH_NAMED, REPORT_PERIOD, studioDay, withAsOf, type RowOf } from './report.schemas.js';

/** A row of one of the report's groupings (the contract names none of them). */
type Row<K extends keyof ClassesReport> = RowOf<ClassesReport, K>;

const FIGURES: FieldsOf<ClassFigures> = {
  occurrences: integer('Occurrences the timetables offered, booked or not, and any booked outside them'),
  capacity: integer('Places offered'),
  booked: integer('Bookings held'),
  fillRate: nullable(decimal('Booked over capacity, in %; null without places')),
  pastBooked: integer('Bookings of occurrences that have started'),
  attended: integer(),
  noShows: integer(),
  attendanceRate: nullable(decimal('Attended over pastBooked, in %; null before any started')),
};

export const CLASSES_REPORT = model<ClassesReport>('ClassesReport', {
  ...FIGURES,
  period: REPORT_PERIOD,
  byDay: list(object<Row<'byDay'>>({ ...FIGURES, date: studioDay() })),
  byClass: list(object<Row<'byClass'>>({ ...FIGURES, classId: text(), className: text() })),
  byInstructor: list(
    object<Row<'byInstructor'>>({ ...FIGURES, instructorId: text(), instructorName: nullable(text()) }),
  ),
  byBranch: list(object<Row<'byBranch'>>({ ...FIGURES, ...BRANCH_NAMED })),
  byDayOfWeek: list(object<Row<'byDayOfWeek'>>({ ...FIGURES, dayOfWeek: integer('0 Sunday … 6 Saturday') })),
  byHour: list(object<Row<'byHour'>>({ ...FIGURES, hour: text('`HH`, studio time') })),
});

export const CLASSES_REPORT_ANSWER = withAsOf('ClassesReport', CLASSES_REPORT);
