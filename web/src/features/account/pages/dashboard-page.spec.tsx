/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReservationListResponse } from '@boxstudio/contracts';
import { aPage, aReservation, hoursFromNow, json, ok } from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import DashboardPage from './dashboard-page';

function serve(upcoming: ReservationListResponse | Response) {
  global.fetch = jest.fn(async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === '/api/reservations/user/upcoming') {
      expect(searchParams.get('limit')).toBe('3');
      return upcoming instanceof Response ? upcoming : ok(upcoming);
    }
    return json(404, { success: false, message: 'No encontrado' });
  }) as unknown as typeof fetch;
}

describe('client dashboard', () => {
  it('shows the next bookings with their class, studio day and time, and leads to /reservations', async () => {
    serve(aPage([aReservation('r-1', 'Box', hoursFromNow(26), 'CONFIRMED'), aReservation('r-2', 'HIIT', hoursFromNow(50), 'PENDING')]));
    const { pathname } = renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Próximas reservas' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Box .+, \d\d:\d\d$/), expect.stringMatching(/^HIIT .+, \d\d:\d\d$/)]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar y ver mis reservas' }));
    expect(pathname()).toBe('/reservations');
  });

  it('says when there is nothing booked', async () => {
    serve(aPage([]));
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    expect(await screen.findByText('No tienes reservas próximas.')).toBeInTheDocument();
  });

  it('says the spec’s text when the bookings could not be read', async () => {
    serve(json(500, { success: false, message: 'x' }));
    renderPage(<DashboardPage />, { user: aUser('CLIENT'), path: '/dashboard' });
    expect(await screen.findByText('Error al cargar las próximas reservas')).toBeInTheDocument();
  });
});
