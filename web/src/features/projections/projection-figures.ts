import type { ProjectionInfo, ProjectionRebuildProgress } from '@boxstudio/contracts';

/** A rebuild that ended well stays in its row this long, its bar full: it is seen to reach its end. */
export const FINISHED_SHOWN_MS = 5_000;

/** A rebuild under way: started and not finished. */
export const isRunning = (
  progress: ProjectionRebuildProgress | null,
): progress is ProjectionRebuildProgress & { readonly finishedAt: null } =>
  progress !== null && progress.finishedAt === null;

/** The read model is being rebuilt (its old copy still serving). */
export const isRebuilding = (projection: ProjectionInfo): boolean =>
  projection.status === 'rebuilding' || isRunning(projection.rebuild);

/**
 * The rebuild whose bar its row shows at `measuredAt`: one under way, or one that ended well a moment
 * ago (a failed one is said by the toast and the last error instead).
 */
export function rebuildShown(projection: ProjectionInfo, measuredAt: string): ProjectionRebuildProgress | null {
  const { rebuild } = projection;
  if (rebuild === null || isRunning(rebuild)) return rebuild;
  if (rebuild.error !== null || rebuild.finishedAt === null) return null;
  return Date.parse(measuredAt) - Date.parse(rebuild.finishedAt) < FINISHED_SHOWN_MS ? rebuild : null;
}

/** How far a rebuild has gone, from 0 to 1: a finished one is at its end. */
export function rebuiltFraction(progress: ProjectionRebuildProgress): number {
  if (progress.finishedAt !== null) return 1;
  if (progress.total <= 0) return 0;
  return Math.min(Math.max(progress.done / progress.total, 0), 1);
}

/** Seconds left at the rate measured so far; null until there is a rate to go by. */
export function secondsLeft(progress: ProjectionRebuildProgress): number | null {
  if (progress.eventsPerSecond <= 0) return null;
  return Math.max(progress.total - progress.done, 0) / progress.eventsPerSecond;
}

/** Seconds between two instants of the server's clock (a rebuild's start and end). */
export const secondsBetween = (from: string, to: string): number =>
  Math.max(Date.parse(to) - Date.parse(from), 0) / 1000;
