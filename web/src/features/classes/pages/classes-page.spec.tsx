/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, Role } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import ClassesPage from './classes-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const DANIELA = { id: 'i-1', name: 'Daniela Ortega', email: 'daniela@boxstudio.mx' };
const JORGE = { id: 'i-2', name: 'Jorge Núñez', email: 'jorge@boxstudio.mx' };

function aClass(id: string, name: string, overrides: Partial<ClassDto> = {}): ClassDto {
  const instructor = overrides.instructor ?? DANIELA;
  return {
    ...{
      id,
      name,
      description: null,
      duration: 60,
      maxCapacity: 12,
      price: 150,
      instructorId: instructor.id,
      instructor,
    },
    ...{
      branchId: 'b-1',
      branch: { id: 'b-1', name: 'Polanco' },
      isSampleClass: false,
      sampleClassDescription: null,
      isActive: true,
      schedules: [],
    },
    ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

const CARDIO = aClass('c-1', 'Cardio Box', { description: 'Golpeo al ritmo de la MÚSICA' });
const SAMPLE = aClass('c-2', 'Clase muestra', {
  price: 0,
  isSampleClass: true,
  sampleClassDescription: 'Tu primera clase',
});
const HIIT = aClass('c-3', 'HIIT', { instructor: JORGE, instructorId: JORGE.id, isActive: false, duration: 30 });
const KICK = aClass('c-4', 'Kickboxing', { instructor: JORGE, instructorId: JORGE.id });
/** Newest first, as the server keeps them; eleven more so that there is a second page of ten. */
const EXTRA = Array.from({ length: 11 }, (_, index) =>
  aClass(`x-${index}`, `Extra ${index}`, { instructor: JORGE, instructorId: JORGE.id }),
);
const CLASSES = [CARDIO, SAMPLE, HIIT, KICK, ...EXTRA];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The server's list: filters, accent-folded search, and pages of `limit`. */
function listAnswer(url: URL) {
  const search = fold(url.searchParams.get('search') ?? '');
  const instructorId = url.searchParams.get('instructorId');
  const isActive = url.searchParams.get('isActive');
  const kept = CLASSES.filter(
    (item) =>
      fold(`${item.name} ${item.description ?? ''}`).includes(search) &&
      (!instructorId || item.instructorId === instructorId) &&
      (isActive === null || String(item.isActive) === isActive),
  );
  const sort = url.searchParams.get('sort') as 'price' | 'duration' | null;
  const direction = url.searchParams.get('order') === 'desc' ? -1 : 1;
  if (sort) kept.sort((a, b) => (a[sort] - b[sort] || a.id.localeCompare(b.id)) * direction);
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const classes = kept.slice((page - 1) * limit, page * limit);
  return { classes, total: kept.length, totalPages: Math.ceil(kept.length / limit), currentPage: page, limit };
}

/** The API: the classes, the tiles, the instructors; a command answers `commandAnswer`. */
function serve(
  commandAnswer: { status: number; body: unknown } = { status: 200, body: { success: true, data: CARDIO } },
) {
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') return json(commandAnswer.status, commandAnswer.body);
    if (url.pathname === '/api/classes/stats')
      return json(200, { success: true, data: { total: 4, active: 3, instructors: 2, reservations: 5 } });
    if (url.pathname === '/api/users/role/INSTRUCTOR')
      return json(200, { success: true, data: { users: [aUser('INSTRUCTOR', DANIELA), aUser('INSTRUCTOR', JORGE)] } });
    return json(200, { success: true, data: listAnswer(url) });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The query strings the page sent to GET /api/classes, in order. */
const listRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/classes')
    .map((url) => Object.fromEntries(url.searchParams));

async function openAs(role: Role = 'ADMIN') {
  renderPage(<ClassesPage />, { path: '/admin-classes', user: aUser(role) });
  await screen.findByRole('cell', { name: /^Kickboxing/ });
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.trim());

describe('ClassesPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('asks the server for the first page of ten and shows the tiles, the chips and the formatted columns', async () => {
    const fetchMock = serve();
    await openAs();
    expect(listRequests(fetchMock)).toEqual([{ page: '1', limit: '10' }]);
    expect(names().slice(0, 4)).toEqual(['Cardio Box', 'Clase muestra MUESTRA', 'HIIT', 'Kickboxing']);
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Mostrando 1-10 de 15 clases')).toBeInTheDocument();
    expect(await screen.findByText('Reservas Hoy')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    const sample = screen.getByRole('row', { name: /Clase muestra/ });
    expect(within(sample).getByText('GRATIS')).toBeInTheDocument();
    expect(within(sample).getByText('$0')).toBeInTheDocument();
    const hiit = screen.getByRole('row', { name: /HIIT/ });
    expect(hiit).toHaveTextContent('jorge@boxstudio.mx');
    expect(hiit).toHaveTextContent('30 min');
    expect(hiit).toHaveTextContent('12 personas');
    expect(hiit).toHaveTextContent('Inactiva');
  });

  it('pages on the server', async () => {
    const fetchMock = serve();
    await openAs();
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(names()).toEqual(['Extra 6', 'Extra 7', 'Extra 8', 'Extra 9', 'Extra 10']));
    expect(listRequests(fetchMock).at(-1)).toEqual({ page: '2', limit: '10' });
  });

  it('sends search, instructor and status to the server, back on page 1; Limpiar only when one is set', async () => {
    const fetchMock = serve();
    await openAs();
    const user = userEvent.setup();
    const clear = screen.getByRole('button', { name: 'Limpiar' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: 'Extra 10' });

    await user.type(screen.getByLabelText('Buscar clases...'), 'musica');
    await waitFor(() => expect(names()).toEqual(['Cardio Box']));
    expect(listRequests(fetchMock).at(-1)).toEqual({ search: 'musica', page: '1', limit: '10' });
    expect(clear).toBeEnabled();
    await user.click(clear);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(clear).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Instructor'), 'Jorge Núñez');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Inactivas');
    await waitFor(() => expect(names()).toEqual(['HIIT']));
    expect(listRequests(fetchMock).at(-1)).toEqual({
      instructorId: JORGE.id,
      isActive: 'false',
      page: '1',
      limit: '10',
    });
    expect(clear).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Instructor'), 'Todos');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Todas');
    expect(clear).toBeDisabled();
  });

  it('sorts on the server by a column, the other way on a second click, always from the first page', async () => {
    const fetchMock = serve();
    await openAs();
    const user = userEvent.setup();
    expect(screen.getByRole('columnheader', { name: /Precio/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: 'Extra 10' });
    await user.click(screen.getByRole('button', { name: 'Ordenar por Duración' }));
    await waitFor(() => expect(names()[0]).toBe('HIIT'));
    expect(listRequests(fetchMock).at(-1)).toEqual({ sort: 'duration', order: 'asc', page: '1', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Ordenar por Precio' }));
    await user.click(screen.getByRole('button', { name: 'Ordenar por Precio' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ sort: 'price', order: 'desc', page: '1', limit: '10' }),
    );
    expect(screen.getByRole('columnheader', { name: /Precio/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('toggles with only isActive and toasts the server message', async () => {
    const fetchMock = serve({
      status: 200,
      body: { success: true, data: { ...CARDIO, isActive: false }, message: 'Clase desactivada exitosamente' },
    });
    await openAs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Más acciones Cardio Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Clase desactivada exitosamente', 'success'));
    const put = fetchMock.mock.calls.map(([request]) => request).find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/classes\/c-1$/);
    expect(await put?.clone().json()).toEqual({ isActive: false });
  });

  it("says 'Error desconocido' when an answer reports failure without a message", async () => {
    serve({ status: 200, body: { success: false } });
    await openAs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Más acciones Cardio Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error desconocido', 'error'));
  });

  it("falls back to the screen's own words when an answer carries no message", async () => {
    serve({ status: 502, body: {} });
    await openAs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Cardio Box' }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al actualizar la clase', 'error'));
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Más acciones Cardio Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Eliminación' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al eliminar la clase', 'error'));
    await user.click(screen.getByRole('button', { name: 'Nueva Clase' }));
    const creation = await screen.findByRole('dialog', { name: 'Nueva Clase' });
    await user.type(within(creation).getByLabelText(/^Nombre/), 'Box');
    await user.selectOptions(within(creation).getByLabelText(/^Instructor/), DANIELA.id);
    await user.click(within(creation).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al crear la clase', 'error'));
  });

  it("says 'Error al cargar las clases' when the list cannot be loaded", async () => {
    global.fetch = jest.fn(
      async () =>
        new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ) as unknown as typeof fetch;
    renderPage(<ClassesPage />, { path: '/admin-classes', user: aUser('ADMIN') });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las clases', 'error'));
  });

  it("shows the server's field errors on their fields", async () => {
    serve({
      status: 400,
      body: { success: false, message: 'Datos inválidos', errors: [{ field: 'name', message: 'La clase ya existe' }] },
    });
    await openAs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Cardio Box' }));
    const form = screen.getByRole('dialog');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Datos inválidos', 'error'));
    expect(within(form).getByText('La clase ya existe')).toBeInTheDocument();
  });

  it('gives an instructor the list and the details, but no command', async () => {
    serve();
    await openAs('INSTRUCTOR');
    expect(screen.queryByRole('button', { name: 'Nueva Clase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Más acciones / })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver detalles Clase muestra' }));
    const details = screen.getByRole('dialog');
    expect(details).toHaveTextContent('Sin descripción');
    expect(details).toHaveTextContent('Daniela Ortega (daniela@boxstudio.mx)');
  });
});
