import { queriesSentTo } from '../../../testing/requests-sent';
import type { PaymentDto, PaymentStatsResponse, PaymentStatus } from '@boxstudio/contracts';
import { aUser } from '../../../testing/render';

/** The payments screen's server for jsdom specs: its answers, and every request it was sent. */

export const SOFIA = { id: 'u-1', name: 'Sofía Hernández', email: 'sofia@example.com' };
export const MATEO = { id: 'u-2', name: 'Mateo Ruiz', email: 'mateo@example.com' };

const STAMP = '2026-03-01T12:00:00.000Z';

export function aPayment(id: string, status: PaymentStatus, overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    ...{
      id,
      membershipId: 'm-1',
      membershipPlanId: 'p-1',
      userId: SOFIA.id,
      branchId: 'b-1',
      amount: 1200,
      currency: 'MXN',
      method: 'CASH',
      status,
      kind: 'CHARGE',
      source: 'SALE',
    },
    // 18:05 in Mexico City on 10 March.
    ...{ description: null, retail: null, paidAt: '2026-03-11T00:05:00.000Z', refundedAt: null, refundReason: null },
    ...{
      user: SOFIA,
      branch: { id: 'b-1', name: 'Polanco' },
      membershipPlan: { id: 'p-1', name: 'Plan Mensual' },
      createdAt: STAMP,
      updatedAt: STAMP,
    },
    ...overrides,
  };
}

export const COMPLETED = aPayment('pay-1', 'COMPLETED');
export const REFUNDED = aPayment('pay-2', 'REFUNDED', {
  ...{
    user: MATEO,
    userId: MATEO.id,
    source: 'RENEWAL',
    method: 'CARD',
    amount: 899.5,
    paidAt: '2026-03-12T15:00:00.000Z',
  },
  ...{
    refundedAt: '2026-03-13T16:30:00.000Z',
    refundReason: 'Cobro duplicado',
    membershipPlan: { id: 'p-2', name: 'Plan Trimestral' },
  },
});
export const PENDING = aPayment('pay-3', 'PENDING', {
  source: 'MANUAL',
  method: 'TRANSFER',
  amount: 150,
  membershipId: null,
  membershipPlanId: null,
  membershipPlan: null,
  description: 'Clase suelta',
});

const POLANCO = {
  ...{
    id: 'b-1',
    name: 'Polanco',
    address: 'Calle 1',
    city: 'CDMX',
    state: 'CDMX',
    country: 'México',
    postalCode: null,
    phone: null,
    email: null,
    isActive: true,
  },
  ...{ createdAt: STAMP, updatedAt: STAMP, _count: { users: 0, classes: 0, membershipPlans: 0 } },
};

export const STATS: PaymentStatsResponse = {
  totalPayments: 42,
  totalRevenue: 52340.5,
  pendingPayments: 2,
  completedPayments: 37,
  failedPayments: 3,
  refundedPayments: 1,
  refundedAmount: 899.5,
  successRate: 92.5,
  monthlyRevenue: 8100,
};

export interface FakeServer {
  payments: PaymentDto[];
  /** null: GET /payments/stats fails. */
  stats: PaymentStatsResponse | null;
  /** What a POST, PUT or DELETE answers, unless `answers` has one for its "METHOD /api/path". */
  command: { status: number; body: unknown };
  answers: Record<string, { status: number; body: unknown }>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });

/** Lower case without accents, as the server compares a search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The server's filters: status, method, and the client's name or email; its order is left to the API's own specs. */
function listAnswer(server: FakeServer, url: URL) {
  const status = url.searchParams.get('status');
  const method = url.searchParams.get('method');
  const search = fold(url.searchParams.get('search') ?? '');
  const kept = server.payments.filter(
    (item) =>
      (!status || item.status === status) &&
      (!method || item.method === method) &&
      (!search || [item.user?.name ?? '', item.user?.email ?? ''].some((text) => fold(text).includes(search))),
  );
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const payments = kept.slice((page - 1) * limit, page * limit);
  return {
    payments,
    total: kept.length,
    totalPages: Math.max(1, Math.ceil(kept.length / limit)),
    currentPage: page,
    limit,
  };
}

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    payments: [COMPLETED, REFUNDED, PENDING],
    stats: STATS,
    command: { status: 200, body: { success: true, data: COMPLETED, message: 'Hecho por el servidor' } },
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
    if (path === '/api/payments/stats') return server.stats ? ok(server.stats) : json(500, { success: false });
    if (path === '/api/payments') return ok(listAnswer(server, url));
    if (path === '/api/branches')
      return ok({ branches: [POLANCO], total: 1, totalPages: 1, currentPage: 1, limit: 100 });
    if (path === '/api/users/role/CLIENT')
      return ok({
        users: [
          aUser('CLIENT', SOFIA),
          aUser('CLIENT', MATEO),
          aUser('CLIENT', { id: 'u-3', name: 'Inés Inactiva', isActive: false }),
        ],
      });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/payments, in order. */
export const listRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/payments');

export { commandsSent } from '../../../testing/requests-sent';
