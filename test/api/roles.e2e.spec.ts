import { ROLES, type Role } from '@boxstudio/contracts';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

type Caller = Role | 'ANONYMOUS';
type Method = 'get' | 'post' | 'put' | 'delete';

interface Route {
  readonly method: Method;
  readonly path: string;
  /** Who may call it; everyone else gets 403 (or 401 when anonymous). */
  readonly allowed: readonly Caller[] | 'everyone' | 'signed-in';
  readonly body?: () => object;
}

const ADMINS: readonly Caller[] = ['ADMIN', 'SUPER_ADMIN'];
let sequence = 0;
const branchBody = () => ({ name: `Sucursal ${++sequence}`, address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' });

describe('server-side roles: every route × every role', () => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  let branchId = '';
  let clientId = '';
  const routes = (): Route[] => [
    { method: 'get', path: '/api/health', allowed: 'everyone' },
    { method: 'get', path: '/api/auth/profile', allowed: 'signed-in' },
    { method: 'get', path: '/api/branches', allowed: 'everyone' },
    { method: 'get', path: `/api/branches/${branchId}`, allowed: 'everyone' },
    { method: 'get', path: `/api/branches/${branchId}/stats`, allowed: ADMINS },
    { method: 'post', path: '/api/branches', allowed: ['SUPER_ADMIN'], body: branchBody },
    { method: 'put', path: `/api/branches/${branchId}`, allowed: ADMINS, body: () => ({ phone: `+52 55 1234 ${String(1000 + (++sequence % 9000))}` }) },
    { method: 'delete', path: `/api/branches/${branchId}`, allowed: ['SUPER_ADMIN'] },
    { method: 'get', path: '/api/users/stats', allowed: ADMINS },
    { method: 'get', path: '/api/users', allowed: ADMINS },
    { method: 'get', path: '/api/users/role/INSTRUCTOR', allowed: ADMINS },
    { method: 'get', path: `/api/users/${clientId}`, allowed: ADMINS },
    { method: 'get', path: '/api/clients/stats', allowed: ADMINS },
    { method: 'get', path: '/api/clients', allowed: ADMINS },
    { method: 'get', path: `/api/clients/${clientId}`, allowed: ADMINS },
    { method: 'put', path: `/api/clients/${clientId}`, allowed: ADMINS, body: () => ({ name: `Cliente ${++sequence}` }) },
    { method: 'post', path: '/api/newsletter/subscribe', allowed: 'everyone', body: () => ({ firstName: 'A', lastName: 'B', email: `n${++sequence}@example.com` }) },
    { method: 'get', path: '/api/newsletter/subscribers', allowed: ADMINS },
    { method: 'get', path: `/api/audit/branch/${branchId}/events`, allowed: ADMINS },
    { method: 'get', path: `/api/audit/branch/${branchId}`, allowed: ADMINS },
    { method: 'get', path: '/api/admin/projections', allowed: ADMINS },
    { method: 'get', path: '/api/admin/reactions', allowed: ADMINS },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    tokens.set('SUPER_ADMIN', await t.adminToken());
    for (const role of ROLES.filter((candidate) => candidate !== 'SUPER_ADMIN')) {
      const person = await createPerson(t.app, role);
      if (role === 'CLIENT') clientId = person.id;
      tokens.set(role, await t.login(person.email, PASSWORD));
    }
    branchId = (await t.http().post('/api/branches').set(bearer(tokens.get('SUPER_ADMIN') ?? '')).send(branchBody()).expect(201)).body.data.id as string;
  });
  afterAll(() => t.close());

  function expected(route: Route, caller: Caller): number | 'success' {
    if (route.allowed === 'everyone') return 'success';
    if (caller === 'ANONYMOUS') return 401;
    if (route.allowed === 'signed-in' || route.allowed.includes(caller)) return 'success';
    return 403;
  }

  it('answers each caller exactly as the contract says', async () => {
    const mismatches: string[] = [];
    for (const route of routes()) {
      for (const caller of ['ANONYMOUS', ...ROLES] as Caller[]) {
        let call = t.http()[route.method](route.path);
        const token = tokens.get(caller);
        if (token) call = call.set(bearer(token));
        const response = route.body ? await call.send(route.body()) : await call;
        const want = expected(route, caller);
        const ok = want === 'success' ? response.status >= 200 && response.status < 300 : response.status === want;
        if (!ok) mismatches.push(`${route.method.toUpperCase()} ${route.path} as ${caller}: ${response.status}, expected ${want}`);
        expect(response.body).toHaveProperty('success', response.status < 300);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
