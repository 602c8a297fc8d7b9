import type { ClassDto } from '@boxstudio/contracts';

/** The classes screen's filters (spec §2): status values all/active/inactive, default all. */
export type ClassFilters = { search: string; instructorId: string; status: 'all' | 'active' | 'inactive' };
export const NO_FILTERS: ClassFilters = { search: '', instructorId: '', status: 'all' };

export type SortColumn = 'name' | 'instructor' | 'duration' | 'capacity' | 'price' | 'status';
export interface SortState {
  readonly column: SortColumn;
  readonly ascending: boolean;
}
export const SORTABLE: readonly SortColumn[] = ['name', 'instructor', 'duration', 'capacity', 'price', 'status'];

/** Spec §2: search over name and description, ignoring case (client side). */
function matches(item: ClassDto, filters: ClassFilters): boolean {
  const text = filters.search.trim().toLocaleLowerCase();
  if (text && !`${item.name}\n${item.description ?? ''}`.toLocaleLowerCase().includes(text)) return false;
  if (filters.instructorId && item.instructorId !== filters.instructorId) return false;
  if (filters.status !== 'all' && item.isActive !== (filters.status === 'active')) return false;
  return true;
}

/** Each sortable column's key, compared as strings or numbers. */
function sortKey(item: ClassDto, column: SortColumn): string | number {
  switch (column) {
    case 'name':
      return item.name.toLocaleLowerCase();
    case 'instructor':
      return (item.instructor?.name ?? '').toLocaleLowerCase();
    case 'duration':
      return item.duration;
    case 'capacity':
      return item.maxCapacity;
    case 'price':
      return item.price;
    case 'status':
      return item.isActive ? 0 : 1;
  }
}

/** The classes the filters keep, in the chosen column's order; without one, the server's (newest first). */
export function arrange(classes: readonly ClassDto[], filters: ClassFilters, sort: SortState | null): ClassDto[] {
  const kept = classes.filter((item) => matches(item, filters));
  if (!sort) return kept;
  const direction = sort.ascending ? 1 : -1;
  return kept.sort((a, b) => {
    const left = sortKey(a, sort.column);
    const right = sortKey(b, sort.column);
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
}

/** A 2xx answer whose envelope says `success: false` (spec §8: its message, else 'Error desconocido'). */
export function answeredOk(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' && status >= 200 && status < 300;
}
