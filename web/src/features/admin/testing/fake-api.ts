import type { ClassOccurrenceDto, OverviewReport } from '@boxstudio/contracts';
import {
  aClassRef,
  anOccurrence,
  aReservation,
  hoursFromNow,
  json,
  ok,
  POLANCO,
} from '../../../testing/booking-fixtures';
import { queriesSentTo } from '../../../testing/requests-sent';

/** The admin dashboard's server for jsdom specs: its answers, and every request it was sent. */

export { POLANCO };
export const PROVIDENCIA = { id: 'b-2', name: 'BoxStudio Providencia' };

const STAMP = '2026-03-01T12:00:00.000Z';

const aBranch = (branch: { id: string; name: string }) => ({
  ...branch,
  ...{ address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México', postalCode: null, phone: null },
  ...{ email: null, isActive: true, createdAt: STAMP, updatedAt: STAMP },
  _count: { users: 0, classes: 0, membershipPlans: 0 },
});

/** The month so far, whatever period was asked (the figures are the API's own specs' business). */
export const OVERVIEW: OverviewReport = {
  period: { startDate: '2026-03-01', endDate: '2026-03-15', days: 15, branchId: null },
  users: { total: 240, active: 231, growth: 8, atRisk: 3 },
  classes: { total: 14, active: 12, instructors: 5, growth: 2.5 },
  reservations: {
    ...{ total: 310, pending: 40, confirmed: 250, cancelled: 20 },
    ...{ today: 14, thisWeek: 70, thisMonth: 310, checkedInToday: 9 },
  },
  memberships: { total: 180, active: 120, expired: 50, expiringIn7Days: 6, growth: 4.3 },
  // 52,340.50 is 12.5% more than 46,524.89.
  revenue: { total: 52340.5, monthly: 104681, growth: 10, thisMonth: 52340.5, lastMonthToDate: 46524.89 },
};

/** A first month: nothing to compare with, so every change is "—". */
export const FIRST_MONTH: OverviewReport = {
  ...OVERVIEW,
  reservations: { ...OVERVIEW.reservations, checkedInToday: 1 },
  memberships: { ...OVERVIEW.memberships, growth: null, expiringIn7Days: 1 },
  revenue: { ...OVERVIEW.revenue, growth: null, lastMonthToDate: 0 },
};

const CLASS_NAMES = [
  'Box Básico',
  'Cardio Box',
  'HIIT',
  'Box Técnico',
  'Sparring',
  'Box Studio',
  'Funcional',
  'Box Kids',
];

/**
 * Ten classes of today around now: three over (the first ones, ended hours ago), one in progress and six
 * to come; the one in progress is full, the others have places left.
 */
export function todaysClasses(): ClassOccurrenceDto[] {
  const starts = [-6, -5, -4, -0.5, 1, 2, 3, 4, 5, 6];
  return starts.map((hours, index) => {
    const name = `${CLASS_NAMES[index % CLASS_NAMES.length] ?? 'Clase'} ${index + 1}`;
    const classRef = aClassRef(`c-${index + 1}`, name, { duration: 50 });
    const branch = index % 2 === 0 ? POLANCO : PROVIDENCIA;
    return anOccurrence(classRef, hoursFromNow(hours), hours === -0.5 ? 12 : 8, { branch });
  });
}

export interface FakeServer {
  /** null: GET /reports/overview fails with a 500. */
  overview: OverviewReport | null;
  /** null: GET /reservations/occurrences fails with a 500. */
  occurrences: ClassOccurrenceDto[] | null;
}

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = { overview: OVERVIEW, occurrences: todaysClasses(), ...overrides };
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/api/reports/overview':
        return server.overview ? ok(server.overview) : json(500, { success: false });
      case '/api/reservations/occurrences': {
        const from = url.searchParams.get('from');
        return server.occurrences ? ok({ from, to: from, occurrences: server.occurrences }) : json(500, {});
      }
      case '/api/reservations/r-1/cancel':
        return ok(aReservation('r-1', 'Cardio Box', hoursFromNow(2), 'CANCELLED'), 'Reserva cancelada exitosamente');
      case '/api/branches':
        return ok({
          branches: [aBranch(POLANCO), aBranch(PROVIDENCIA)],
          ...{ total: 2, totalPages: 1, currentPage: 1, limit: 100 },
        });
      case '/api/clients/stats':
        return ok({ totalClients: 240, activeClients: 231, inactiveClients: 9, newClientsThisMonth: 12 });
      case '/api/users/stats':
        return ok({ totalEmployees: 9, activeEmployees: 8, instructors: 5, supervisors: 1, managers: 1, admins: 2 });
      case '/api/inventory/stats':
        return ok({ totalItems: 30, activeItems: 28, lowStockItems: 4, outOfStockItems: 1, totalValue: 1000 });
      default:
        return json(404, { success: false, message: 'No encontrado' });
    }
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/reports/overview, in order. */
export const overviewRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/reports/overview');

/** The query strings sent to GET /api/reservations/occurrences, in order. */
export const occurrenceRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/reservations/occurrences');
