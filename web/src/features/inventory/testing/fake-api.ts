import type { InventoryItemDto, InventoryStatsResponse } from '@boxstudio/contracts';
import { queriesSentTo } from '../../../testing/requests-sent';
import { aUser } from '../../../testing/render';

/** The inventory screen's server for jsdom specs: its answers, and every request it was sent. */

export const SOFIA = { id: 'u-1', name: 'Sofía Hernández', email: 'sofia@example.com' };
const STAMP = '2026-03-01T12:00:00.000Z';
const POLANCO = { id: 'b-1', name: 'Polanco' };
const CONDESA = { id: 'b-2', name: 'Condesa' };

export function anItem(id: string, overrides: Partial<InventoryItemDto> = {}): InventoryItemDto {
  return {
    ...{ id, name: 'Guantes 12 oz', description: null, category: 'GEAR', sku: 'GLV-12', quantity: 10, unit: 'PAIR' },
    ...{ threshold: 3, cost: 450, price: 899, supplier: null, location: null, branchId: POLANCO.id, branch: POLANCO },
    ...{ isActive: true, isLowStock: false, isOutOfStock: false, value: 4500, createdAt: STAMP, updatedAt: STAMP },
    ...overrides,
  };
}

export const GLOVES = anItem('i-1');
export const WRAPS = anItem('i-2', {
  ...{ name: 'Vendas 180"', sku: 'WRP-180', quantity: 2, unit: 'PIECE', threshold: 5, price: 150 },
  ...{ isLowStock: true, value: 160 },
});
export const WATER = anItem('i-3', {
  ...{ name: 'Agua 1 L', sku: 'H2O-1', quantity: 0, unit: 'BOTTLE', category: 'BEVERAGES', price: 20 },
  ...{ isLowStock: true, isOutOfStock: true, value: 0 },
});

export const STATS: InventoryStatsResponse = {
  totalItems: 3,
  activeItems: 3,
  lowStockItems: 2,
  outOfStockItems: 1,
  totalValue: 4660,
};

const aBranch = (branch: { id: string; name: string }) => ({
  ...branch,
  ...{ address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México', postalCode: null, phone: null },
  ...{ email: null, isActive: true, createdAt: STAMP, updatedAt: STAMP },
  _count: { users: 0, classes: 0, membershipPlans: 0 },
});

export interface FakeServer {
  items: InventoryItemDto[];
  /** What a POST, PUT or DELETE answers, unless `answers` has one for its "METHOD /api/path". */
  command: { status: number; body: unknown };
  answers: Record<string, { status: number; body: unknown }>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });

/** The server's filters: low stock and category; its search and order are left to the API's own specs. */
function listAnswer(server: FakeServer, url: URL) {
  const low = url.searchParams.get('lowStock');
  const category = url.searchParams.get('category');
  const kept = server.items.filter(
    (item) => (low !== 'true' || item.isLowStock) && (!category || item.category === category),
  );
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return {
    items: kept.slice((page - 1) * limit, page * limit),
    total: kept.length,
    totalPages: Math.max(1, Math.ceil(kept.length / limit)),
    currentPage: page,
    limit,
  };
}

/** Installs the fake server as `fetch`; the returned mock records each Request. */
export function serve(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    items: [GLOVES, WRAPS, WATER],
    command: { status: 201, body: { success: true, data: {}, message: 'Hecho por el servidor' } },
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
    if (path === '/api/inventory/stats') return ok(STATS);
    if (path === '/api/inventory') return ok(listAnswer(server, url));
    if (path === '/api/branches')
      return ok({
        branches: [aBranch(POLANCO), aBranch(CONDESA)],
        total: 2,
        totalPages: 1,
        currentPage: 1,
        limit: 100,
      });
    if (path === '/api/users/role/CLIENT') return ok({ users: [aUser('CLIENT', SOFIA)] });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { server, fetchMock };
}

/** The query strings sent to GET /api/inventory, in order. */
export const listRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/inventory');

export { commandsSent } from '../../../testing/requests-sent';
