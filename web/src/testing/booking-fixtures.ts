import { DateTime } from 'luxon';
import type {
  ClassOccurrenceDto,
  ReservationClassRef,
  ReservationDto,
  ReservationListResponse,
  ReservationStatus,
} from '@boxstudio/contracts';
import { STUDIO_ZONE } from '../lib/studio-time';

/** Records and answers of the reservations API for the client and instructor screens' specs. */

export const DANIELA = { id: 'i-1', name: 'Daniela Ortega', email: 'daniela@boxstudio.mx' };
export const SOFIA = { id: 'user-client', name: 'Sofía Hernández', email: 'sofia@example.com' };
export const POLANCO = { id: 'b-1', name: 'BoxStudio Polanco' };

const STAMP = '2026-01-01T00:00:00.000Z';

export function aClassRef(id: string, name: string, overrides: Partial<ReservationClassRef> = {}): ReservationClassRef {
  return {
    id,
    name,
    description: null,
    duration: 60,
    maxCapacity: 12,
    price: 150,
    isActive: true,
    isSampleClass: false,
    sampleClassDescription: null,
    branchId: POLANCO.id,
    ...overrides,
  };
}

/** An instant `hours` from now, on a whole minute (so it reads the same in every format). */
export function hoursFromNow(hours: number): string {
  const instant = new Date(Date.now() + hours * 3_600_000);
  instant.setUTCSeconds(0, 0);
  return instant.toISOString();
}

/** The UTC instant of a studio day's "HH:MM" (e.g. today's 12:00 at the studio). */
export function studioInstant(day: string, time: string): string {
  return DateTime.fromISO(`${day}T${time}`, { zone: STUDIO_ZONE }).toUTC().toISO() ?? '';
}

export const plusMinutes = (instant: string, minutes: number): string =>
  new Date(Date.parse(instant) + minutes * 60_000).toISOString();

export function aReservation(
  id: string,
  className: string,
  startTime: string,
  status: ReservationStatus = 'PENDING',
  overrides: Partial<ReservationDto> = {},
): ReservationDto {
  const classRef = aClassRef(`c-${className}`, className);
  return {
    ...{
      id,
      userId: SOFIA.id,
      classId: classRef.id,
      instructorId: DANIELA.id,
      startTime,
      endTime: plusMinutes(startTime, 60),
      status,
    },
    ...{
      user: SOFIA,
      class: classRef,
      instructor: DANIELA,
      createdAt: STAMP,
      updatedAt: STAMP,
      confirmedAt: null,
      cancelledAt: null,
      attendance: null,
    },
    ...overrides,
  };
}

export function anOccurrence(
  classRef: ReservationClassRef,
  startTime: string,
  booked: number,
  overrides: Partial<ClassOccurrenceDto> = {},
): ClassOccurrenceDto {
  return {
    ...{
      classId: classRef.id,
      class: classRef,
      instructor: DANIELA,
      branch: POLANCO,
      startTime,
      endTime: plusMinutes(startTime, classRef.duration),
    },
    ...{ capacity: classRef.maxCapacity, booked, remaining: classRef.maxCapacity - booked, mine: null },
    ...overrides,
  };
}

export function aPage(reservations: ReservationDto[], page = 1, limit = 10): ReservationListResponse {
  return {
    reservations,
    total: reservations.length,
    totalPages: Math.max(1, Math.ceil(reservations.length / limit)),
    currentPage: page,
    limit,
  };
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown, message?: string): Response =>
  json(200, { success: true, data, ...(message ? { message } : {}) });

/** The requests a fetch mock received. */
export const requestsOf = (fetchMock: jest.Mock): Request[] =>
  fetchMock.mock.calls.map(([request]) => request as Request);
