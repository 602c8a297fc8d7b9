import type { ClassesReport, MembershipsReport, RevenueReport, UsersReport } from '@boxstudio/contracts';
import { queriesSentTo } from '../../../testing/requests-sent';
import { CLASSES_CSV_TEXT, CLASSES_REPORT } from './classes-report';
import { MEMBERSHIPS_CSV_TEXT, MEMBERSHIPS_REPORT } from './memberships-report';
import { USERS_CSV_TEXT, USERS_REPORT } from './users-report';

/** The reports screen's server for jsdom specs: its answers, and every request it was sent. */

const STAMP = '2026-03-01T12:00:00.000Z';
export const POLANCO = { id: 'b-1', name: 'BoxStudio Polanco' };
export const PROVIDENCIA = { id: 'b-2', name: 'BoxStudio Providencia' };

const aBranch = (branch: { id: string; name: string }) => ({
  ...branch,
  ...{ address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México', postalCode: null, phone: null },
  ...{ email: null, isActive: true, createdAt: STAMP, updatedAt: STAMP },
  _count: { users: 0, classes: 0, membershipPlans: 0 },
});

/** A report of three days, whatever period was asked (the server's folding is the API's own specs' business). */
export const REPORT: RevenueReport = {
  period: { startDate: '2026-03-01', endDate: '2026-03-03', days: 3, branchId: null },
  totalRevenue: 52340.5,
  monthlyRevenue: 8100,
  payments: 42,
  growth: { previousPeriod: 12.5, previousYear: -3.1 },
  refunded: { revenue: 899.5, payments: 1 },
  byDay: [
    { date: '2026-03-01', revenue: 1200, payments: 1 },
    { date: '2026-03-02', revenue: 0, payments: 0 },
    { date: '2026-03-03', revenue: 51140.5, payments: 41 },
  ],
  byMonth: [{ month: '2026-03', revenue: 52340.5, payments: 42 }],
  byPlan: [
    { planId: 'p-1', planName: 'Plan Mensual', revenue: 50000, payments: 40 },
    { planId: null, planName: null, revenue: 2340.5, payments: 2 },
  ],
  byBranch: [
    { branchId: POLANCO.id, branchName: POLANCO.name, revenue: 30000, payments: 25 },
    { branchId: PROVIDENCIA.id, branchName: PROVIDENCIA.name, revenue: 22340.5, payments: 17 },
  ],
  paymentMethods: [
    { method: 'CASH', revenue: 20000, payments: 20 },
    { method: 'CARD', revenue: 30000, payments: 20 },
    { method: 'TRANSFER', revenue: 2340.5, payments: 2 },
  ],
  bySource: [
    { stream: 'MEMBERSHIPS', revenue: 50000, payments: 40 },
    { stream: 'RETAIL', revenue: 2340.5, payments: 2 },
    { stream: 'OTHER', revenue: 0, payments: 0 },
  ],
};

/** The same period with nothing paid: every figure 0, and no growth (nothing to compare with). */
export const EMPTY_REPORT: RevenueReport = {
  ...REPORT,
  totalRevenue: 0,
  monthlyRevenue: 0,
  payments: 0,
  growth: { previousPeriod: null, previousYear: null },
  refunded: { revenue: 0, payments: 0 },
  byDay: REPORT.byDay.map((row) => ({ ...row, revenue: 0, payments: 0 })),
  byMonth: REPORT.byMonth.map((row) => ({ ...row, revenue: 0, payments: 0 })),
  byPlan: [],
  byBranch: [],
  paymentMethods: REPORT.paymentMethods.map((row) => ({ ...row, revenue: 0, payments: 0 })),
  bySource: REPORT.bySource.map((row) => ({ ...row, revenue: 0, payments: 0 })),
};

export const CSV_TEXT = '\uFEFFmonth;revenue;payments\r\n2026-03;52340,5;42\r\n';

/** Each report's CSV: the file's name (as the API names it) and its text. */
const CSV_FILES: Readonly<Record<string, { readonly file: string; readonly text: string }>> & {
  readonly classes: { readonly file: string; readonly text: string };
} = {
  revenue: { file: 'revenue-{table}-2026-03-01-2026-03-03.csv', text: CSV_TEXT },
  memberships: { file: 'memberships-{table}-2026-03-01-2026-03-10.csv', text: MEMBERSHIPS_CSV_TEXT },
  users: { file: 'users-{table}-2026-03-01-2026-03-03.csv', text: USERS_CSV_TEXT },
  classes: { file: 'classes-{table}-2026-03-01-2026-03-10.csv', text: CLASSES_CSV_TEXT },
  'my-classes': { file: 'classes-{table}-2026-03-01-2026-03-10.csv', text: CLASSES_CSV_TEXT },
};

export interface FakeServer {
  /** null: GET /reports/revenue fails with a 500. */
  report: RevenueReport | null;
  /** null: GET /reports/my-classes and GET /reports/classes fail with a 500. */
  classes: ClassesReport | null;
  /** null: GET /reports/memberships fails with a 500. */
  memberships: MembershipsReport | null;
  /** null: GET /reports/users fails with a 500. */
  users: UsersReport | null;
  /**
   * Asked `?asOf=`: each report as the log says the same period now (`restated`); the report then is
   * the field above. A report left out is the same now as then.
   */
  restated: {
    readonly revenue?: RevenueReport;
    readonly memberships?: MembershipsReport;
    readonly users?: UsersReport;
    readonly classes?: ClassesReport;
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    report: REPORT,
    classes: CLASSES_REPORT,
    memberships: MEMBERSHIPS_REPORT,
    users: USERS_REPORT,
    restated: {},
    ...overrides,
  };
  // Each report as asked: of the branch in the query, or of every branch; with `asOf`, then and now.
  const answer = (report: { readonly period: object } | null, url: URL, restated?: { readonly period: object }) => {
    if (!report) return json(500, { success: false });
    const asked = <R extends { readonly period: object }>(one: R) => ({
      ...one,
      period: { ...one.period, branchId: url.searchParams.get('branchId') },
    });
    const asOf = url.searchParams.get('asOf');
    return asOf
      ? ok({ asOf: new Date(asOf).toISOString(), report: asked(report), restated: asked(restated ?? report) })
      : ok(asked(report));
  };
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith('/api/reports/') && url.searchParams.get('format') === 'csv') {
      const table = url.searchParams.get('table') ?? 'byDay';
      const report = path.slice('/api/reports/'.length);
      const { file, text } = CSV_FILES[report] ?? CSV_FILES.classes;
      const name = file.replace('{table}', table);
      return new Response(text, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    }
    if (path === '/api/reports/my-classes') return server.classes ? ok(server.classes) : json(500, { success: false });
    if (path === '/api/reports/classes') return answer(server.classes, url, server.restated.classes);
    if (path === '/api/reports/revenue') return answer(server.report, url, server.restated.revenue);
    if (path === '/api/reports/memberships') return answer(server.memberships, url, server.restated.memberships);
    if (path === '/api/reports/users') return answer(server.users, url, server.restated.users);
    if (path === '/api/branches')
      return ok({
        branches: [aBranch(POLANCO), aBranch(PROVIDENCIA)],
        total: 2,
        totalPages: 1,
        currentPage: 1,
        limit: 100,
      });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/reports/revenue for the JSON report, in order. */
export const reportRequests = (fetchMock: jest.Mock) =>
  queriesSentTo(fetchMock, '/api/reports/revenue').filter((query) => query.format === undefined);

/** The query strings sent to GET /api/reports/my-classes for the JSON report, in order. */
export const myClassesRequests = (fetchMock: jest.Mock) =>
  queriesSentTo(fetchMock, '/api/reports/my-classes').filter((query) => query.format === undefined);

/** The query strings of the CSV files asked of GET /api/reports/my-classes, in order. */
export const myClassesCsvRequests = (fetchMock: jest.Mock) =>
  queriesSentTo(fetchMock, '/api/reports/my-classes').filter((query) => query.format === 'csv');

/** The CSV requests, in order: their query strings and their Authorization header. */
export const csvRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => new URL(request.url).searchParams.get('format') === 'csv')
    .map((request) => ({
      query: Object.fromEntries(new URL(request.url).searchParams),
      authorization: request.headers.get('Authorization'),
    }));

/** The query strings sent to GET /api/reports/<report> for the JSON report, in order. */
export const requestsOf = (fetchMock: jest.Mock, report: 'revenue' | 'memberships' | 'users' | 'classes') =>
  queriesSentTo(fetchMock, `/api/reports/${report}`).filter((query) => query.format === undefined);
