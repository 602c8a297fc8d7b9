/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import type { UserDto } from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from './api';
import { registerNavigator } from './navigation';
import { preferencesSlice } from './preferences-slice';
import { sessionSlice, sessionStarted } from './session-slice';

const user: UserDto = {
  ...{ id: 'u1', name: 'Ana', email: 'ana@example.com', phone: null, role: 'CLIENT', isActive: true, branchId: null },
  ...{ dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null, createdAt: '', updatedAt: '' },
  mustChangePassword: false,
};

// Node's Request needs an absolute URL; the browser resolves '/api' against the page.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
  }
};

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
    command: build.mutation<CommandAnswer<{ id: string }>, void>({
      query: () => ({ url: '/probe', method: 'POST' }),
      transformResponse: withServerMessage<{ id: string }>,
    }),
  }),
});

function storeWith(token: string | null, language: 'es' | 'en' = 'es') {
  return configureStore({
    reducer: { session: sessionSlice.reducer, preferences: preferencesSlice.reducer, [api.reducerPath]: api.reducer },
    preloadedState: {
      session: { token, user: token ? user : null },
      preferences: { language, theme: 'dark' as const },
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('the API client', () => {
  it('sends the bearer token and the language, and unwraps data', async () => {
    const fetchMock = answer(200, { success: true, data: { ok: true } });
    const store = storeWith('jwt', 'en');
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toMatch(/\/api\/probe$/);
    expect(request.headers.get('Authorization')).toBe('Bearer jwt');
    expect(request.headers.get('Accept-Language')).toBe('en');
  });

  it('passes the envelope as the error', async () => {
    answer(400, {
      success: false,
      message: 'Error de validación',
      errors: [{ field: 'name', message: 'Este campo es requerido' }],
    });
    const result = await storeWith(null).dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toEqual({
      status: 400,
      data: {
        success: false,
        message: 'Error de validación',
        errors: [{ field: 'name', message: 'Este campo es requerido' }],
      },
    });
  });

  it('ends the session and goes to /login on a 401', async () => {
    answer(401, { success: false, message: 'No autenticado. Inicia sesión.' });
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    const store = storeWith('expired');
    await store.dispatch(probe.endpoints.probe.initiate());
    unregister();
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps a session begun while a call with the old token was under way, whatever that call answers', async () => {
    const store = storeWith('old');
    global.fetch = jest.fn(async () => {
      store.dispatch(sessionStarted({ token: 'new', user }));
      return new Response(JSON.stringify({ success: false, message: 'No autenticado. Inicia sesión.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    unregister();
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toEqual({ token: 'new', user });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a 401 to a call made without a token (a wrong password, say)', async () => {
    answer(401, { success: false, message: 'Credenciales inválidas' });
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    await storeWith(null).dispatch(probe.endpoints.probe.initiate());
    unregister();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("gives a command the server's message beside its data", async () => {
    answer(201, { success: true, data: { id: 'b1' }, message: 'Branch created successfully' });
    const result = await storeWith('jwt', 'en').dispatch(probe.endpoints.command.initiate());
    expect(result).toEqual({ data: { data: { id: 'b1' }, message: 'Branch created successfully' } });
  });

  it('gives a command an empty message when the server sent none', async () => {
    answer(200, { success: true, data: { id: 'b1' } });
    const result = await storeWith('jwt').dispatch(probe.endpoints.command.initiate());
    expect(result).toEqual({ data: { data: { id: 'b1' }, message: '' } });
  });
});
