/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEventDto, InventoryMovementDto } from '@boxstudio/contracts';
import { aUser, renderRoutes } from '../../../testing/render';
import { anItem } from '../testing/fake-api';
import ItemDetailPage from './item-detail-page';

const WRAPS = anItem('i-2', {
  ...{ name: 'Vendas 180"', sku: 'WRP-180', quantity: 2, unit: 'PIECE', threshold: 5, price: 150, cost: 80 },
  ...{ isLowStock: true, value: 160 },
});

const line = (id: string, overrides: Partial<InventoryMovementDto>): InventoryMovementDto => ({
  ...{ id, itemId: 'i-2', branchId: 'b-1', type: 'IN', quantity: 1, delta: 1, quantityBefore: 0, quantityAfter: 1 },
  ...{ reason: null, unitCost: null, unitPrice: null, amount: null, method: null, client: null, transferId: null },
  ...{ counterpartItemId: null, counterpartBranch: null, recordedBy: null, occurredAt: '2026-03-11T00:05:00.000Z' },
  ...overrides,
});

const event = (revision: number, type: string, data: Record<string, unknown>): AuditEventDto => ({
  ...{ id: `e-${revision}`, type, revision, position: revision, recordedAt: '2026-03-01T00:00:00.000Z', data },
  metadata: {
    ...{ userId: 'u-1', correlationId: 'c', causationId: 'c', commandType: type },
    occurredAt: '2026-03-01T00:00:00.000Z',
  },
});

const ANSWERS: Record<string, unknown> = {
  '/api/inventory/i-2': WRAPS,
  '/api/inventory/i-2/movements': {
    movements: [
      line('m-2', {
        ...{ type: 'ADJUST', quantity: 3, delta: -3, quantityBefore: 5, quantityAfter: 2, reason: 'Conteo semanal' },
        recordedBy: { id: 'u-1', name: 'Ana Admin', email: 'ana@example.com' },
      }),
      line('m-1', { quantity: 5, delta: 5, quantityBefore: 0, quantityAfter: 5, unitCost: 80 }),
    ],
    ...{ total: 2, totalPages: 1, currentPage: 1, limit: 10 },
  },
  '/api/audit/inventory/i-2/events': {
    aggregate: 'inventory',
    id: 'i-2',
    events: [
      event(0, 'InventoryItemCreated', { name: 'Vendas 180"', sku: 'WRP-180' }),
      event(1, 'StockCounted', { quantity: 3, before: 5, after: 2, reason: 'Conteo semanal' }),
    ],
  },
  '/api/users/u-1': aUser('SUPER_ADMIN', { id: 'u-1', name: 'Ana Admin' }),
  '/api/audit/inventory/i-2': {
    aggregate: 'inventory',
    id: 'i-2',
    asOf: '2026-03-01T12:00:00.000Z',
    revision: 0,
    state: { ...WRAPS, quantity: 5, isLowStock: false },
  },
  '/api/branches': { branches: [], total: 0, totalPages: 1, currentPage: 1, limit: 100 },
};

describe('ItemDetailPage', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (request: Request) => {
      const data = ANSWERS[new URL(request.url).pathname];
      const body = data === undefined ? { success: false } : { success: true, data };
      return new Response(JSON.stringify(body), {
        status: data === undefined ? 404 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch;
  });

  it('shows the item with its low-stock chip, the ledger (before → after, who, when, why) and history', async () => {
    renderRoutes([{ path: '/admin/inventory/:id', element: <ItemDetailPage /> }], {
      path: '/admin/inventory/i-2',
      user: aUser('ADMIN'),
    });
    expect(await screen.findByRole('heading', { name: 'Vendas 180" (WRP-180)' })).toBeInTheDocument();
    expect(screen.getAllByText('Stock bajo').length).toBeGreaterThan(0);
    const ledger = await screen.findByRole('table', { name: 'Movimientos del artículo' });
    const count = within(ledger).getByRole('row', { name: /Ajuste/ });
    expect(count).toHaveTextContent('5 → 2');
    expect(count).toHaveTextContent('-3');
    expect(count).toHaveTextContent('Ana Admin');
    expect(count).toHaveTextContent('Conteo semanal');
    // 18:05 in Mexico City on 10 March.
    expect(count).toHaveTextContent('10 mar 2026');
    expect(count).toHaveTextContent('18:05');
    const receipt = within(ledger).getByRole('row', { name: /Entrada/ });
    expect(receipt).toHaveTextContent('0 → 5');
    expect(receipt).toHaveTextContent('Sistema');
    expect(receipt).toHaveTextContent('$80.00');
    const history = await screen.findByRole('list', { name: 'Historial' });
    expect(within(history).getByText('Conteo de stock')).toBeInTheDocument();
    expect(within(history).getByText('Stock: 5 → 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar movimiento' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Transferir' })).toBeEnabled();
  });

  it('shows the item "as of" an instant, its stock then', async () => {
    renderRoutes([{ path: '/admin/inventory/:id', element: <ItemDetailPage /> }], {
      path: '/admin/inventory/i-2',
      user: aUser('ADMIN'),
    });
    await screen.findByRole('heading', { name: 'Vendas 180" (WRP-180)' });
    fireEvent.change(screen.getByLabelText('Estado en'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Hora (24 h)'), { target: { value: '12:00' } });
    const state = await screen.findByRole('region', { name: /^Estado al / });
    expect(within(state).getByText('Cantidad').nextSibling).toHaveTextContent('5');
    expect(within(state).getByText('Costo (MXN)').nextSibling).toHaveTextContent('$80.00');
  });
});
