import { queriesSentTo } from '../../../testing/requests-sent';
import type {
  MembershipDto,
  MembershipPlanDto,
  MembershipPlanRef,
  MembershipStatsResponse,
  MembershipStatus,
} from '@boxstudio/contracts';
import { aUser } from '../../../testing/render';

/** The memberships screen's server for jsdom specs: its answers, and every request it was sent. */

export const SOFIA = { id: 'u-1', name: 'Sofía Hernández', email: 'sofia@example.com' };
export const MATEO = { id: 'u-2', name: 'Mateo Ruiz', email: 'mateo@example.com' };

export const BASICO: MembershipPlanRef = { id: 'p-1', name: 'Básico', price: 799, duration: 30 };
export const ANUAL: MembershipPlanRef = { id: 'p-2', name: 'Anual Ilimitado', price: 14990, duration: 365 };
/** Providencia's own "Básico". */
export const BASICO_PROVIDENCIA: MembershipPlanRef = { id: 'p-3', name: 'Básico', price: 799, duration: 30 };
/** A plan no longer sold: a history may still name it. */
export const RETIRED: MembershipPlanRef = { id: 'p-9', name: 'Promoción Verano', price: 499, duration: 30 };

const POLANCO = { id: 'b-1', name: 'Polanco' };
const PROVIDENCIA = { id: 'b-2', name: 'Providencia' };

function aPlan(plan: MembershipPlanRef, branch: { id: string; name: string }, isActive = true): MembershipPlanDto {
  const { id, name, price, duration } = plan;
  return {
    ...{
      id,
      name,
      price,
      duration,
      description: null,
      maxClasses: null,
      features: [],
      branchId: branch.id,
      branch,
      isActive,
    },
    ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  };
}

export const PLAN_LIST: MembershipPlanDto[] = [
  aPlan(BASICO, POLANCO),
  aPlan(ANUAL, POLANCO),
  aPlan(BASICO_PROVIDENCIA, PROVIDENCIA),
  aPlan(RETIRED, POLANCO, false),
];

export function aMembership(
  id: string,
  status: MembershipStatus,
  overrides: Partial<MembershipDto> = {},
): MembershipDto {
  return {
    ...{
      id,
      userId: SOFIA.id,
      user: SOFIA,
      membershipPlanId: BASICO.id,
      membershipPlan: BASICO,
      branchId: POLANCO.id,
      status,
      type: null,
      frozenUntil: null,
    },
    // 1 March to 31 March 2026, each at the studio's midnight (UTC-6).
    ...{ startDate: '2026-03-01T06:00:00.000Z', endDate: '2026-03-31T06:00:00.000Z', price: 799 },
    ...{ createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', cancelledAt: null },
    ...overrides,
  };
}

export const ACTIVE = aMembership('m-1', 'ACTIVE', { type: 'PREMIUM' });
export const EXPIRED = aMembership('m-2', 'EXPIRED', {
  user: MATEO,
  userId: MATEO.id,
  membershipPlanId: ANUAL.id,
  membershipPlan: ANUAL,
  price: 14990,
  startDate: '2025-01-10T06:00:00.000Z',
  endDate: '2026-01-10T06:00:00.000Z',
});
export const CANCELLED = aMembership('m-3', 'CANCELLED', {
  ...{
    membershipPlanId: BASICO_PROVIDENCIA.id,
    membershipPlan: BASICO_PROVIDENCIA,
    branchId: PROVIDENCIA.id,
    price: 99.5,
  },
  ...{
    startDate: '2026-02-01T06:00:00.000Z',
    endDate: '2026-03-03T06:00:00.000Z',
    cancelledAt: '2026-02-05T18:00:00.000Z',
  },
});

export const STATS: MembershipStatsResponse = { total: 42, active: 30, expired: 7, cancelled: 5 };

export interface FakeServer {
  memberships: MembershipDto[];
  /** null: GET /memberships/stats fails. */
  stats: MembershipStatsResponse | null;
  /** null: GET /memberships/plans fails. */
  sellable: MembershipPlanRef[] | null;
  /** What a POST, PUT or DELETE answers, unless `answers` has one for its "METHOD /api/path". */
  command: { status: number; body: unknown };
  answers: Record<string, { status: number; body: unknown }>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { success: true, data, ...(message ? { message } : {}) });

function listAnswer(server: FakeServer, url: URL) {
  const status = url.searchParams.get('status');
  const planId = url.searchParams.get('membershipPlanId');
  const kept = server.memberships.filter(
    (item) => (!status || item.status === status) && (!planId || item.membershipPlanId === planId),
  );
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const memberships = kept.slice((page - 1) * limit, page * limit);
  return {
    memberships,
    total: kept.length,
    totalPages: Math.max(1, Math.ceil(kept.length / limit)),
    currentPage: page,
    limit,
  };
}

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    memberships: [ACTIVE, EXPIRED, CANCELLED],
    stats: STATS,
    sellable: [BASICO, ANUAL, BASICO_PROVIDENCIA],
    command: { status: 200, body: { success: true, data: ACTIVE, message: 'Hecho por el servidor' } },
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
    if (path === '/api/memberships/stats') return server.stats ? ok(server.stats) : json(500, { success: false });
    if (path === '/api/memberships/plans')
      return server.sellable ? ok({ plans: server.sellable }) : json(500, { success: false });
    if (path === '/api/memberships') return ok(listAnswer(server, url));
    if (path === '/api/membership-plans')
      return ok({ plans: PLAN_LIST, total: PLAN_LIST.length, totalPages: 1, currentPage: 1, limit: 100 });
    if (path === '/api/users/role/CLIENT')
      return ok({
        users: [
          aUser('CLIENT', SOFIA),
          aUser('CLIENT', MATEO),
          aUser('CLIENT', { id: 'u-3', name: 'Inés Inactiva', isActive: false }),
        ],
      });
    const changing = server.memberships.find((item) => path === `/api/memberships/${item.id}/plan-change`);
    const newPlan = server.sellable?.find((plan) => plan.id === url.searchParams.get('newPlanId'));
    // The server's quote: 400 of the current term credited, the new plan's price from today.
    if (changing && newPlan)
      return ok({
        credit: 400,
        price: newPlan.price,
        difference: newPlan.price - 400,
        startDate: '2026-03-10T18:00:00.000Z',
        endDate: '2027-03-10T18:00:00.000Z',
      });
    const one = server.memberships.find((item) => path === `/api/memberships/${item.id}`);
    if (one) return ok(one);
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/memberships, in order. */
export const listRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/memberships');

export { commandsSent } from '../../../testing/requests-sent';
