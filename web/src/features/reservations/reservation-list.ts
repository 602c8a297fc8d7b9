import type { ClassDto, ReservationDto, ReservationStatsResponse, ReservationStatusFilter } from '@boxstudio/contracts';
import { formatStudioDateTime } from '../../lib/studio-time';

/**
 * The reservations screen's filters (spec §2): search, status (all or one), and a studio day
 * "aaaa-mm-dd" ('' for any).
 */
export type ReservationFilters = { search: string; status: ReservationStatusFilter; date: string };
export const NO_FILTERS: ReservationFilters = { search: '', status: 'all', date: '' };

/**
 * Spec §8: when the stats call fails, the numbers are counted from the loaded list (the page on
 * screen), with today, this week and this month at 0.
 */
export function statsFromList(reservations: readonly ReservationDto[]): ReservationStatsResponse {
  const count = (status: ReservationDto['status']) => reservations.filter((item) => item.status === status).length;
  return {
    total: reservations.length,
    pending: count('PENDING'),
    confirmed: count('CONFIRMED'),
    cancelled: count('CANCELLED'),
    today: 0,
    thisWeek: 0,
    thisMonth: 0,
  };
}

/**
 * What a reservation is called in buttons' names, titles and questions: "Sofía Hernández · Cardio
 * Box · 12 ene 2026, 18:00".
 */
export function reservationSubject(item: ReservationDto, language: string): string {
  return `${item.user?.name ?? '—'} · ${item.class?.name ?? '—'} · ${formatStudioDateTime(item.startTime, language)}`;
}

/** A class among the choices: each branch has its own "Cardio Box", so the branch tells them apart. */
export function classLabel(item: ClassDto): string {
  return item.branch ? `${item.name} · ${item.branch.name}` : item.name;
}
