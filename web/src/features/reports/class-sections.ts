import type { ClassesReport, ClassFigures } from '@boxstudio/contracts';
import type { MyClassesTable } from './api';
import { changeRow, type ChangeLabel, type ChangeRow } from './as-of-rows';
import { weeksOf, type WeekFigures } from './class-weeks';

/** One row of a classes chart and of its table: what it is, and its figures. */
export type RateRow = ClassFigures & {
  readonly key: string;
  /** The row's name in the table and the tooltip ("2 mar – 8 mar 2026", "Lunes"). */
  readonly label: string;
  /** The name on the chart's axis, shorter ("2 mar", "Lun"). */
  readonly tick: string;
};

/** `trend`: lines over the weeks of the period, across a row; `columns`: a pair of bars a slot. */
export type RateChartKind = 'trend' | 'columns';

export interface ClassSection {
  readonly id: 'byWeek' | 'byDayOfWeek' | 'byHour';
  /** The API's table its CSV carries: the weeks' is the days they add up (the API has no weekly table). */
  readonly csv: MyClassesTable;
  readonly kind: RateChartKind;
  readonly rows: readonly RateRow[];
}

/** The words of the rows, in the page's language. */
export interface ClassRowLabels {
  week(week: WeekFigures): { readonly label: string; readonly tick: string };
  /** 0 Sunday … 6 Saturday, as the API numbers them. */
  dayOfWeek(day: number): { readonly label: string; readonly tick: string };
  /** `HH`, studio time. */
  hour(hour: string): { readonly label: string; readonly tick: string };
}

/** A row's figures alone (a group's own fields, such as its date or id, left out). */
const figures = (row: ClassFigures): ClassFigures => ({
  occurrences: row.occurrences,
  capacity: row.capacity,
  booked: row.booked,
  fillRate: row.fillRate,
  pastBooked: row.pastBooked,
  attended: row.attended,
  noShows: row.noShows,
  attendanceRate: row.attendanceRate,
});

/** Monday first, as the studio's week runs (the API counts from Sunday). */
const mondayFirst = (day: number): number => (day + 6) % 7;

/**
 * The classes by week (from `byDay`), by day of the week and by hour, as the screens draw them: fill
 * and attendance, the weeks across a row of their own.
 */
export function classSections(report: ClassesReport, labels: ClassRowLabels): ClassSection[] {
  return [
    {
      id: 'byWeek',
      csv: 'byDay',
      kind: 'trend',
      rows: weeksOf(report.byDay).map((week) => ({ key: week.week, ...labels.week(week), ...figures(week) })),
    },
    {
      id: 'byDayOfWeek',
      csv: 'byDayOfWeek',
      kind: 'columns',
      rows: [...report.byDayOfWeek]
        .sort((one, other) => mondayFirst(one.dayOfWeek) - mondayFirst(other.dayOfWeek))
        .map((row) => ({ key: String(row.dayOfWeek), ...labels.dayOfWeek(row.dayOfWeek), ...figures(row) })),
    },
    {
      id: 'byHour',
      csv: 'byHour',
      kind: 'columns',
      rows: [...report.byHour]
        .sort((one, other) => one.hour.localeCompare(other.hour))
        .map((row) => ({ key: row.hour, ...labels.hour(row.hour), ...figures(row) })),
    },
  ];
}

/** The classes by name, a row each, as the classes table lists them. */
export const classRows = (report: ClassesReport): RateRow[] =>
  report.byClass.map((row) => ({ key: row.classId, label: row.className, tick: row.className, ...figures(row) }));

/** The classes by their instructor now (`name` for one whose name is gone), a row each. */
export const instructorRows = (report: ClassesReport, name: (name: string | null) => string): RateRow[] =>
  report.byInstructor.map((row) => {
    const label = name(row.instructorName);
    return { key: row.instructorId, label, tick: label, ...figures(row) };
  });

/** The classes by branch (`name` for the classes offered at every branch), a row each. */
export const branchRows = (report: ClassesReport, name: (name: string | null) => string): RateRow[] =>
  report.byBranch.map((row) => {
    const label = name(row.branchName);
    return { key: row.branchId ?? 'none', label, tick: label, ...figures(row) };
  });

/** The row of highest fill, for a chart's text alternative; null when no row offered places. */
export function fullestOf(rows: readonly RateRow[]): RateRow | null {
  return rows.reduce<RateRow | null>(
    (best, row) => (row.fillRate !== null && row.fillRate > (best?.fillRate ?? -1) ? row : best),
    null,
  );
}

/** Whether the period held no class (of the instructor's, on their screen). */
export const hasNoClasses = (report: ClassesReport): boolean => report.occurrences === 0;

/** Clases: bookings, places and the fill, who came and who did not. */
export function classChanges(then: ClassesReport, now: ClassesReport, label: ChangeLabel): ChangeRow[] {
  return [
    changeRow('booked', label('classes.tiles.booked'), 'count', then.booked, now.booked),
    changeRow('capacity', label('classes.tiles.capacity'), 'count', then.capacity, now.capacity),
    changeRow('fillRate', label('classes.fillRate'), 'rate', then.fillRate, now.fillRate),
    changeRow('attended', label('classes.tiles.attended'), 'count', then.attended, now.attended),
    changeRow('noShows', label('classes.tiles.noShows'), 'count', then.noShows, now.noShows),
  ];
}
