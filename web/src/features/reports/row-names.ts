import type { TFunction } from 'i18next';
import type { StudioDay } from '../../lib/studio-time';
import { formatReportDay, formatReportMonth } from './report-format';

/** A row's name in a table and a tooltip (`label`), and on a chart's axis (`tick`, shorter where it can be). */
export interface RowName {
  readonly label: string;
  readonly tick: string;
}

/** A studio day: "12 nov 2026" in the table, "12 nov" on the axis. */
export const dayName = (day: StudioDay, language: string): RowName => ({
  label: formatReportDay(day, language, true),
  tick: formatReportDay(day, language, false),
});

/** A calendar month `YYYY-MM`: "nov 2026" in both. */
export function monthName(month: string, language: string): RowName {
  const label = formatReportMonth(month, language);
  return { label, tick: label };
}

/**
 * A studio week by the days of it the period holds: "2 mar – 8 mar 2026" (the year on both ends only
 * across a new year), "1 mar 2026" for a single day; on the axis its first day, "2 mar".
 */
export function weekName(
  t: TFunction<'reports'>,
  language: string,
  { from, to }: { readonly from: StudioDay; readonly to: StudioDay },
): RowName {
  const day = (value: string, withYear: boolean) => formatReportDay(value, language, withYear);
  return {
    label:
      from === to
        ? day(from, true)
        : t('week', { from: day(from, from.slice(0, 4) !== to.slice(0, 4)), to: day(to, true) }),
    tick: day(from, false),
  };
}
