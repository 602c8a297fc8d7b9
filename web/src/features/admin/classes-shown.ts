import { hasStarted } from '../../lib/studio-time';

/** How many of today's classes the dashboard lists; the desk's view (/admin-today) has them all. */
export const CLASSES_SHOWN = 8;

/**
 * The classes the dashboard lists, in time order: at most `max`, from the earliest not yet over, so
 * that late in the day the list shows what is left rather than the morning. When fewer than `max`
 * remain, the latest finished ones fill the list up.
 */
export function classesShown<T extends { readonly endTime: string }>(
  all: readonly T[],
  now: number,
  max: number = CLASSES_SHOWN,
): readonly T[] {
  const firstLive = all.findIndex((occurrence) => !hasStarted(occurrence.endTime, now));
  const from = Math.max(0, Math.min(firstLive === -1 ? all.length : firstLive, all.length - max));
  return all.slice(from, from + max);
}
