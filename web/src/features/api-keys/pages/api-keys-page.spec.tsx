/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyDto, CreatedApiKeyDto } from '@boxstudio/contracts';
import { typedDayOf } from '../../../components/admin/date-time-field';
import { showToast } from '../../../components/toaster';
import { addStudioDays, studioDayEndsAt, studioToday } from '../../../lib/studio-time';
import { aUser, renderPage } from '../../../testing/render';
import { commandsSent, queriesSentTo } from '../../../testing/requests-sent';
import ApiKeysPage from './api-keys-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const STAMP = '2026-03-01T18:00:00.000Z';
const POLANCO = { id: 'b-1', name: 'Polanco' };
const CONDESA = { id: 'b-2', name: 'Condesa' };

function aKey(id: string, overrides: Partial<ApiKeyDto> = {}): ApiKeyDto {
  return {
    ...{ id, name: 'Power BI', prefix: 'bxs_0f8fad5b', branchId: null, expiresAt: '2026-06-30T05:59:59.999Z' },
    ...{ lastUsedAt: null, revokedAt: null, createdBy: 'user-admin', createdAt: STAMP, status: 'ACTIVE' },
    ...overrides,
  };
}

const POWER_BI = aKey('k-1');
const SHEET = aKey('k-2', {
  ...{ name: 'Hoja de Polanco', prefix: 'bxs_7c9e6679', branchId: POLANCO.id, status: 'REVOKED' },
  ...{ lastUsedAt: '2026-03-10T15:00:00.000Z', revokedAt: '2026-03-12T15:00:00.000Z' },
});
const SCRIPT = aKey('k-3', {
  ...{ name: 'Script viejo', prefix: 'bxs_9b2d4e11', expiresAt: '2026-02-28T05:59:59.999Z', status: 'EXPIRED' },
  createdAt: '2026-01-05T18:00:00.000Z',
});

const THE_KEY = `bxs_${'a1'.repeat(16)}${'Z9'.repeat(21)}xY3kQ2P`;

const aBranch = (branch: { id: string; name: string }) => ({
  ...branch,
  ...{ address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México', postalCode: null, phone: null },
  ...{ email: null, isActive: true, createdAt: STAMP, updatedAt: STAMP },
  _count: { users: 0, classes: 0, membershipPlans: 0 },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The API: the keys listed (newest first); a create adds the key it answers to the list; a revoke
 * marks it; `answers` replaces the answer of a "METHOD /api/path".
 */
function serve({
  keys = [POWER_BI, SHEET, SCRIPT],
  answers = {},
}: { keys?: ApiKeyDto[]; answers?: Record<string, Answer> } = {}) {
  let listed = [...keys];
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const own = answers[`${request.method} ${path}`];
    if (own) return json(own.status, own.body);
    if (request.method === 'POST' && path === '/api/admin/api-keys') {
      const body = (await request.clone().json()) as { name: string; expiresAt: string; branchId?: string };
      const created: CreatedApiKeyDto = {
        ...aKey('k-new', { name: body.name, expiresAt: body.expiresAt, branchId: body.branchId ?? null }),
        createdAt: new Date().toISOString(),
        key: THE_KEY,
      };
      const { key: _key, ...listedKey } = created;
      listed = [listedKey, ...listed];
      return json(201, {
        success: true,
        data: created,
        message: 'Clave de API creada exitosamente. Cópiala ahora: no se volverá a mostrar',
      });
    }
    if (request.method === 'DELETE' && path.startsWith('/api/admin/api-keys/')) {
      const id = path.split('/').at(-1);
      listed = listed.map((key) => (key.id === id ? { ...key, status: 'REVOKED', revokedAt: STAMP } : key));
      return json(200, {
        success: true,
        data: listed.find((key) => key.id === id),
        message: 'Clave de API revocada exitosamente',
      });
    }
    if (path === '/api/admin/api-keys') {
      const status = url.searchParams.get('status');
      const shown = listed.filter((key) => !status || key.status === status);
      return ok({ apiKeys: shown, total: shown.length, totalPages: 1, currentPage: 1, limit: 10 });
    }
    if (path === '/api/branches')
      return ok({
        branches: [aBranch(POLANCO), aBranch(CONDESA)],
        total: 2,
        totalPages: 1,
        currentPage: 1,
        limit: 100,
      });
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function open(language: 'es' | 'en' = 'es') {
  renderPage(<ApiKeysPage />, { path: '/admin-api-keys', user: aUser('ADMIN'), language });
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Claves de API' : 'API keys' });
}

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const listRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/admin/api-keys');

describe('ApiKeysPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists each key: name, prefix, scope, created, expiry, last use ("Nunca") and its status in words', async () => {
    const fetchMock = serve();
    await open();
    const powerBi = await rowOf('Power BI');
    expect(listRequests(fetchMock)[0]).toEqual({ page: '1', limit: '10' });
    expect(within(powerBi).getByText('bxs_0f8fad5b…').tagName).toBe('CODE');
    await waitFor(() => expect(powerBi).toHaveTextContent('Todas las sucursales'));
    expect(powerBi).toHaveTextContent('1 mar 2026');
    expect(powerBi).toHaveTextContent('29 jun 2026');
    expect(powerBi).toHaveTextContent('Nunca');
    expect(within(powerBi).getByText('Activa')).toBeInTheDocument();
    expect(within(powerBi).getByRole('button', { name: 'Revocar Power BI' })).toBeEnabled();

    const sheet = await rowOf('Hoja de Polanco');
    await waitFor(() => expect(sheet).toHaveTextContent('Polanco'));
    expect(sheet).toHaveTextContent('10 mar 2026');
    expect(within(sheet).getByText('Revocada')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /^Revocar/ })).not.toBeInTheDocument();

    const script = await rowOf('Script viejo');
    expect(within(script).getByText('Vencida')).toBeInTheDocument();
    expect(within(script).queryByRole('button', { name: /^Revocar/ })).not.toBeInTheDocument();
    expect(screen.getByText(/3 claves/)).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    serve();
    await open('en');
    const powerBi = await rowOf('Power BI');
    await waitFor(() => expect(powerBi).toHaveTextContent('All branches'));
    expect(powerBi).toHaveTextContent('Never');
    expect(within(powerBi).getByText('Active')).toBeInTheDocument();
    expect(within(await rowOf('Hoja de Polanco')).getByText('Revoked')).toBeInTheDocument();
    expect(within(await rowOf('Script viejo')).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Power BI' })).toBeInTheDocument();
  });

  it('says so when there are no keys, and filters by status on the server', async () => {
    const fetchMock = serve({ keys: [] });
    await open();
    expect(await screen.findByText('No hay claves de API')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Estado'), 'Revocadas');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toEqual({ status: 'REVOKED', page: '1', limit: '10' }));
  });

  it('creates a key, shows it once with Copiar, and forgets it once closed; the list shows the new key', async () => {
    const fetchMock = serve();
    await open();
    await rowOf('Power BI');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nueva clave' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva clave' });
    const expiry = within(form).getByLabelText(/^Vence el/);
    const in90Days = addStudioDays(studioToday(), 90);
    expect(expiry).toHaveValue(typedDayOf(in90Days));
    await user.type(within(form).getByLabelText(/^Nombre/), '  Power BI dirección ');
    await user.selectOptions(within(form).getByLabelText(/^Sucursales que puede consultar/), 'Condesa');
    await user.click(within(form).getByRole('button', { name: 'Crear clave' }));

    const shown = await screen.findByRole('dialog', { name: 'Clave creada' });
    expect(await commandsSent(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/api-keys',
        // Works all of its last day: the instant that studio day ends.
        body: {
          name: 'Power BI dirección',
          expiresAt: new Date(Date.parse(studioDayEndsAt(in90Days)) - 1).toISOString(),
          branchId: CONDESA.id,
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith(
      'Clave de API creada exitosamente. Cópiala ahora: no se volverá a mostrar',
      'success',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva clave' })).not.toBeInTheDocument());
    const field = within(shown).getByLabelText('Clave de API');
    expect(field).toHaveValue(THE_KEY);
    expect(field).toHaveAttribute('readonly');
    expect(shown).toHaveTextContent('no se volverá a mostrar');
    expect(shown).toHaveTextContent('«Power BI dirección» · Condesa');

    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Clave copiada', 'success'));
    expect(await navigator.clipboard.readText()).toBe(THE_KEY);

    await user.click(within(shown).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain(THE_KEY);
    const created = await rowOf('Power BI dirección');
    await waitFor(() => expect(created).toHaveTextContent('Condesa'));
    expect(within(created).getByText('Activa')).toBeInTheDocument();
  });

  it('checks the name and the expiry as the API does before sending anything', async () => {
    const fetchMock = serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nueva clave' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva clave' });
    const expiry = within(form).getByLabelText(/^Vence el/);
    await user.type(within(form).getByLabelText(/^Nombre/), 'Power BI');
    await user.clear(expiry);
    await user.type(expiry, typedDayOf(addStudioDays(studioToday(), 400)));
    await user.tab();
    expect(form).toHaveTextContent('La fecha de expiración puede ser como máximo un año después de hoy');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Crear clave' })).toBeDisabled();
    await user.clear(expiry);
    await user.type(expiry, typedDayOf(addStudioDays(studioToday(), -1)));
    expect(form).toHaveTextContent('La fecha de expiración debe ser futura');
    await user.clear(expiry);
    await user.type(expiry, typedDayOf(addStudioDays(studioToday(), 30)));
    expect(within(form).getByRole('button', { name: 'Crear clave' })).toBeEnabled();
    expect(await commandsSent(fetchMock)).toEqual([]);
  });

  it("shows the API's 400 field errors on their fields and toasts its message", async () => {
    serve({
      answers: {
        'POST /api/admin/api-keys': {
          status: 400,
          body: {
            success: false,
            message: 'Error de validación',
            errors: [
              { field: 'expiresAt', message: 'La fecha de expiración puede ser como máximo un año después de hoy' },
              { field: 'branchId', message: 'La sucursal no existe' },
            ],
          },
        },
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nueva clave' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva clave' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Power BI');
    await user.selectOptions(within(form).getByLabelText(/^Sucursales que puede consultar/), 'Polanco');
    await user.click(within(form).getByRole('button', { name: 'Crear clave' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error de validación', 'error'));
    const expiry = within(form).getByLabelText(/^Vence el/);
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription('La fecha de expiración puede ser como máximo un año después de hoy');
    expect(within(form).getByLabelText(/^Sucursales que puede consultar/)).toHaveAccessibleDescription(
      'La sucursal no existe',
    );
    expect(screen.queryByRole('dialog', { name: 'Clave creada' })).not.toBeInTheDocument();
  });

  it('revokes an active key after asking, and toasts what the server said', async () => {
    const fetchMock = serve();
    await open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Power BI')).getByRole('button', { name: 'Revocar Power BI' }));
    const prompt = await screen.findByRole('dialog', { name: 'Revocar clave' });
    expect(prompt).toHaveTextContent('¿Revocar la clave "Power BI"?');
    await user.click(within(prompt).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Clave de API revocada exitosamente', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'DELETE', path: '/api/admin/api-keys/k-1', body: undefined },
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Power BI/ })).getByText('Revocada')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Revocar Power BI' })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal of a revocation", async () => {
    serve({
      answers: {
        'DELETE /api/admin/api-keys/k-1': {
          status: 409,
          body: { success: false, message: 'La clave de API ya está revocada' },
        },
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Power BI')).getByRole('button', { name: 'Revocar Power BI' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revocar clave' })).getByRole('button', { name: 'Revocar' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('La clave de API ya está revocada', 'error'));
  });
});
