import { queriesSentTo } from '../../../testing/requests-sent';
import type {
  AvailabilityResponse,
  ClassDto,
  ClassOccurrenceDto,
  ReservationDto,
  ReservationStatsResponse,
  ReservationStatus,
} from '@boxstudio/contracts';
import { aUser } from '../../../testing/render';

/** The reservations screen's server for jsdom specs: its answers, and every request it was sent. */

export const DANIELA = { id: 'i-1', name: 'Daniela Ortega', email: 'daniela@boxstudio.mx' };
export const JORGE = { id: 'i-2', name: 'Jorge Núñez', email: 'jorge@boxstudio.mx' };
export const SOFIA = { id: 'u-1', name: 'Sofía Hernández', email: 'sofia@example.com' };
export const MATEO = { id: 'u-2', name: 'Mateo Ruiz', email: 'mateo@example.com' };

export function aClass(id: string, name: string, overrides: Partial<ClassDto> = {}): ClassDto {
  const instructor = overrides.instructor ?? DANIELA;
  return {
    ...{
      id,
      name,
      description: null,
      duration: 50,
      maxCapacity: 12,
      price: 150,
      instructorId: instructor.id,
      instructor,
    },
    ...{
      branchId: 'b-1',
      branch: { id: 'b-1', name: 'Polanco' },
      isSampleClass: false,
      sampleClassDescription: null,
      isActive: true,
      schedules: [],
    },
    ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

export const CARDIO = aClass('c-1', 'Cardio Box');
export const HIIT = aClass('c-2', 'HIIT', { instructor: JORGE, instructorId: JORGE.id, duration: 30 });
export const SAMPLE = aClass('c-3', 'Clase muestra', {
  price: 0,
  isSampleClass: true,
  sampleClassDescription: 'Tu primera clase, sin costo',
});

export function aReservation(
  id: string,
  status: ReservationStatus,
  overrides: Partial<ReservationDto> = {},
): ReservationDto {
  const klass = CARDIO;
  return {
    ...{ id, userId: SOFIA.id, classId: klass.id, instructorId: DANIELA.id, status, user: SOFIA, instructor: DANIELA },
    class: {
      id: klass.id,
      name: klass.name,
      description: null,
      duration: klass.duration,
      maxCapacity: 12,
      price: 150,
      isActive: true,
      isSampleClass: false,
      sampleClassDescription: null,
      branchId: 'b-1',
    },
    // 18:00 and 18:50 in Mexico City.
    ...{ startTime: '2026-03-11T00:00:00.000Z', endTime: '2026-03-11T00:50:00.000Z' },
    ...{
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      confirmedAt: null,
      cancelledAt: null,
      attendance: null,
    },
    ...overrides,
  };
}

export const PENDING = aReservation('r-1', 'PENDING');
export const CONFIRMED = aReservation('r-2', 'CONFIRMED', {
  user: MATEO,
  userId: MATEO.id,
  startTime: '2026-03-12T15:00:00.000Z',
  endTime: '2026-03-12T15:50:00.000Z',
});
export const CANCELLED = aReservation('r-3', 'CANCELLED', {
  classId: HIIT.id,
  instructorId: JORGE.id,
  instructor: JORGE,
  class: { ...aReservation('x', 'PENDING').class!, id: HIIT.id, name: 'HIIT', duration: 30 },
});

export interface FakeServer {
  reservations: ReservationDto[];
  classes: ClassDto[];
  /** null: GET /reservations/stats fails. */
  stats: ReservationStatsResponse | null;
  /** null: the availability check fails. */
  availability: AvailabilityResponse | null;
  /** What GET /reservations/occurrences lays out (narrowed by its `classId`); null: it fails. */
  occurrences: ClassOccurrenceDto[] | null;
  /** What a POST, PUT or DELETE answers, unless `answers` has one for its "METHOD /api/path". */
  command: { status: number; body: unknown };
  answers: Record<string, { status: number; body: unknown }>;
}

export const STATS: ReservationStatsResponse = {
  total: 42,
  pending: 7,
  confirmed: 30,
  cancelled: 5,
  today: 3,
  thisWeek: 12,
  thisMonth: 40,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { success: true, data, ...(message ? { message } : {}) });

function listAnswer(server: FakeServer, url: URL) {
  const status = url.searchParams.get('status');
  const kept = server.reservations.filter((item) => !status || item.status === status);
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const reservations = kept.slice((page - 1) * limit, page * limit);
  return {
    reservations,
    total: kept.length,
    totalPages: Math.max(1, Math.ceil(kept.length / limit)),
    currentPage: page,
    limit,
  };
}

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    reservations: [PENDING, CONFIRMED, CANCELLED],
    classes: [CARDIO, HIIT, SAMPLE],
    stats: STATS,
    availability: { available: true, capacity: 12, booked: 5, remaining: 7 },
    occurrences: [],
    command: { status: 200, body: { success: true, data: PENDING, message: 'Hecho por el servidor' } },
    answers: {},
    ...overrides,
  };
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method !== 'GET') {
      const answer = server.answers[`${request.method} ${path}`] ?? server.command;
      return json(answer.status, answer.body);
    }
    if (path === '/api/reservations/stats') return server.stats ? ok(server.stats) : json(500, { success: false });
    if (path.startsWith('/api/reservations/availability/'))
      return server.availability ? ok(server.availability) : json(500, { success: false });
    if (path === '/api/reservations/occurrences') {
      if (!server.occurrences) return json(500, { success: false });
      const classId = url.searchParams.get('classId');
      const occurrences = server.occurrences.filter((item) => !classId || item.classId === classId);
      return ok({ from: url.searchParams.get('from'), to: '', occurrences });
    }
    if (path === '/api/reservations') return ok(listAnswer(server, url));
    if (path === '/api/classes')
      return ok({ classes: server.classes, total: server.classes.length, totalPages: 1, currentPage: 1, limit: 100 });
    if (path === '/api/users/role/CLIENT')
      return ok({
        users: [
          aUser('CLIENT', SOFIA),
          aUser('CLIENT', MATEO),
          aUser('CLIENT', { id: 'u-3', name: 'Inés Inactiva', isActive: false }),
        ],
      });
    if (path === '/api/users/role/INSTRUCTOR')
      return ok({ users: [aUser('INSTRUCTOR', DANIELA), aUser('INSTRUCTOR', JORGE)] });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/reservations, in order. */
export const listRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/reservations');

export { commandsSent } from '../../../testing/requests-sent';
