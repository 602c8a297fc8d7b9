/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEventDto, BranchSummary } from '@boxstudio/contracts';
import { aUser, renderRoutes } from '../../../testing/render';
import BranchDetailPage from './branch-detail-page';

const ROMA: BranchSummary = {
  ...{
    id: 'b-9',
    name: 'BoxStudio Roma',
    address: 'Álvaro Obregón 120',
    city: 'CDMX Centro',
    state: 'CDMX',
    country: 'México',
  },
  ...{
    postalCode: null,
    phone: null,
    email: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  },
  _count: { users: 0, classes: 0, membershipPlans: 0 },
};

const event = (revision: number, type: string, data: Record<string, unknown>): AuditEventDto => ({
  ...{ id: `e-${revision}`, type, revision, position: revision, recordedAt: '2026-01-01T00:00:00.000Z', data },
  metadata: {
    userId: 'u-1',
    correlationId: 'c',
    causationId: 'c',
    commandType: type,
    occurredAt: '2026-01-01T00:00:00.000Z',
  },
});

const ANSWERS: Record<string, unknown> = {
  '/api/branches/b-9': ROMA,
  '/api/audit/branch/b-9/events': {
    aggregate: 'branch',
    id: 'b-9',
    events: [
      event(0, 'BranchCreated', { name: 'BoxStudio Roma' }),
      event(1, 'BranchUpdated', { changes: { city: 'CDMX Centro' } }),
    ],
  },
  '/api/users/u-1': aUser('SUPER_ADMIN', { id: 'u-1', name: 'Ana Admin' }),
  '/api/audit/branch/b-9': {
    aggregate: 'branch',
    id: 'b-9',
    asOf: '2026-01-01T12:00:00.000Z',
    revision: 0,
    state: { ...ROMA, city: 'CDMX' },
  },
};

describe('BranchDetailPage', () => {
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

  it("shows the branch's fields and history under 'Historial' in the spec's words, its name in the tab", async () => {
    renderRoutes([{ path: '/admin/branches/:id', element: <BranchDetailPage /> }], {
      path: '/admin/branches/b-9',
      user: aUser('SUPER_ADMIN'),
    });
    expect(await screen.findByRole('heading', { name: 'BoxStudio Roma' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Historial' });
    expect(within(history).getByText('Sucursal creada')).toBeInTheDocument();
    expect(within(history).getByText('Sucursal actualizada')).toBeInTheDocument();
    expect(within(history).getByText('Ciudad: CDMX Centro')).toBeInTheDocument();
    expect((await within(history).findAllByText('por Ana Admin')).length).toBe(2);
    await waitFor(() => expect(document.title).toBe('BoxStudio Roma · Sucursales · BoxStudio'));
  });

  it('shows the state "as of" an instant like the branch page: labels, status chip, a dash for nothing', async () => {
    renderRoutes([{ path: '/admin/branches/:id', element: <BranchDetailPage /> }], {
      path: '/admin/branches/b-9',
      user: aUser('SUPER_ADMIN'),
    });
    await screen.findByRole('heading', { name: 'BoxStudio Roma' });
    fireEvent.change(screen.getByLabelText('Estado en'), { target: { value: '01/01/2026' } });
    fireEvent.change(screen.getByLabelText('Hora (24 h)'), { target: { value: '12:00' } });
    const state = await screen.findByRole('region', { name: /^Estado al / });
    expect(within(state).getByText('Ciudad').nextSibling).toHaveTextContent('CDMX');
    expect(within(state).getByText('Teléfono').nextSibling).toHaveTextContent('—');
    expect(within(state).getByText('Sucursal activa').nextSibling).toHaveTextContent('Activa');
  });
});
