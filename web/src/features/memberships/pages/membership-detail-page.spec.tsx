/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventDto } from '@boxstudio/contracts';
import { aUser, renderRoutes } from '../../../testing/render';
import { ANUAL, CANCELLED, PLAN_LIST, RETIRED, SOFIA } from '../testing/fake-api';
import MembershipDetailPage from './membership-detail-page';

function anEvent(revision: number, type: string, data: Record<string, unknown>): AuditEventDto {
  const occurredAt = `2026-02-0${revision + 1}T18:00:00.000Z`;
  return {
    id: `e-${revision}`,
    type,
    revision,
    position: revision,
    recordedAt: occurredAt,
    data,
    metadata: { userId: 'a-1', correlationId: 'c', causationId: 'c', commandType: type, occurredAt },
  };
}

const TERMS = { userId: SOFIA.id, branchId: 'b-1', type: null };
const EVENTS = [
  anEvent(0, 'MembershipSold', {
    membershipId: 'm-3',
    ...TERMS,
    membershipPlanId: RETIRED.id,
    startDate: '2026-02-01T06:00:00.000Z',
    endDate: '2026-03-03T06:00:00.000Z',
    price: 499,
    status: 'ACTIVE',
    payment: { amount: 499, method: 'CARD' },
  }),
  anEvent(1, 'MembershipRenewed', {
    membershipId: 'm-3',
    ...TERMS,
    membershipPlanId: RETIRED.id,
    months: 3,
    endDate: '2026-06-03T06:00:00.000Z',
    payment: { amount: 1497, method: 'CASH' },
  }),
  anEvent(2, 'MembershipPlanChanged', {
    membershipId: 'm-3',
    membershipPlanId: ANUAL.id,
    branchId: 'b-2',
    price: 14990,
    startDate: '2026-02-03T18:00:00.000Z',
    endDate: '2027-02-03T18:00:00.000Z',
  }),
  anEvent(3, 'MembershipFrozen', {
    membershipId: 'm-3',
    frozenUntil: '2026-02-20T06:00:00.000Z',
    endDate: '2027-02-19T18:00:00.000Z',
  }),
  anEvent(4, 'MembershipCancelled', { membershipId: 'm-3' }),
];
/**
 * A state just after the sale whose plan is no longer named (a plan the read side does not know): the
 * presenter falls back on its lookups.
 */
const SOLD_STATE = {
  id: 'm-3',
  ...TERMS,
  membershipPlanId: RETIRED.id,
  startDate: '2026-02-01T06:00:00.000Z',
  endDate: '2026-03-03T06:00:00.000Z',
  price: 499,
  status: 'ACTIVE',
  frozenUntil: null,
  user: null,
  membershipPlan: null,
  createdAt: '2026-02-01T18:00:00.000Z',
  updatedAt: '2026-02-01T18:00:00.000Z',
  cancelledAt: null,
};

let asOfAsked: string[] = [];

beforeEach(() => {
  asOfAsked = [];
  global.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const ok = (data: unknown) =>
      new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.pathname === '/api/memberships/m-3') return ok(CANCELLED);
    if (url.pathname === '/api/membership-plans')
      return ok({ plans: PLAN_LIST, total: PLAN_LIST.length, totalPages: 1, currentPage: 1, limit: 100 });
    if (url.pathname === '/api/audit/membership/m-3/events')
      return ok({ aggregate: 'membership', id: 'm-3', events: EVENTS });
    if (url.pathname === '/api/audit/membership/m-3') {
      asOfAsked.push(url.searchParams.get('asOf') ?? '');
      return ok({
        aggregate: 'membership',
        id: 'm-3',
        asOf: url.searchParams.get('asOf'),
        revision: 0,
        state: SOLD_STATE,
      });
    }
    if (url.pathname === '/api/users/a-1') return ok(aUser('ADMIN', { id: 'a-1', name: 'Ana Admin' }));
    return new Response(JSON.stringify({ success: false }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

function open(language: 'es' | 'en' = 'es') {
  renderRoutes([{ path: '/admin/memberships/:id', element: <MembershipDetailPage /> }], {
    path: '/admin/memberships/m-3',
    user: aUser('ADMIN'),
    language,
  });
}

describe('MembershipDetailPage', () => {
  it('titles it by person, plan, start and status chip; tells its history in names, studio days, money', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Sofía Hernández · Básico · 1 feb 2026' })).toBeInTheDocument();
    expect(screen.getAllByText('Cancelada').length).toBeGreaterThan(0);
    const history = await screen.findByRole('list', { name: 'Historial' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Membresía cancelada',
      'Membresía congelada',
      'Plan cambiado',
      'Membresía renovada',
      'Membresía vendida',
    ]);
    expect(entries[1]).toHaveTextContent('Congelada hasta: 20 feb 2026');
    expect(entries[1]).toHaveTextContent('Fin: 19 feb 2027');
    expect(await within(entries[2] as HTMLElement).findByText(/Plan: Anual Ilimitado/)).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Sucursal: Providencia');
    expect(entries[2]).toHaveTextContent('Precio: $14,990');
    expect(entries[3]).toHaveTextContent('Renovada por: 3 meses');
    expect(entries[3]).toHaveTextContent('Pago: $1,497 · Efectivo');
    // A renewal restates the person and the plan for its payment only.
    expect(entries[3]).not.toHaveTextContent('Cliente');
    expect(entries[4]).toHaveTextContent(`Cliente: ${SOFIA.name} (${SOFIA.email})`);
    expect(entries[4]).toHaveTextContent('Plan: Promoción Verano');
    expect(entries[4]).toHaveTextContent('Inicio: 1 feb 2026');
    expect(entries[4]).toHaveTextContent('Pago: $499 · Tarjeta');
    // A sale without the legacy type says nothing of it.
    expect(entries[4]).not.toHaveTextContent('Tipo');
    expect(await within(entries[4] as HTMLElement).findByText(/Ana Admin/)).toBeInTheDocument();
    expect(history).not.toHaveTextContent(/\bp-\d|\bb-\d|\bu-\d/);
  });

  it('shows the membership as it stood at an instant: the plan it had then, by name, and its status chip', async () => {
    open();
    await screen.findByRole('list', { name: 'Historial' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Estado en'), '01022026');
    await user.type(screen.getByLabelText('Hora (24 h)'), '1230');
    const state = await screen.findByRole('region', { name: /^Estado al / });
    expect(await within(state).findByText('Promoción Verano')).toBeInTheDocument();
    expect(state).toHaveTextContent(`Cliente${SOFIA.name} (${SOFIA.email})`);
    expect(state).toHaveTextContent('Fin3 mar 2026');
    expect(state).toHaveTextContent('Precio$499');
    expect(within(state).getByText('Activa')).toBeInTheDocument();
    expect(asOfAsked).toHaveLength(1);
  });

  it('speaks English', async () => {
    open('en');
    const history = await screen.findByRole('list', { name: 'History' });
    expect(await within(history).findByText('Membership frozen')).toBeInTheDocument();
    expect(history).toHaveTextContent('Renewed for: 3 months');
  });
});
