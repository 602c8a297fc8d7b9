import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@boxstudio/contracts';
import { DateTime } from 'luxon';
import { addStudioDays, type StudioDay } from '../../lib/studio-time';

/** The studio days a report covers, both included, as the API takes them (`YYYY-MM-DD`). */
export interface ReportRange {
  readonly startDate: StudioDay;
  readonly endDate: StudioDay;
}

/**
 * The quick choices of the period, each up to today. `last12Months` is the twelve calendar months
 * ending with this one (so the monthly chart has twelve bars, none of them a partial first month).
 */
export const REPORT_PRESETS = ['last30', 'thisMonth', 'lastMonth', 'last12Months', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The choice the screen starts on: what the API answers without dates. */
export const DEFAULT_PRESET: ReportPreset = 'last30';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Calendar arithmetic on days, not instants: the zone is fixed so no clock change moves a day.
const calendarDay = (day: StudioDay): DateTime => DateTime.fromISO(day, { zone: 'utc' });
const isoOf = (value: DateTime): StudioDay => value.toISODate() ?? '';

/** A real calendar day written `YYYY-MM-DD` (an address may carry anything). */
export function isReportDay(value: string | null | undefined): value is StudioDay {
  return typeof value === 'string' && ISO_DAY.test(value) && calendarDay(value).isValid;
}

/** The days a quick choice covers, seen from `today` (a studio day). */
export function presetRange(preset: ReportPreset, today: StudioDay): ReportRange {
  const now = calendarDay(today);
  switch (preset) {
    case 'last30':
      return { startDate: addStudioDays(today, -(REPORT_DEFAULT_DAYS - 1)), endDate: today };
    case 'thisMonth':
      return { startDate: isoOf(now.startOf('month')), endDate: today };
    case 'lastMonth': {
      const previous = now.startOf('month').minus({ months: 1 });
      return { startDate: isoOf(previous), endDate: isoOf(previous.endOf('month')) };
    }
    case 'last12Months':
      return { startDate: isoOf(now.startOf('month').minus({ months: 11 })), endDate: today };
    case 'thisYear':
      return { startDate: isoOf(now.startOf('year')), endDate: today };
  }
}

/** The quick choice these days are, or 'custom' when they are none of them. */
export function presetOf(range: ReportRange, today: StudioDay): ReportPreset | 'custom' {
  return (
    REPORT_PRESETS.find((preset) => {
      const days = presetRange(preset, today);
      return days.startDate === range.startDate && days.endDate === range.endDate;
    }) ?? 'custom'
  );
}

/** How many studio days the range covers, both ends included. */
export function daysIn(range: ReportRange): number {
  return Math.round(calendarDay(range.endDate).diff(calendarDay(range.startDate), 'days').days) + 1;
}

/**
 * Why the API would refuse the range (docs/metrics.md, Periods), checked before asking: an end
 * before the start, or more than REPORT_MAX_DAYS days. null when it is fine.
 */
export function rangeProblem(range: ReportRange): 'REPORT.RANGE_REVERSED' | 'REPORT.RANGE_TOO_LONG' | null {
  if (range.endDate < range.startDate) return 'REPORT.RANGE_REVERSED';
  return daysIn(range) > REPORT_MAX_DAYS ? 'REPORT.RANGE_TOO_LONG' : null;
}
