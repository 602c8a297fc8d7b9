/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderRoutes } from '../../../testing/render';
import {
  aReservation,
  CANCELLED,
  commandsSent,
  CONFIRMED,
  listRequests,
  PENDING,
  serve,
  STATS,
} from '../testing/fake-api';
import ReservationsPage from './reservations-page';
import { studioDayStartsAt, studioToday } from '../../../lib/studio-time';

/** What the list asks for by default: today's bookings and those to come, soonest first. */
const FROM_TODAY = { startsFrom: studioDayStartsAt(studioToday()), sort: 'startTime', order: 'asc' };

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open(path = '/admin-reservations') {
  renderRoutes([{ path: '/admin-reservations', element: <ReservationsPage /> }], { path, user: aUser('ADMIN') });
  await screen.findByRole('cell', { name: /Mateo Ruiz/ });
}

const menuOf = async (subject: RegExp) => {
  await userEvent.setup().click(screen.getByRole('button', { name: subject }));
  return screen.findByRole('menu');
};
const items = async (subject: RegExp) =>
  within(await menuOf(subject))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
/** Sofía's pending booking tomorrow: its class is still to come. */
const FUTURE = aReservation('r-1', 'PENDING', {
  startTime: new Date(Date.now() + 86_400_000).toISOString(),
  endTime: new Date(Date.now() + 86_400_000 + 50 * 60_000).toISOString(),
});

describe('ReservationsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the tiles, and each row: client and class with details, studio day and hours, status', async () => {
    const { fetchMock } = serve();
    await open();
    expect(listRequests(fetchMock)[0]).toEqual({ page: '1', limit: '10', ...FROM_TODAY });
    expect(await screen.findByLabelText(`Total Reservas: ${STATS.total}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Pendientes: ${STATS.pending}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Confirmadas: ${STATS.confirmed}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Canceladas: ${STATS.cancelled}`)).toBeInTheDocument();
    const pending = screen.getByRole('row', { name: /Sofía Hernández.*Cardio Box/ });
    expect(pending).toHaveTextContent('sofia@example.com');
    expect(pending).toHaveTextContent('50 min');
    expect(pending).toHaveTextContent('daniela@boxstudio.mx');
    expect(pending).toHaveTextContent('10 mar 2026');
    expect(pending).toHaveTextContent('18:00 - 18:50');
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /HIIT/ })).getByText('Cancelada')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mateo Ruiz/ })).getByText('Confirmada')).toBeInTheDocument();
  });

  it('offers Confirmar only for a pending reservation, Cancelar until cancelled, and Eliminar always', async () => {
    serve({ reservations: [FUTURE, CONFIRMED, CANCELLED] });
    await open();
    expect(await items(/^Más acciones Sofía Hernández · Cardio Box/)).toEqual(['Confirmar', 'Cancelar', 'Eliminar']);
    await userEvent.setup().keyboard('{Escape}');
    // Mateo's class has started: whether he came can be recorded.
    expect(await items(/^Más acciones Mateo Ruiz/)).toEqual(['Asistió', 'No asistió', 'Cancelar', 'Eliminar']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await items(/^Más acciones Sofía Hernández · HIIT/)).toEqual(['Eliminar']);
    expect(screen.getByRole('button', { name: /^Editar Sofía Hernández · HIIT/ })).toBeDisabled();
  });

  it("records attendance once the class has started, shows the word recorded, toasts the server's words", async () => {
    const { server, fetchMock } = serve({
      reservations: [PENDING, { ...CONFIRMED, attendance: 'ATTENDED' }, CANCELLED],
    });
    await open();
    const user = userEvent.setup();
    const mateo = screen.getByRole('row', { name: /Mateo Ruiz/ });
    expect(within(mateo).getByText('Asistió')).toBeInTheDocument();
    // The word already recorded is not offered again.
    expect(await items(/^Más acciones Mateo Ruiz/)).toEqual(['No asistió', 'Cancelar', 'Eliminar']);
    await user.keyboard('{Escape}');
    await user.click(
      within(await menuOf(/^Más acciones Sofía Hernández · Cardio Box/)).getByRole('menuitem', { name: 'Asistió' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    server.command = { status: 409, body: { success: false, message: 'La clase aún no empieza' } };
    await user.click(within(await menuOf(/^Más acciones Mateo Ruiz/)).getByRole('menuitem', { name: 'No asistió' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('La clase aún no empieza', 'error'));
    server.command = { status: 502, body: {} };
    await user.click(within(await menuOf(/^Más acciones Mateo Ruiz/)).getByRole('menuitem', { name: 'No asistió' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al registrar la asistencia', 'error'));
    expect((await commandsSent(fetchMock)).slice(0, 2)).toEqual([
      { method: 'PUT', path: '/api/reservations/r-1/attendance', body: { attended: true } },
      { method: 'PUT', path: '/api/reservations/r-2/attendance', body: { attended: false } },
    ]);
  });

  it("confirms and cancels with one request each and toasts the server's message, or the spec's words", async () => {
    const { server, fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(
      within(await menuOf(/^Más acciones Sofía Hernández · Cardio Box/)).getByRole('menuitem', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    server.command = { status: 409, body: { success: false } };
    await user.click(within(await menuOf(/^Más acciones Mateo Ruiz/)).getByRole('menuitem', { name: 'Cancelar' }));
    // Cancelling asks first, naming the reservation.
    const question = await screen.findByRole('dialog', { name: 'Cancelar Reserva' });
    expect(
      within(question).getByText(/^¿Estás seguro de que quieres cancelar la reserva "Mateo Ruiz · /),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cancelar la reserva', 'error'));
    server.command = {
      status: 409,
      body: { success: false, message: 'Solo se puede confirmar una reserva pendiente' },
    };
    await user.click(
      within(await menuOf(/^Más acciones Sofía Hernández · Cardio Box/)).getByRole('menuitem', { name: 'Confirmar' }),
    );
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('Solo se puede confirmar una reserva pendiente', 'error'),
    );
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/reservations/r-1/confirm', body: undefined },
      { method: 'PUT', path: '/api/reservations/r-2/cancel', body: undefined },
      { method: 'PUT', path: '/api/reservations/r-1/confirm', body: undefined },
    ]);
  });

  it('deletes after a 400 px question that names the reservation', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(within(await menuOf(/^Más acciones Mateo Ruiz/)).getByRole('menuitem', { name: 'Eliminar' }));
    const question = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(question).toHaveTextContent(
      '¿Estás seguro de que quieres eliminar la reserva "Mateo Ruiz · Cardio Box · 12 mar 2026, 09:00"? ' +
        'Esta acción no se puede deshacer.',
    );
    await user.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'DELETE', path: '/api/reservations/r-2', body: undefined },
    ]);
  });

  it('counts the tiles from the loaded list when the stats cannot be loaded', async () => {
    serve({ stats: null });
    await open();
    expect(await screen.findByLabelText('Total Reservas: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Pendientes: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmadas: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Canceladas: 1')).toBeInTheDocument();
  });

  it('sends the status and the studio day to the server, back on page 1', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pendientes');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ status: 'PENDING', page: '1', limit: '10', ...FROM_TODAY }),
    );
    await user.type(screen.getByLabelText('Fecha'), '10032026');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        status: 'PENDING',
        date: '2026-03-10',
        page: '1',
        limit: '10',
        sort: 'startTime',
        order: 'asc',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    // The unfiltered first page is the one already loaded.
    await screen.findByRole('cell', { name: /Mateo Ruiz/ });
    expect(screen.getByLabelText('Fecha')).toHaveValue('');
    expect(screen.getByLabelText('Estado')).toHaveValue('all');
  });

  it('sorts on the server by the date column', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Fecha y Hora' }));
    await user.click(screen.getByRole('button', { name: 'Ordenar por Fecha y Hora' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ ...FROM_TODAY, order: 'desc', page: '1', limit: '10' }),
    );
  });

  it('starts from today, and shows earlier ones latest first, one branch, or today alone', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Anteriores');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        startsBefore: FROM_TODAY.startsFrom,
        sort: 'startTime',
        order: 'desc',
        page: '1',
        limit: '10',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Todas');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toEqual({ page: '1', limit: '10' }));
    await user.click(screen.getByRole('button', { name: 'Ver las reservas de hoy' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        date: studioToday(),
        sort: 'startTime',
        order: 'asc',
        page: '1',
        limit: '10',
      }),
    );
  });

  it("says 'Error al cargar las reservas' when the list cannot be loaded", async () => {
    global.fetch = jest.fn(
      async () => new Response('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ) as unknown as typeof fetch;
    renderRoutes([{ path: '/admin-reservations', element: <ReservationsPage /> }], {
      path: '/admin-reservations',
      user: aUser('ADMIN'),
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las reservas', 'error'));
  });
});
