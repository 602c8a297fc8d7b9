/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useCancelReservationMutation } from '../../reservations';
import { studioMonthStart, studioToday } from '../../../lib/studio-time';
import { aUser, renderRoutes } from '../../../testing/render';
import {
  FIRST_MONTH,
  occurrenceRequests,
  overviewRequests,
  POLANCO,
  PROVIDENCIA,
  serve,
  todaysClasses,
} from '../testing/fake-api';
import AdminDashboardPage from './admin-dashboard-page';

async function open(language: 'es' | 'en' = 'es', path = '/admin', beside: ReactNode = null) {
  const rendered = renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <AdminDashboardPage />
            {beside}
          </>
        ),
      },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { path, user: aUser('ADMIN'), language },
  );
  const title = language === 'es' ? 'Panel de Administración' : 'Administration Dashboard';
  await screen.findByRole('heading', { level: 1, name: title });
  return rendered;
}

/** A tile's link, among the tiles named `tiles` (the modules below have links of the same names). */
const tileLink = (name: string, tiles = 'Hoy y este mes') =>
  within(screen.getByRole('region', { name: tiles })).getByRole('link', { name });
const classList = async () =>
  within(await screen.findByRole('region', { name: /^(Clases de hoy|Today's classes)$/ })).findByRole('list');

describe('AdminDashboardPage', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the studio month to today and today’s classes, of every branch, then of the one chosen', async () => {
    const { fetchMock } = serve();
    await open();
    const today = studioToday();
    const month = { startDate: studioMonthStart(today), endDate: today };
    await waitFor(() => expect(overviewRequests(fetchMock)).toEqual([month]));
    expect(occurrenceRequests(fetchMock)).toEqual([{ from: today, days: '1' }]);
    expect(month.startDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(screen.getByLabelText('Sucursal')).toHaveValue('');

    await screen.findByRole('option', { name: PROVIDENCIA.name });
    await userEvent.setup().selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
    await waitFor(() => expect(overviewRequests(fetchMock).at(-1)).toEqual({ ...month, branchId: PROVIDENCIA.id }));
    expect(occurrenceRequests(fetchMock).at(-1)).toEqual({ from: today, days: '1', branchId: PROVIDENCIA.id });
    // Today's bookings open the reservations of today at that branch.
    expect(tileLink('Reservas de hoy')).toHaveAttribute(
      'href',
      `/admin-reservations?date=${today}&branchId=${PROVIDENCIA.id}`,
    );
  });

  it('reads the branch from the address', async () => {
    const { fetchMock } = serve();
    await open('es', `/admin?branchId=${POLANCO.id}`);
    await waitFor(() => expect(overviewRequests(fetchMock)[0]?.branchId).toBe(POLANCO.id));
    await waitFor(() => expect(screen.getByLabelText('Sucursal')).toHaveValue(POLANCO.id));
  });

  it('shows in Spanish: bookings and check-ins, revenue against last month, memberships, at risk', async () => {
    serve();
    await open();
    expect(await screen.findByLabelText('Reservas de hoy: 14')).toBeInTheDocument();
    expect(screen.getByText('9 asistieron')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingresos del mes: $52,340.50')).toBeInTheDocument();
    expect(screen.getByText(/^\+12\.5\s?% vs\. el mes anterior a la misma fecha$/)).toBeInTheDocument();
    expect(screen.getByText('Mes anterior a la misma fecha: $46,524.89')).toBeInTheDocument();
    expect(screen.getByLabelText('Membresías activas: 120')).toBeInTheDocument();
    expect(screen.getByText(/^\+4\.3\s?% vs\. periodo anterior$/)).toBeInTheDocument();
    expect(screen.getByText('6 vencen en 7 días')).toBeInTheDocument();
    expect(screen.getByLabelText('Clientes en riesgo: 3')).toBeInTheDocument();
    expect(screen.getByText('Con membresía activa y sin venir a clase en 14 días')).toBeInTheDocument();
    // The whole studio's tiles stay.
    expect(await screen.findByLabelText('Sucursales: 2')).toBeInTheDocument();
    expect(await screen.findByLabelText('Clientes: 240')).toBeInTheDocument();
    expect(await screen.findByLabelText('Empleados: 9')).toBeInTheDocument();
    expect(await screen.findByLabelText('Inventario bajo stock: 4')).toBeInTheDocument();
    expect(screen.getByText(/^Este mes: del 1 \w+ al \d+ \w+ \d{4} · hora del estudio$/)).toBeInTheDocument();
  });

  it('reads in English, with "—" where there is nothing to compare with', async () => {
    serve({ overview: FIRST_MONTH });
    await open('en');
    expect(await screen.findByLabelText("Today's bookings: 14")).toBeInTheDocument();
    expect(screen.getByText('1 checked in')).toBeInTheDocument();
    expect(screen.getByLabelText('Revenue this month: $52,340.50')).toBeInTheDocument();
    expect(screen.getByText('— vs. last month to date')).toBeInTheDocument();
    expect(screen.getByText('Last month to date: $0.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Active memberships: 120')).toBeInTheDocument();
    expect(screen.getByText('— vs. previous period')).toBeInTheDocument();
    expect(screen.getByText('1 expiring in 7 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Clients at risk: 3')).toBeInTheDocument();
    expect(screen.getByText('Active membership and no class in 14 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Branch')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All branches' })).toBeInTheDocument();
  });

  it('leads each tile to its screen', async () => {
    serve();
    await open();
    await screen.findByLabelText('Reservas de hoy: 14');
    const targets: [string, string, string][] = [
      ['Reservas de hoy', `/admin-reservations?date=${studioToday()}`, 'Hoy y este mes'],
      ['Ingresos del mes', '/admin-payments', 'Hoy y este mes'],
      ['Membresías activas', '/admin-memberships', 'Hoy y este mes'],
      ['Clientes en riesgo', '/admin-reports?report=users', 'Hoy y este mes'],
      ['Ver todas', '/admin-today', 'Clases de hoy'],
      ['Inventario bajo stock', '/admin-inventory?stock=low', 'Resumen'],
      ['Sucursales', '/admin/branches', 'Resumen'],
      ['Clientes', '/admin-clients', 'Resumen'],
      ['Empleados', '/admin-employees', 'Resumen'],
    ];
    for (const [name, target, tiles] of targets) expect(tileLink(name, tiles)).toHaveAttribute('href', target);
  });

  it("lists today's classes, at most 8 from the earliest not over: time, class, branch, seats", async () => {
    serve();
    const { pathname } = await open();
    const rows = within(await classList()).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
    const all = todaysClasses();
    // Ten classes, three over: the last of those three fills the list up to eight.
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(all.slice(2).map((c) => c.class.name));
    expect(rows[0]).toHaveTextContent('Terminada');
    expect(rows[0]).toHaveTextContent(POLANCO.name);
    expect(rows[0]).toHaveTextContent('8/12 reservados');
    expect(rows[0]).toHaveTextContent('Quedan 4 lugares');
    expect(rows[1]).toHaveTextContent('En curso');
    expect(rows[1]).toHaveTextContent(PROVIDENCIA.name);
    expect(rows[1]).toHaveTextContent('12/12 reservados');
    expect(rows[1]).toHaveTextContent('Llena');
    expect(rows[2]).not.toHaveTextContent(/Terminada|En curso/);
    expect(screen.getByText('10 clases · 84 reservas')).toBeInTheDocument();

    // A row opens the desk's day on the class's branch.
    await userEvent.setup().click(within(rows[1] as HTMLElement).getByRole('link'));
    expect(pathname()).toBe('/admin-today');
    expect(localStorage.getItem('boxstudio.frontDesk.branch')).toBe(PROVIDENCIA.id);
  });

  it('says there are no classes today at the branch chosen', async () => {
    serve({ occurrences: [] });
    await open('es', `/admin?branchId=${POLANCO.id}`);
    expect(await screen.findByText('No hay clases hoy en esta sucursal')).toBeInTheDocument();
    expect(tileLink('Ver todas', 'Clases de hoy')).toHaveAttribute('href', '/admin-today');
  });

  it('says what could not be loaded', async () => {
    serve({ overview: null, occurrences: null });
    await open('en');
    expect(await screen.findByText("Could not load today's classes")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Could not load')).toHaveLength(4));
  });

  it('asks again when a booking command makes the reports stale (the overview provides their tag)', async () => {
    const { fetchMock } = serve();
    await open('es', '/admin', <CancelBooking />);
    await screen.findByLabelText('Reservas de hoy: 14');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar r-1' }));
    await waitFor(() => expect(overviewRequests(fetchMock)).toHaveLength(2));
  });
});

/** Another screen's booking command, run beside the dashboard (as the desk's walk-in or a cancellation would). */
function CancelBooking() {
  const [cancel] = useCancelReservationMutation();
  return (
    <button type="button" onClick={() => void cancel('r-1')}>
      Cancelar r-1
    </button>
  );
}
