/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aReservation, hoursFromNow, json, ok, POLANCO } from '../../../testing/booking-fixtures';
import { aPayment } from '../../../testing/payment-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import ReservationsPage from './reservations-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const CAME = aReservation('r-1', 'Box', hoursFromNow(-26), 'CONFIRMED', { attendance: 'ATTENDED' });
const MISSED = aReservation('r-2', 'HIIT', hoursFromNow(-50), 'CONFIRMED', { attendance: 'NO_SHOW' });
const SALE = aPayment('5f2c9a1e-0b7d-4c1a-9e33-2a1d7c0b9f10', {
  user: { id: 'user-client', name: 'Sofía Hernández', email: 'sofia@example.com' },
  branch: { id: POLANCO.id, name: POLANCO.name },
});

function serve() {
  const fetchMock = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/reservations/user/past') return ok(aPage([CAME, MISSED]));
    if (pathname === '/api/payments')
      return ok({ payments: [SALE], total: 1, totalPages: 1, currentPage: 1, limit: 5 });
    if (pathname === '/api/branches')
      return ok({
        branches: [{ ...POLANCO, address: 'Av. Presidente Masaryk 340', city: 'CDMX', phone: '+52 55 5280 1234' }],
        total: 1,
        totalPages: 1,
        currentPage: 1,
        limit: 10,
      });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('/history', () => {
  it('lists the classes taken with whether the person came, and payments whose receipt opens and prints', async () => {
    serve();
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    renderPage(<ReservationsPage view="history" />, { path: '/history', user: aUser('CLIENT', { id: 'user-client' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi historial' })).toBeInTheDocument();
    const classes = screen.getByRole('region', { name: 'Historial' });
    const box = (await within(classes).findByText('Box')).closest('li') as HTMLElement;
    expect(within(box).getByText('Asistió')).toBeInTheDocument();
    const hiit = within(classes).getByText('HIIT').closest('li') as HTMLElement;
    expect(within(hiit).getByText('No asistió')).toBeInTheDocument();

    const payments = screen.getByRole('region', { name: 'Pagos y recibos' });
    await within(payments).findByText('Venta · Plan Mensual');
    await user.click(within(payments).getByRole('button', { name: 'Recibo 5F2C9A1E' }));
    const receipt = await screen.findByRole('article', { name: 'Recibo' });
    const line = (label: string) => within(receipt).getByRole('rowheader', { name: label }).nextElementSibling;
    expect(line('Folio')).toHaveTextContent('5F2C9A1E');
    expect(line('Fecha')).toHaveTextContent('10 mar 2026, 18:05');
    expect(line('Cliente')).toHaveTextContent('Sofía Hernández');
    expect(line('Sucursal')).toHaveTextContent('BoxStudio Polanco');
    expect(line('Concepto')).toHaveTextContent('Venta · Plan Mensual');
    expect(line('Método de pago')).toHaveTextContent('Tarjeta');
    expect(line('Monto')).toHaveTextContent('$899');
    expect(await within(receipt).findByText(/Av\. Presidente Masaryk 340/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('points staff to their own home, as /reservations does', () => {
    serve();
    renderPage(<ReservationsPage view="history" />, { path: '/history', user: aUser('INSTRUCTOR') });
    expect(screen.queryByRole('heading', { level: 1, name: 'Mi historial' })).not.toBeInTheDocument();
  });
});
