import type { StatusFilter } from '@boxstudio/contracts';

/** The classes screen's filters (spec §2): status values all/active/inactive, default all. */
export type ClassFilters = { search: string; instructorId: string; status: StatusFilter };
export const NO_FILTERS: ClassFilters = { search: '', instructorId: '', status: 'all' };

/** A 2xx answer whose envelope says `success: false` (spec §8: its message, else 'Error desconocido'). */
export function answeredOk(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  return typeof status === 'number' && status >= 200 && status < 300;
}
