import type { ClassesReport, ClassFigures } from '@boxstudio/contracts';

/** An instructor's classes report for jsdom specs, the same whatever period was asked. */

const figures = (
  occurrences: number,
  capacity: number,
  booked: number,
  pastBooked: number,
  attended: number,
  noShows: number,
  rates: { readonly fillRate: number | null; readonly attendanceRate: number | null },
): ClassFigures => ({ occurrences, capacity, booked, pastBooked, attended, noShows, ...rates });

const NOTHING = figures(0, 0, 0, 0, 0, 0, { fillRate: null, attendanceRate: null });

const CLASS_DAYS: Readonly<Record<string, ClassFigures>> = {
  '2026-03-02': figures(4, 80, 60, 60, 48, 12, { fillRate: 75, attendanceRate: 80 }),
  '2026-03-04': figures(4, 80, 64, 64, 50, 14, { fillRate: 80, attendanceRate: 78.1 }),
  '2026-03-09': figures(4, 80, 56, 26, 22, 4, { fillRate: 70, attendanceRate: 84.6 }),
};

/**
 * Ten days from Sunday 1 March 2026: that Sunday closes the week of 23 February (no classes), the
 * week of 2 March has two days of classes, the week of 9 March one. Its weeks: — / —, 77.5% / 79%,
 * 70% / 84.6%.
 */
export const CLASSES_REPORT: ClassesReport = {
  period: { startDate: '2026-03-01', endDate: '2026-03-10', days: 10, branchId: null },
  ...figures(12, 240, 180, 150, 120, 30, { fillRate: 75, attendanceRate: 80 }),
  // Every day of the period, as the API gives them.
  byDay: Array.from({ length: 10 }, (_, index) => {
    const date = `2026-03-${String(index + 1).padStart(2, '0')}`;
    return { date, ...(CLASS_DAYS[date] ?? NOTHING) };
  }),
  byClass: [
    {
      classId: 'c-1',
      className: 'Box Básico',
      ...figures(8, 160, 130, 110, 90, 20, { fillRate: 81.3, attendanceRate: 81.8 }),
    },
    {
      classId: 'c-2',
      className: 'Cardio Box',
      ...figures(4, 80, 50, 40, 30, 10, { fillRate: 62.5, attendanceRate: 75 }),
    },
  ],
  byInstructor: [
    {
      instructorId: 'user-instructor',
      instructorName: 'Daniela Ortega',
      ...figures(12, 240, 180, 150, 120, 30, { fillRate: 75, attendanceRate: 80 }),
    },
  ],
  byBranch: [
    {
      branchId: 'b-1',
      branchName: 'BoxStudio Polanco',
      ...figures(12, 240, 180, 150, 120, 30, { fillRate: 75, attendanceRate: 80 }),
    },
  ],
  // The API's order: Sunday (0) first.
  byDayOfWeek: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    if (dayOfWeek === 1)
      return { dayOfWeek, ...figures(8, 160, 116, 86, 70, 16, { fillRate: 72.5, attendanceRate: 81.4 }) };
    if (dayOfWeek === 3)
      return { dayOfWeek, ...figures(4, 80, 64, 64, 50, 14, { fillRate: 80, attendanceRate: 78.1 }) };
    return { dayOfWeek, ...NOTHING };
  }),
  byHour: [
    { hour: '07', ...figures(8, 160, 124, 94, 76, 18, { fillRate: 77.5, attendanceRate: 80.9 }) },
    { hour: '19', ...figures(4, 80, 56, 56, 44, 12, { fillRate: 70, attendanceRate: 78.6 }) },
  ],
};

/** A period without a class of the instructor's: every count 0, every rate null. */
export const NO_CLASSES_REPORT: ClassesReport = {
  period: CLASSES_REPORT.period,
  ...NOTHING,
  byDay: CLASSES_REPORT.byDay.map((row) => ({ date: row.date, ...NOTHING })),
  byClass: [],
  byInstructor: [],
  byBranch: [],
  byDayOfWeek: CLASSES_REPORT.byDayOfWeek.map((row) => ({ dayOfWeek: row.dayOfWeek, ...NOTHING })),
  byHour: [],
};

export const CLASSES_CSV_TEXT =
  '\uFEFFdate;occurrences;capacity;booked;fillRate;pastBooked;attended;noShows;attendanceRate\r\n';
