import type { ClassDto, ReservationDto, ReservationStatsResponse, ReservationStatusFilter } from '@boxstudio/contracts';
import { formatStudioDateTime } from '../../lib/studio-time';

/** Which bookings the list starts from when no day is chosen: from today on (the desk's), before today, or all. */
export const RESERVATION_PERIODS = ['upcoming', 'past', 'all'] as const;
export type ReservationPeriod = (typeof RESERVATION_PERIODS)[number];

/**
 * The reservations screen's filters (spec §2): search, status (all or one), and a studio day
 * "aaaa-mm-dd" ('' for any); besides the spec's, the period and the class's branch ('' for any).
 */
export type ReservationFilters = {
  search: string;
  status: ReservationStatusFilter;
  date: string;
  period: ReservationPeriod;
  branchId: string;
};
export const NO_FILTERS: ReservationFilters = { search: '', status: 'all', date: '', period: 'upcoming', branchId: '' };

/**
 * What the server is asked for a period, cut at the start of the studio's today: from today on,
 * soonest first (today's bookings on the first page); before today, latest first. A day chosen
 * is that day, in time order. An order chosen on a column wins.
 */
export function periodRequest(
  filters: Pick<ReservationFilters, 'date' | 'period'>,
  todayStartsAt: string,
  sorted: boolean,
): { startsFrom?: string; startsBefore?: string; sort?: 'startTime'; order?: 'asc' | 'desc' } {
  const order = (value: 'asc' | 'desc') => (sorted ? {} : { sort: 'startTime' as const, order: value });
  if (filters.date) return order('asc');
  if (filters.period === 'upcoming') return { startsFrom: todayStartsAt, ...order('asc') };
  if (filters.period === 'past') return { startsBefore: todayStartsAt, ...order('desc') };
  return {};
}

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
