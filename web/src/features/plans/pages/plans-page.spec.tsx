/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchDto, MembershipPlanDto } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import PlansPage from './plans-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const POLANCO = { id: 'b-1', name: 'Polanco' };
const BASIC: MembershipPlanDto = {
  ...{ id: 'p-1', name: 'Básico', description: null, price: 499, duration: 30, maxClasses: 8, features: ['Casillero'] },
  ...{
    branchId: POLANCO.id,
    branch: POLANCO,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};
const BRANCH = {
  ...{ ...POLANCO, address: 'Av. Presidente Masaryk 100', city: 'Ciudad de México', state: 'CDMX', country: 'México' },
  ...{ postalCode: '11560', phone: '+52 55 1234-5678', email: 'polanco@boxstudio.mx', isActive: true },
  ...{
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _count: { users: 0, classes: 0, membershipPlans: 1 },
  },
} as unknown as BranchDto;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What a proxy answers when the API is down: no envelope, so the screen has only its own words. */
const gatewayDown = () =>
  new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });

/** The API: one branch and one plan; `failing` names the calls that fail without an envelope. */
function serve(failing: ReadonlySet<'list' | 'stats' | 'commands'>) {
  global.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/branches')
      return json(200, {
        success: true,
        data: { branches: [BRANCH], total: 1, totalPages: 1, currentPage: 1, limit: 100 },
      });
    if (request.method !== 'GET')
      return failing.has('commands') ? gatewayDown() : json(200, { success: true, data: BASIC });
    if (url.pathname.endsWith('/stats'))
      return failing.has('stats') ? gatewayDown() : json(200, { success: true, data: { plan: BASIC, stats: {} } });
    if (failing.has('list')) return gatewayDown();
    return json(200, { success: true, data: { plans: [BASIC], total: 1, totalPages: 1, currentPage: 1, limit: 10 } });
  }) as unknown as typeof fetch;
}

async function openAsAdmin() {
  renderPage(<PlansPage />, { path: '/admin-membership-plans', user: aUser('ADMIN') });
  await screen.findByRole('cell', { name: /^Básico/ });
}

describe('PlansPage, when the API fails without a message of its own', () => {
  beforeEach(() => jest.clearAllMocks());

  it("says 'Error al cargar planes de membresía' when the list cannot be loaded", async () => {
    serve(new Set(['list']));
    renderPage(<PlansPage />, { path: '/admin-membership-plans', user: aUser('ADMIN') });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar planes de membresía', 'error'));
    expect(await screen.findByText('Error al cargar planes de membresía')).toBeInTheDocument();
  });

  it("says 'Error al cargar estadísticas' in the stats dialog", async () => {
    serve(new Set(['stats']));
    await openAsAdmin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Estadísticas Básico' }));
    expect(await within(screen.getByRole('dialog')).findByText('Error al cargar estadísticas')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('Error al cargar estadísticas', 'error');
  });

  it("says 'Error al guardar plan', 'Error al duplicar plan' and 'Error al eliminar plan' when they fail", async () => {
    serve(new Set(['commands']));
    await openAsAdmin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar Básico' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Plan de Membresía' });
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al guardar plan', 'error'));
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Duplicar Básico' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Duplicar plan "Básico"' });
    await user.selectOptions(within(duplicate).getByRole('combobox'), POLANCO.id);
    await user.click(within(duplicate).getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al duplicar plan', 'error'));
    await user.click(within(duplicate).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Desactivar Básico' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Desactivar plan' })).getByRole('button', {
        name: 'Desactivar',
      }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al eliminar plan', 'error'));
  });
});
