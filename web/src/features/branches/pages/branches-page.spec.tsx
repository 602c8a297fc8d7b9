/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchSummary, Role } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import BranchesPage from './branches-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const POLANCO: BranchSummary = {
  ...{
    id: 'b-1',
    name: 'BoxStudio Polanco',
    address: 'Av. Presidente Masaryk 340',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
  },
  ...{
    postalCode: '11560',
    phone: null,
    email: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  _count: { users: 3, classes: 1, membershipPlans: 2 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: the list holds Polanco; a command answers `commandAnswer`. */
function serve(commandAnswer: { status: number; body: unknown }) {
  const fetchMock = jest.fn(async (request: Request) => {
    if (request.method === 'GET')
      return json(200, {
        success: true,
        data: { branches: [POLANCO], total: 1, totalPages: 1, currentPage: 1, limit: 10 },
      });
    return json(commandAnswer.status, commandAnswer.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function openAs(role: Role) {
  renderPage(<BranchesPage />, { path: '/admin/branches', user: aUser(role) });
  await screen.findByRole('cell', { name: 'BoxStudio Polanco' });
}

async function deactivatePolanco() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Desactivar BoxStudio Polanco' }));
  const prompt = screen.getByRole('dialog');
  expect(prompt).toHaveTextContent('¿Estás seguro de que quieres desactivar la sucursal "BoxStudio Polanco"?');
  await user.click(within(prompt).getByRole('button', { name: 'Desactivar' }));
}

describe('BranchesPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('toasts exactly the success message the server sent', async () => {
    const fetchMock = serve({
      status: 200,
      body: { success: true, data: { ...POLANCO, isActive: false }, message: 'Texto del servidor' },
    });
    await openAs('SUPER_ADMIN');
    await deactivatePolanco();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Texto del servidor', 'success'));
    expect(
      fetchMock.mock.calls.some(
        ([request]) => request.method === 'DELETE' && request.url.endsWith('/api/branches/b-1'),
      ),
    ).toBe(true);
  });

  it('asks the server for the order of a clicked column, and offers no order for phone or counts', async () => {
    const fetchMock = serve({ status: 200, body: { success: true } });
    await openAs('SUPER_ADMIN');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Ordenar por Teléfono' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Ciudad' }));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([request]) => new URL(request.url).searchParams);
      expect(
        asked.some(
          (params) => params.get('sort') === 'city' && params.get('order') === 'asc' && params.get('page') === '1',
        ),
      ).toBe(true);
    });
  });

  it('falls back to its own text when the server sent no message', async () => {
    serve({ status: 200, body: { success: true, data: { ...POLANCO, isActive: false } } });
    await openAs('SUPER_ADMIN');
    await deactivatePolanco();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Sucursal desactivada exitosamente', 'success'));
  });

  it('keeps its failure texts: field errors listed on a failed edit', async () => {
    serve({
      status: 400,
      body: { success: false, message: 'Error de validación', errors: [{ field: 'name', message: 'Nombre repetido' }] },
    });
    await openAs('ADMIN');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar BoxStudio Polanco' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error de validación: Nombre repetido', 'error'));
  });

  it('gives an ADMIN edit and statistics, but neither create nor deactivate', async () => {
    serve({ status: 500, body: { success: false } });
    await openAs('ADMIN');
    expect(screen.getByRole('button', { name: 'Estadísticas BoxStudio Polanco' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva Sucursal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Desactivar / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nombre',
      'Ciudad',
      'Estado',
      'Teléfono',
      'Estatus',
      'Resumen',
      'Acciones',
    ]);
    expect(screen.getByText('1 sucursal')).toBeInTheDocument();
  });
});
