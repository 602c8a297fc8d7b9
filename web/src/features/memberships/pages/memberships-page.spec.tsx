/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typedDayOf } from '../../../components/admin/date-time-field';
import { showToast } from '../../../components/toaster';
import { addStudioDays, studioToday } from '../../../lib/studio-time';
import { aUser, renderRoutes } from '../../../testing/render';
import { renewedEnd, studioDayStart } from '../membership-dates';
import { formatStudioDate } from '../../../lib/studio-time';
import { ACTIVE, ANUAL, CANCELLED, commandsSent, EXPIRED, listRequests, serve, STATS } from '../testing/fake-api';
import MembershipsPage from './memberships-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open(language: 'es' | 'en' = 'es') {
  renderRoutes([{ path: '/admin-memberships', element: <MembershipsPage /> }], {
    path: '/admin-memberships',
    user: aUser('ADMIN'),
    language,
  });
  await screen.findByRole('cell', { name: /Mateo Ruiz/ });
}

const menuOf = async (subject: RegExp) => {
  await userEvent.setup().click(screen.getByRole('button', { name: subject }));
  return screen.findByRole('menu');
};
const choose = async (subject: RegExp, action: string) =>
  userEvent.setup().click(within(await menuOf(subject)).getByRole('menuitem', { name: action }));

const SOFIA_BASICO = /^Más acciones Sofía Hernández · Básico · 1 mar 2026$/;
const SOFIA_PROVIDENCIA = /^Más acciones Sofía Hernández · Básico · 1 feb 2026$/;
const MATEO_ANUAL = /^Más acciones Mateo Ruiz · Anual Ilimitado · 10 ene 2025$/;

describe('MembershipsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the tiles and each row: person, plan chip with branch, status chip, studio dates, price in $', async () => {
    const { fetchMock } = serve();
    await open();
    expect(listRequests(fetchMock)[0]).toEqual({ page: '1', limit: '10' });
    expect(await screen.findByLabelText(`Total Membresías: ${STATS.total}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Activas: ${STATS.active}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Expiradas: ${STATS.expired}`)).toBeInTheDocument();
    expect(screen.getByLabelText(`Canceladas: ${STATS.cancelled}`)).toBeInTheDocument();
    const active = screen.getByRole('row', { name: /Sofía Hernández.*Premium/ });
    expect(active).toHaveTextContent('sofia@example.com');
    expect(within(active).getByText('Básico')).toBeInTheDocument();
    expect(await within(active).findByText('Polanco')).toBeInTheDocument();
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(active).toHaveTextContent('1 mar 2026');
    expect(active).toHaveTextContent('31 mar 2026');
    expect(active).toHaveTextContent('$799');
    const expired = screen.getByRole('row', { name: /Mateo Ruiz/ });
    expect(within(expired).getByText('Expirada')).toBeInTheDocument();
    expect(expired).toHaveTextContent('$14,990');
    const cancelled = screen.getByRole('row', { name: /Cancelada/ });
    expect(within(cancelled).getByText('Providencia')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('$99.50');
  });

  it("says 'Congelada hasta' only on an active membership whose freeze still runs", async () => {
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    serve({
      memberships: [{ ...ACTIVE, frozenUntil: until }, EXPIRED, { ...CANCELLED, frozenUntil: until }],
    });
    await open();
    const active = await screen.findByRole('row', { name: /Sofía Hernández.*Premium/ });
    expect(active).toHaveTextContent(`Congelada hasta el ${formatStudioDate(until, 'es')}`);
    expect(screen.getByRole('row', { name: /Cancelada/ })).not.toHaveTextContent('Congelada');
  });

  it('offers Cancelar until cancelled, Congelar only while active, renew or change only if not cancelled', async () => {
    serve({ memberships: [ACTIVE, EXPIRED] });
    await open();
    const entries = async (subject: RegExp) =>
      within(await menuOf(subject))
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true']);
    expect(await entries(SOFIA_BASICO)).toEqual([
      ['Renovar', false],
      ['Cambiar Plan', false],
      ['Cancelar', false],
      ['Congelar', false],
      ['Eliminar', false],
    ]);
    await userEvent.setup().keyboard('{Escape}');
    expect(await entries(MATEO_ANUAL)).toEqual([
      ['Renovar', false],
      ['Cambiar Plan', false],
      ['Cancelar', false],
      ['Congelar', true],
      ['Eliminar', false],
    ]);
  });

  it('leaves Cancelar out of a cancelled membership and disables what the server would refuse', async () => {
    serve({ memberships: [CANCELLED, EXPIRED] });
    await open();
    const items = within(await menuOf(SOFIA_PROVIDENCIA)).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['Renovar', true],
      ['Cambiar Plan', true],
      ['Congelar', true],
      ['Eliminar', false],
    ]);
  });

  it('sends the search, the plan and the status to the server, back on page 1, and clears them', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    const plan = screen.getByLabelText('Plan');
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Todos los planes',
        'Básico · Polanco',
        'Anual Ilimitado · Polanco',
        'Básico · Providencia',
        'Promoción Verano · Polanco',
      ]),
    );
    await user.selectOptions(plan, 'Anual Ilimitado · Polanco');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ membershipPlanId: ANUAL.id, page: '1', limit: '10' }),
    );
    await user.selectOptions(screen.getByLabelText('Estado'), 'Expiradas');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        membershipPlanId: ANUAL.id,
        status: 'EXPIRED',
        page: '1',
        limit: '10',
      }),
    );
    await user.type(screen.getByLabelText('Buscar membresías'), 'mateo');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        search: 'mateo',
        membershipPlanId: ANUAL.id,
        status: 'EXPIRED',
        page: '1',
        limit: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await screen.findAllByRole('cell', { name: /Sofía Hernández/ });
    expect(screen.getByLabelText('Estado')).toHaveValue('all');
    expect(screen.getByLabelText('Plan')).toHaveValue('');
    expect(screen.getByLabelText('Buscar membresías')).toHaveValue('');
  });

  it('sorts on the server by price', async () => {
    const { fetchMock } = serve();
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ordenar por Precio' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ sort: 'price', order: 'asc', page: '1', limit: '10' }),
    );
  });

  it('renews by 1 month by default, shows the new end and amount, sends the months and payment method', async () => {
    const { server, fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await choose(SOFIA_BASICO, 'Renovar');
    const dialog = await screen.findByRole('dialog', { name: 'Renovar Membresía' });
    expect(within(dialog).getByLabelText('Renovar por')).toHaveValue('1');
    expect(dialog).toHaveTextContent(`Nuevo fin${formatStudioDate(renewedEnd(ACTIVE.endDate, 1), 'es')}`);
    await user.selectOptions(within(dialog).getByLabelText('Renovar por'), '3 meses');
    expect(dialog).toHaveTextContent(`Nuevo fin${formatStudioDate(renewedEnd(ACTIVE.endDate, 3), 'es')}`);
    expect(dialog).toHaveTextContent('Importe$2,397');
    await user.selectOptions(within(dialog).getByLabelText('Método de pago'), 'Tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renovar Membresía' })).not.toBeInTheDocument());
    // A failure keeps the dialog open with the spec's words.
    server.command = { status: 500, body: { success: false } };
    await choose(MATEO_ANUAL, 'Renovar');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Renovar Membresía' })).getByRole('button', { name: 'Renovar' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al renovar la membresía', 'error'));
    expect(screen.getByRole('dialog', { name: 'Renovar Membresía' })).toBeInTheDocument();
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/memberships/m-1/renew', body: { months: 3, paymentMethod: 'CARD' } },
      { method: 'PUT', path: '/api/memberships/m-2/renew', body: { months: 1, paymentMethod: 'CASH' } },
    ]);
  });

  it("changes to another plan on sale, showing the server's quote first; toasts the server's refusal", async () => {
    const { server, fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await choose(SOFIA_BASICO, 'Cambiar Plan');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Plan' });
    const select = within(dialog).getByLabelText(/^Nuevo plan/);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Selecciona un plan', 'Anual Ilimitado · Polanco', 'Básico · Providencia']),
    );
    expect(within(dialog).getByRole('button', { name: 'Cambiar Plan' })).toBeDisabled();
    await user.selectOptions(select, 'Anual Ilimitado · Polanco');
    await waitFor(() => expect(dialog).toHaveTextContent('Precio del nuevo plan$14,990'));
    expect(dialog).toHaveTextContent('Crédito por los días no usados− $400');
    expect(dialog).toHaveTextContent('A pagar ahora$14,590');
    await user.selectOptions(within(dialog).getByLabelText('Forma de pago'), 'Tarjeta');
    server.command = { status: 409, body: { success: false, message: 'El plan de membresía está inactivo' } };
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar Plan' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('El plan de membresía está inactivo', 'error'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/memberships/m-1/change-plan', body: { newPlanId: ANUAL.id, paymentMethod: 'CARD' } },
    ]);
  });

  it('cancels after a question that says the status becomes Cancelada and the history is kept', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await choose(SOFIA_BASICO, 'Cancelar');
    const question = await screen.findByRole('dialog', { name: 'Cancelar Membresía' });
    expect(question).toHaveTextContent(
      '¿Cancelar la membresía "Sofía Hernández · Básico · 1 mar 2026"? ' +
        'Su estado cambiará a Cancelada, pero se conservará su historial.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancelar Membresía' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/memberships/m-1/cancel', body: undefined },
    ]);
  });

  it('freezes until a future day at most 90 days ahead, sent as the instant that studio day starts', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await choose(SOFIA_BASICO, 'Congelar');
    const dialog = await screen.findByRole('dialog', { name: 'Congelar Membresía' });
    const until = within(dialog).getByLabelText(/^Congelar hasta/);
    await user.type(until, typedDayOf(studioToday()).replace(/\//g, ''));
    expect(dialog).toHaveTextContent('La fecha de congelación debe ser futura');
    expect(within(dialog).getByRole('button', { name: 'Congelar' })).toBeDisabled();
    await user.clear(until);
    await user.type(until, typedDayOf(addStudioDays(studioToday(), 91)).replace(/\//g, ''));
    expect(dialog).toHaveTextContent('Se puede congelar como máximo 90 días');
    const day = addStudioDays(studioToday(), 14);
    await user.clear(until);
    await user.type(until, typedDayOf(day).replace(/\//g, ''));
    expect(dialog).toHaveTextContent('Nuevo fin');
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/memberships/m-1/freeze', body: { freezeUntil: studioDayStart(typedDayOf(day)) } },
    ]);
  });

  it('deletes after a 400 px question that names the membership, and says so when it fails', async () => {
    const { server, fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    server.command = { status: 500, body: { success: false } };
    await choose(MATEO_ANUAL, 'Eliminar');
    const question = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(question).toHaveTextContent(
      '¿Estás seguro de que quieres eliminar la membresía "Mateo Ruiz · Anual Ilimitado · 10 ene 2025"? ' +
        'Esta acción no se puede deshacer.',
    );
    await user.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al eliminar la membresía', 'error'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'DELETE', path: '/api/memberships/m-2', body: undefined },
    ]);
  });

  it('shows the details with the plan by name and a way to the history', async () => {
    serve();
    await open();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Ver detalles Sofía Hernández · Básico · 1 mar 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Membresía' });
    expect(dialog).toHaveTextContent('ClienteSofía Hernández (sofia@example.com)');
    expect(dialog).toHaveTextContent('PlanBásico');
    expect(dialog).toHaveTextContent('SucursalPolanco');
    expect(dialog).toHaveTextContent('TipoPremium');
    expect(within(dialog).getByRole('button', { name: 'Ver historial' })).toBeInTheDocument();
  });

  it("says 'Error al cargar las estadísticas' on the tiles when the numbers cannot be loaded", async () => {
    serve({ stats: null });
    await open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las estadísticas', 'error'));
    expect(screen.getAllByText('Error al cargar las estadísticas')).toHaveLength(4);
  });

  it("says 'Error al cargar las membresías' when the list cannot be loaded", async () => {
    global.fetch = jest.fn(
      async () => new Response('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ) as unknown as typeof fetch;
    renderRoutes([{ path: '/admin-memberships', element: <MembershipsPage /> }], {
      path: '/admin-memberships',
      user: aUser('ADMIN'),
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las membresías', 'error'));
  });

  it('speaks English', async () => {
    serve();
    await open('en');
    expect(screen.getByRole('heading', { name: 'Membership Management' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mateo Ruiz/ })).getByText('Expired')).toBeInTheDocument();
    await choose(/^More actions Sofía Hernández · Básico · Mar 1, 2026$/, 'Cancel');
    expect(await screen.findByRole('dialog', { name: 'Cancel Membership' })).toHaveTextContent(
      'Its status will become Cancelled, but its history is kept.',
    );
  });
});
