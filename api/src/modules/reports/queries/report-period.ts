import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, type ReportPeriod } from '@boxstudio/contracts';
import { invalidField } from '../../../platform/domain/domain-error.js';

const DAY_MS = 86_400_000;

/** Calendar days are zone-free: `YYYY-MM-DD` counted as UTC dates. */
const utc = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const dayAt = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `days` calendar days after (before, when negative) another. */
export const addDays = (day: string, days: number): string => dayAt(utc(day) + days * DAY_MS);

/** Days from `start` to `end`, both included. */
export const daysIn = (start: string, end: string): number => Math.round((utc(end) - utc(start)) / DAY_MS) + 1;

/** The same calendar day a year earlier; 29 February becomes the 28th. */
export function yearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}

/** Every day of a period, in order. */
export function daysOf(period: Pick<ReportPeriod, 'startDate' | 'days'>): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.startDate, index));
}

export interface PeriodAsked {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly branchId?: string | undefined;
}

/**
 * The period a report covers, from what was asked and today's studio day: without an end, today;
 * without a start, the 30 days up to the end. A reversed range or one over two years is a 400 on
 * the field to correct.
 */
export function periodOf(asked: PeriodAsked, today: string): ReportPeriod {
  const endDate = asked.endDate ?? (asked.startDate !== undefined && asked.startDate > today ? asked.startDate : today);
  const startDate = asked.startDate ?? addDays(endDate, 1 - REPORT_DEFAULT_DAYS);
  if (startDate > endDate) throw invalidField('REPORT.RANGE_REVERSED', 'endDate');
  const days = daysIn(startDate, endDate);
  if (days > REPORT_MAX_DAYS) throw invalidField('REPORT.RANGE_TOO_LONG', 'startDate', { max: REPORT_MAX_DAYS });
  return { startDate, endDate, days, branchId: asked.branchId ?? null };
}

/** The period of equal length just before. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const endDate = addDays(period.startDate, -1);
  return { ...period, startDate: addDays(endDate, 1 - period.days), endDate };
}

/** The same days a year before (a period over 29 February is a day shorter then). */
export function periodYearBefore(period: ReportPeriod): ReportPeriod {
  const startDate = yearBefore(period.startDate);
  const endDate = yearBefore(period.endDate);
  return { ...period, startDate, endDate, days: daysIn(startDate, endDate) };
}

/** Change in %, one decimal; null against nothing (no percentage of zero). */
export function growth(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}
