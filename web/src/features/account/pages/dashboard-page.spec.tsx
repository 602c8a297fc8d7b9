/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClassOccurrenceDto,
  HasActiveMembershipResponse,
  RemainingDaysResponse,
  ReservationListResponse,
} from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import {
  aClassRef,
  anOccurrence,
  aPage,
  aReservation,
  hoursFromNow,
  json,
  ok,
  POLANCO,
} from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import DashboardPage from './dashboard-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** The membership checks' answers; by default none is served (a 404 each). */
interface MembershipAnswers {
  readonly hasActive?: HasActiveMembershipResponse | Response;
  readonly remaining?: RemainingDaysResponse | Response;
}

function serve(
  upcoming: ReservationListResponse | Response,
  membership: MembershipAnswers = {},
  week: ClassOccurrenceDto[] = [],
) {
  const answer = (value: unknown) =>
    value instanceof Response
      ? value
      : value === undefined
        ? json(404, { success: false, message: 'No encontrado' })
        : ok(value);
  global.fetch = jest.fn(async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === '/api/reservations/user/upcoming') return upcoming instanceof Response ? upcoming : ok(upcoming);
    if (pathname === '/api/reservations/occurrences') {
      return ok({ from: searchParams.get('from'), to: searchParams.get('from'), occurrences: week });
    }
    if (pathname === '/api/branches') return ok({ branches: [POLANCO], total: 1, page: 1, limit: 100, totalPages: 1 });
    if (pathname === '/api/memberships/has-active') return answer(membership.hasActive);
    if (pathname === '/api/memberships/remaining-days') return answer(membership.remaining);
    return json(404, { success: false, message: 'No encontrado' });
  }) as unknown as typeof fetch;
}

const membershipCard = async () =>
  (await screen.findByRole('heading', { name: 'Mi membresía' })).closest('.program-card') as HTMLElement;

describe('client dashboard', () => {
  it('shows the next bookings, each cancellable after a question', async () => {
    serve(
      aPage([
        aReservation('r-1', 'Box', hoursFromNow(26), 'CONFIRMED'),
        aReservation('r-2', 'HIIT', hoursFromNow(50), 'PENDING'),
      ]),
    );
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    const upcoming = await screen.findByRole('region', { name: 'Mis próximas reservas' });
    await within(upcoming).findByText('Box');
    within(upcoming).getByText('HIIT');
    await userEvent.click(
      within(upcoming).getAllByRole('button', { name: /^Cancelar la reserva de Box/ })[0] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'Cancelar reserva' })).toBeInTheDocument();
  });

  it('offers the week to book from, and without an active membership only the sample class', async () => {
    const start = hoursFromNow(30);
    serve(aPage([]), { hasActive: { hasActive: false }, remaining: { remainingDays: 0 } }, [
      anOccurrence(aClassRef('c-1', 'Box'), start, 2),
      anOccurrence(aClassRef('c-2', 'Clase muestra', { isSampleClass: true }), start, 0),
    ]);
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    const week = await screen.findByRole('region', { name: 'Reservar' });
    await within(week).findByText(/No tienes una membresía activa/);
    const box = await within(week).findByRole('button', { name: /^Reservar Box el / });
    const sample = within(week).getByRole('button', { name: /^Reservar Clase muestra el / });
    expect(box).toBeDisabled();
    expect(sample).toBeEnabled();
    within(week).getByText('Requiere membresía activa');
  });

  it('says when there is nothing booked', async () => {
    serve(aPage([]));
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    expect(await screen.findByText('No tienes reservas próximas')).toBeInTheDocument();
  });

  it('says the spec’s text when the bookings could not be read', async () => {
    serve(json(500, { success: false, message: 'x' }));
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    expect(await screen.findByText('Error al cargar las próximas reservas')).toBeInTheDocument();
  });

  describe('membership card', () => {
    beforeEach(() => jest.clearAllMocks());

    it('says how many days the active membership has left, and leads to /membership', async () => {
      serve(aPage([]), { hasActive: { hasActive: true }, remaining: { remainingDays: 12 } });
      const { pathname } = renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
      const card = await membershipCard();
      await within(card).findByText('Te quedan 12 días');
      await userEvent.click(within(card).getByRole('button', { name: 'Ver mi membresía y mis pagos' }));
      expect(pathname()).toBe('/membership');
    });

    it('says a single day in the singular', async () => {
      serve(aPage([]), { hasActive: { hasActive: true }, remaining: { remainingDays: 1 } });
      renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
      await within(await membershipCard()).findByText('Te queda 1 día');
    });

    it('says when there is no active membership', async () => {
      serve(aPage([]), { hasActive: { hasActive: false }, remaining: { remainingDays: 0 } });
      renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
      await within(await membershipCard()).findByText('Sin membresía activa');
    });

    it('reads a failed has-active check as no active membership, silently (spec §8)', async () => {
      serve(aPage([]), { hasActive: json(500, { success: false, message: 'x' }), remaining: { remainingDays: 12 } });
      renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
      await within(await membershipCard()).findByText('Sin membresía activa');
      expect(showToast).not.toHaveBeenCalled();
    });

    it('reads a failed remaining-days check as 0 days, silently (spec §8)', async () => {
      serve(aPage([]), { hasActive: { hasActive: true }, remaining: json(503, { success: false, message: 'x' }) });
      renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
      await within(await membershipCard()).findByText('Te quedan 0 días');
      expect(showToast).not.toHaveBeenCalled();
    });

    it('reads in English', async () => {
      serve(aPage([]), { hasActive: { hasActive: true }, remaining: { remainingDays: 3 } });
      renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard', language: 'en' });
      const card = (await screen.findByRole('heading', { name: 'My membership' })).closest(
        '.program-card',
      ) as HTMLElement;
      await within(card).findByText('3 days left');
    });
  });
});
