/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { json, ok, requestsOf } from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import { aMembership, aPayment, daysFromNow, membershipPage, paymentPage } from '../testing/fixtures';
import MembershipPage from './membership-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

type Answer = unknown | Response;
interface Answers {
  readonly memberships: Answer;
  readonly remaining?: Answer;
  readonly payments?: Answer | ((url: URL) => Answer);
}

const RUNNING = aMembership('m-1', 'Plan Mensual', 'ACTIVE', daysFromNow(-10), daysFromNow(12));
const EXPIRED = aMembership(
  'm-0',
  'Plan Trimestral',
  'EXPIRED',
  '2025-10-01T06:00:00.000Z',
  '2025-12-30T06:00:00.000Z',
);
const CANCELLED = aMembership('m-9', 'Plan Anual', 'CANCELLED', '2025-06-01T06:00:00.000Z', '2026-06-01T06:00:00.000Z');

function serve({ memberships, remaining = { remainingDays: 12 }, payments = paymentPage([]) }: Answers) {
  const answer = (value: Answer) => (value instanceof Response ? value : ok(value));
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/memberships/user') return answer(memberships);
    if (url.pathname === '/api/memberships/remaining-days') return answer(remaining);
    if (url.pathname === '/api/payments')
      return answer(typeof payments === 'function' ? (payments as (url: URL) => Answer)(url) : payments);
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const open = (language: 'es' | 'en' = 'es') =>
  renderPage(<MembershipPage />, { user: aUser('CLIENT'), path: '/membership', language });
const section = (name: string) => screen.getByRole('region', { name });

describe('client membership page', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the membership in force (plan, status, dates, days left), the others, and the payments', async () => {
    const fetchMock = serve({
      memberships: membershipPage([RUNNING, EXPIRED, CANCELLED]),
      payments: paymentPage([
        aPayment('pay-1'),
        aPayment('pay-2', {
          source: 'MANUAL',
          method: 'CASH',
          amount: 150,
          membershipPlan: null,
          description: 'Clase suelta',
          status: 'REFUNDED',
        }),
      ]),
    });
    open();
    const current = await screen.findByRole('heading', { name: 'Plan Mensual', level: 3 });
    const card = current.closest('.client-membership__current') as HTMLElement;
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(card).toHaveTextContent('Te quedan 12 días');
    expect(card).toHaveTextContent(/Inicio\d{1,2} \w{3} \d{4}/);
    expect(card).toHaveTextContent('$899.00');
    expect(card).not.toHaveTextContent('Congelada');

    const others = within(section('Otras membresías')).getAllByRole('listitem');
    expect(others.map((item) => item.textContent)).toEqual([
      'Plan Trimestral1 oct 2025 – 30 dic 2025Expirada',
      'Plan Anual1 jun 2025 – 1 jun 2026Cancelada',
    ]);

    const payments = within(section('Mis pagos'));
    const rows = await payments.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Venta · Plan Mensual10 mar 2026, 18:05 · Tarjeta$899.00Completado');
    expect(rows[1]).toHaveTextContent('Manual · Clase suelta10 mar 2026, 18:05 · Efectivo$150.00Reembolsado');
    // Its own payments, whatever the role.
    const asked = requestsOf(fetchMock)
      .map((request) => new URL(request.url))
      .find((url) => url.pathname === '/api/payments');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ userId: 'user-client', page: '1', limit: '5' });
  });

  it('says until when a frozen membership is frozen', async () => {
    serve({ memberships: membershipPage([{ ...RUNNING, frozenUntil: daysFromNow(6) }]) });
    open();
    const card = (await screen.findByRole('heading', { name: 'Plan Mensual', level: 3 })).closest(
      '.client-membership__current',
    ) as HTMLElement;
    expect(within(card).getByText(/^Congelada hasta el \d{1,2} \w{3} \d{4}$/)).toBeInTheDocument();
  });

  it('names the start of a membership sold ahead instead of the days left', async () => {
    serve({
      memberships: membershipPage([aMembership('m-2', 'Plan Mensual', 'ACTIVE', daysFromNow(3), daysFromNow(33))]),
      remaining: { remainingDays: 0 },
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'Plan Mensual', level: 3 })).closest(
      '.client-membership__current',
    ) as HTMLElement;
    expect(card).toHaveTextContent(/Comienza el \d{1,2} \w{3} \d{4}/);
  });

  it('says there is no active membership when none is in force, and lists the past ones', async () => {
    serve({ memberships: membershipPage([EXPIRED]), remaining: { remainingDays: 0 } });
    open();
    expect(await screen.findByText('Sin membresía activa')).toBeInTheDocument();
    expect(within(section('Otras membresías')).getByText('Plan Trimestral')).toBeInTheDocument();
    expect(await within(section('Mis pagos')).findByText('Aún no tienes pagos registrados')).toBeInTheDocument();
  });

  it('says so to a person who never had a membership', async () => {
    serve({ memberships: membershipPage([]), remaining: { remainingDays: 0 } });
    open();
    expect(await screen.findByText('Sin membresía activa')).toBeInTheDocument();
    expect(screen.getByText('No tienes otras membresías.')).toBeInTheDocument();
  });

  it('counts 0 days, silently, when the remaining days cannot be read (spec §8)', async () => {
    serve({ memberships: membershipPage([RUNNING]), remaining: json(500, { success: false, message: 'x' }) });
    open();
    const card = (await screen.findByRole('heading', { name: 'Plan Mensual', level: 3 })).closest(
      '.client-membership__current',
    ) as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('Te quedan 0 días'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("says 'Error al cargar las membresías del usuario' when unreadable, still showing the payments", async () => {
    serve({ memberships: json(500, { success: false }), payments: paymentPage([aPayment('pay-1')]) });
    open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las membresías del usuario', 'error'));
    expect(screen.getByText('Error al cargar las membresías del usuario')).toBeInTheDocument();
    expect(await within(section('Mis pagos')).findByText('Venta · Plan Mensual')).toBeInTheDocument();
  });

  it("says 'Error al cargar los pagos' when the payments cannot be read", async () => {
    serve({ memberships: membershipPage([RUNNING]), payments: json(500, { success: false }) });
    open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar los pagos', 'error'));
  });

  it('pages through the payments five at a time', async () => {
    const fetchMock = serve({
      memberships: membershipPage([RUNNING]),
      payments: (url: URL) =>
        url.searchParams.get('page') === '2'
          ? paymentPage([aPayment('pay-6', { amount: 60 })], 2, 5, 6)
          : paymentPage(
              [1, 2, 3, 4, 5].map((n) => aPayment(`pay-${n}`)),
              1,
              5,
              6,
            ),
    });
    open();
    const payments = within(section('Mis pagos'));
    expect(await payments.findAllByRole('listitem')).toHaveLength(5);
    await userEvent.setup().click(payments.getByRole('button', { name: /Siguiente/ }));
    expect(await payments.findByText('$60.00')).toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => new URL(request.url).searchParams.get('page') === '2')).toBe(true);
  });

  it('reads in English', async () => {
    serve({ memberships: membershipPage([RUNNING]), payments: paymentPage([aPayment('pay-1')]) });
    open('en');
    const card = (await screen.findByRole('heading', { name: 'Plan Mensual', level: 3 })).closest(
      '.client-membership__current',
    ) as HTMLElement;
    expect(card).toHaveTextContent('12 days left');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(await within(section('My payments')).findByText('Sale · Plan Mensual')).toBeInTheDocument();
  });

  it('leaves the payments out for staff the API gives none (an instructor)', async () => {
    const fetchMock = serve({ memberships: membershipPage([]), remaining: { remainingDays: 0 } });
    renderPage(<MembershipPage />, { user: aUser('INSTRUCTOR'), path: '/membership' });
    expect(await screen.findByText('Sin membresía activa')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mis pagos' })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => new URL(request.url).pathname === '/api/payments')).toBe(false);
  });
});
