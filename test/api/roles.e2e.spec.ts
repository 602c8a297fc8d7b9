import { ROLES, type Role } from '@boxstudio/contracts';
import { firstEventOrJson } from '../support/event-stream.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { ADMIN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

type Caller = Role | 'ANONYMOUS';
type Method = 'get' | 'post' | 'put' | 'delete';

interface Route {
  readonly method: Method;
  readonly path: string;
  /** Who may call it; everyone else gets 403 (or 401 when anonymous). */
  readonly allowed: readonly Caller[] | 'everyone' | 'signed-in';
  readonly body?: (caller: Caller) => object;
  /** A path made afresh for each caller (a reservation to confirm, cancel or delete once). */
  readonly freshPath?: () => Promise<string>;
  /** Answers server-sent events, which never end by themselves: read up to the first one. */
  readonly stream?: boolean;
}

const ADMINS: readonly Caller[] = ['ADMIN', 'SUPER_ADMIN'];
let sequence = 0;
const branchBody = () => ({
  name: `Sucursal ${++sequence}`,
  address: 'Calle 1',
  city: 'Puebla',
  state: 'Puebla',
  country: 'México',
});

describe('server-side roles: every route × every role', () => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  let branchId = '';
  let clientId = '';
  let instructorId = '';
  let classId = '';
  let reservationId = '';
  /**
   * Each booking its own occurrence (a day apart, at the timetable's 07:00 studio time), so none is ever full
   * or held twice.
   */
  const nextStart = () => new Date(Date.UTC(2031, 0, 1, 13) + ++sequence * 86_400_000).toISOString();
  /** The id of a record an admin creates through the API (201), for a route to act on. */
  const createdByAdmin = async (path: string, body: object): Promise<string> =>
    (
      await t
        .http()
        .post(path)
        .set(bearer(tokens.get('ADMIN') ?? ''))
        .send(body)
        .expect(201)
    ).body.data.id as string;
  /** An occurrence that has started (staff may record one up to a week back): its attendance can be taken. */
  const startedReservation = async (): Promise<string> =>
    (
      await t
        .http()
        .post('/api/reservations')
        .set(bearer(tokens.get('ADMIN') ?? ''))
        .send({
          classId,
          userId: clientId,
          startTime: new Date(Date.now() - 3_600_000 - ++sequence * 60_000).toISOString(),
        })
        .expect(201)
    ).body.data.id as string;
  const booking = () => ({ classId, startTime: nextStart(), userId: clientId });
  const freshReservation = (): Promise<string> => createdByAdmin('/api/reservations', booking());
  const reservationRoutes = (): Route[] => [
    { method: 'get', path: '/api/reservations', allowed: ADMINS },
    { method: 'get', path: '/api/reservations/stats', allowed: ADMINS },
    { method: 'get', path: '/api/reservations/user', allowed: 'signed-in' },
    { method: 'get', path: '/api/reservations/user/upcoming', allowed: 'signed-in' },
    { method: 'get', path: '/api/reservations/user/past', allowed: 'signed-in' },
    { method: 'get', path: '/api/reservations/occurrences', allowed: 'signed-in' },
    {
      method: 'get',
      path: `/api/reservations/availability/${classId}?startTime=2031-01-01T12:00:00.000Z`,
      allowed: 'signed-in',
    },
    { method: 'get', path: `/api/reservations/class/${classId}`, allowed: [...ADMINS, 'INSTRUCTOR'] },
    { method: 'get', path: `/api/reservations/instructor/${instructorId}`, allowed: [...ADMINS, 'INSTRUCTOR'] },
    { method: 'get', path: `/api/reservations/${reservationId}`, allowed: [...ADMINS, 'INSTRUCTOR', 'CLIENT'] },
    { method: 'post', path: '/api/reservations', allowed: [...ADMINS, 'CLIENT'], body: booking },
    {
      method: 'put',
      path: `/api/reservations/${reservationId}`,
      allowed: ADMINS,
      body: () => ({ startTime: nextStart() }),
    },
    {
      method: 'put',
      path: '/api/reservations/:id/confirm',
      allowed: ADMINS,
      freshPath: async () => `/api/reservations/${await freshReservation()}/confirm`,
    },
    {
      method: 'put',
      path: '/api/reservations/:id/cancel',
      allowed: [...ADMINS, 'CLIENT'],
      freshPath: async () => `/api/reservations/${await freshReservation()}/cancel`,
    },
    {
      method: 'delete',
      path: '/api/reservations/:id',
      allowed: ADMINS,
      freshPath: async () => `/api/reservations/${await freshReservation()}`,
    },
    {
      method: 'put',
      path: '/api/reservations/:id/attendance',
      allowed: [...ADMINS, 'INSTRUCTOR'],
      body: () => ({ attended: true }),
      freshPath: async () => `/api/reservations/${await startedReservation()}/attendance`,
    },
    { method: 'get', path: `/api/audit/reservation/${reservationId}/events`, allowed: ADMINS },
  ];
  let planId = '';
  let otherPlanId = '';
  let membershipId = '';
  // A client holds one live membership at a time: each sale falls in a year of its own, after the ten-year
  // one it books with.
  const sale = () => ({
    userId: clientId,
    membershipPlanId: planId,
    startDate: new Date(Date.parse('2042-01-01T12:00:00.000Z') + ++sequence * 365 * 86_400_000).toISOString(),
    price: 800,
  });
  const freshMembership = (userId = clientId): Promise<string> =>
    createdByAdmin('/api/memberships', { ...sale(), userId });
  const membershipRoutes = (): Route[] => [
    { method: 'get', path: '/api/memberships', allowed: ADMINS },
    { method: 'get', path: '/api/memberships/stats', allowed: ADMINS },
    { method: 'get', path: '/api/memberships/active', allowed: ADMINS },
    { method: 'get', path: '/api/memberships/plans', allowed: ADMINS },
    { method: 'get', path: '/api/memberships/user', allowed: 'signed-in' },
    { method: 'get', path: '/api/memberships/has-active', allowed: 'signed-in' },
    { method: 'get', path: '/api/memberships/remaining-days', allowed: 'signed-in' },
    { method: 'get', path: `/api/memberships/${membershipId}`, allowed: [...ADMINS, 'CLIENT'] },
    { method: 'post', path: '/api/memberships', allowed: ADMINS, body: sale },
    {
      method: 'put',
      path: `/api/memberships/${membershipId}`,
      allowed: ADMINS,
      body: () => ({ price: 800 + (++sequence % 100) }),
    },
    { method: 'put', path: `/api/memberships/${membershipId}/renew`, allowed: ADMINS, body: () => ({ months: 1 }) },
    { method: 'get', path: `/api/memberships/${membershipId}/plan-change?newPlanId=${otherPlanId}`, allowed: ADMINS },
    {
      method: 'put',
      path: '/api/memberships/:id/change-plan',
      allowed: ADMINS,
      body: () => ({ newPlanId: otherPlanId }),
      freshPath: async () =>
        `/api/memberships/${await freshMembership((await createPerson(t.app, 'CLIENT')).id)}/change-plan`,
    },
    {
      method: 'put',
      path: '/api/memberships/:id/freeze',
      allowed: ADMINS,
      body: () => ({ freezeUntil: new Date(Date.now() + 10 * 86_400_000).toISOString() }),
      freshPath: async () => `/api/memberships/${await freshMembership()}/freeze`,
    },
    {
      method: 'put',
      path: '/api/memberships/:id/cancel',
      allowed: ADMINS,
      freshPath: async () => `/api/memberships/${await freshMembership()}/cancel`,
    },
    {
      method: 'delete',
      path: '/api/memberships/:id',
      allowed: ADMINS,
      freshPath: async () => `/api/memberships/${await freshMembership()}`,
    },
    { method: 'get', path: `/api/audit/membership/${membershipId}/events`, allowed: ADMINS },
  ];
  let paymentId = '';
  /** Its own branch: the branch routes above delete theirs, and a payment by hand needs an active one. */
  let paymentBranchId = '';
  const freshPayment = (): Promise<string> =>
    createdByAdmin('/api/payments', { userId: clientId, branchId: paymentBranchId, amount: 100 });
  const paymentRoutes = (): Route[] => [
    { method: 'get', path: '/api/payments', allowed: [...ADMINS, 'CLIENT'] },
    { method: 'get', path: '/api/payments/stats', allowed: ADMINS },
    // The CLIENT's own payment; another's is a 403 (payments.e2e.spec.ts).
    { method: 'get', path: `/api/payments/${paymentId}`, allowed: [...ADMINS, 'CLIENT'] },
    {
      method: 'post',
      path: '/api/payments',
      allowed: ADMINS,
      body: () => ({ userId: clientId, branchId: paymentBranchId, amount: 100 }),
    },
    {
      method: 'put',
      path: '/api/payments/:id',
      allowed: ADMINS,
      body: () => ({ status: 'REFUNDED', reason: 'Devolución' }),
      freshPath: async () => `/api/payments/${await freshPayment()}`,
    },
    {
      method: 'delete',
      path: '/api/payments/:id',
      allowed: ADMINS,
      body: () => ({ reason: 'Duplicado' }),
      freshPath: async () => `/api/payments/${await freshPayment()}`,
    },
    { method: 'get', path: `/api/audit/payment/${paymentId}/events`, allowed: ADMINS },
  ];
  let itemId = '';
  /** Its own branch, with a stocked item: sales and movements never run out, transfers go to the payments' branch. */
  let inventoryBranchId = '';
  const DESK: readonly Caller[] = [...ADMINS, 'SUPERVISOR', 'MANAGER'];
  const itemBody = () => ({
    name: 'Guantes 12 oz',
    category: 'GEAR',
    sku: `ROL-${++sequence}`,
    cost: 450,
    price: 899,
    branchId: inventoryBranchId,
    quantity: 10_000,
  });
  const freshItem = (): Promise<string> => createdByAdmin('/api/inventory', itemBody());
  const inventoryRoutes = (): Route[] => [
    { method: 'get', path: '/api/inventory', allowed: DESK },
    { method: 'get', path: '/api/inventory/stats', allowed: DESK },
    { method: 'get', path: `/api/inventory/${itemId}`, allowed: DESK },
    { method: 'get', path: `/api/inventory/${itemId}/movements`, allowed: DESK },
    { method: 'post', path: '/api/inventory', allowed: ADMINS, body: itemBody },
    {
      method: 'put',
      path: `/api/inventory/${itemId}`,
      allowed: ADMINS,
      body: () => ({ price: 800 + (++sequence % 100) }),
    },
    {
      method: 'delete',
      path: '/api/inventory/:id',
      allowed: ADMINS,
      freshPath: async () => `/api/inventory/${await freshItem()}`,
    },
    {
      method: 'post',
      path: `/api/inventory/${itemId}/movements`,
      allowed: DESK,
      body: () => ({ type: 'IN', quantity: 1 }),
    },
    { method: 'post', path: `/api/inventory/${itemId}/sales`, allowed: DESK, body: () => ({ quantity: 1 }) },
    {
      method: 'post',
      path: `/api/inventory/${itemId}/transfers`,
      allowed: ADMINS,
      body: () => ({ toBranchId: paymentBranchId, quantity: 1 }),
    },
    { method: 'get', path: `/api/audit/inventory/${itemId}/events`, allowed: ADMINS },
  ];
  let apiKeyId = '';
  const apiKeyBody = () => ({
    name: `Tablero ${++sequence}`,
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  const freshApiKey = (): Promise<string> => createdByAdmin('/api/admin/api-keys', apiKeyBody());
  const apiKeyRoutes = (): Route[] => [
    { method: 'get', path: '/api/admin/api-keys', allowed: ADMINS },
    { method: 'post', path: '/api/admin/api-keys', allowed: ADMINS, body: apiKeyBody },
    {
      method: 'delete',
      path: '/api/admin/api-keys/:id',
      allowed: ADMINS,
      freshPath: async () => `/api/admin/api-keys/${await freshApiKey()}`,
    },
    { method: 'get', path: `/api/audit/api-key/${apiKeyId}/events`, allowed: ADMINS },
  ];
  const routes = (): Route[] => [
    { method: 'get', path: '/api/health', allowed: 'everyone' },
    { method: 'get', path: '/api/auth/profile', allowed: 'signed-in' },
    { method: 'put', path: '/api/auth/profile', allowed: 'signed-in', body: () => ({ name: `Persona ${++sequence}` }) },
    // Each caller changes their own password once: the sessions it was changed from go on.
    {
      method: 'put',
      path: '/api/auth/password',
      allowed: 'signed-in',
      body: (caller) => ({
        currentPassword: caller === 'SUPER_ADMIN' ? ADMIN.password : PASSWORD,
        newPassword: 'Cambiada2025',
      }),
    },
    { method: 'get', path: '/api/branches', allowed: 'everyone' },
    { method: 'get', path: `/api/branches/${branchId}`, allowed: 'everyone' },
    { method: 'get', path: `/api/branches/${branchId}/stats`, allowed: ADMINS },
    { method: 'post', path: '/api/branches', allowed: ['SUPER_ADMIN'], body: branchBody },
    {
      method: 'put',
      path: `/api/branches/${branchId}`,
      allowed: ADMINS,
      body: () => ({ phone: `+52 55 1234 ${String(1000 + (++sequence % 9000))}` }),
    },
    { method: 'delete', path: `/api/branches/${branchId}`, allowed: ['SUPER_ADMIN'] },
    { method: 'get', path: '/api/users/stats', allowed: ADMINS },
    { method: 'get', path: '/api/users', allowed: ADMINS },
    { method: 'get', path: '/api/users/role/INSTRUCTOR', allowed: ADMINS },
    { method: 'get', path: `/api/users/${clientId}`, allowed: ADMINS },
    { method: 'get', path: '/api/clients/stats', allowed: ADMINS },
    { method: 'get', path: '/api/clients', allowed: ADMINS },
    { method: 'get', path: `/api/clients/${clientId}`, allowed: ADMINS },
    {
      method: 'put',
      path: `/api/clients/${clientId}`,
      allowed: ADMINS,
      body: () => ({ name: `Cliente ${++sequence}` }),
    },
    {
      method: 'post',
      path: '/api/newsletter/subscribe',
      allowed: 'everyone',
      body: () => ({ firstName: 'A', lastName: 'B', email: `n${++sequence}@example.com` }),
    },
    { method: 'get', path: '/api/newsletter/subscribers', allowed: ADMINS },
    { method: 'get', path: `/api/audit/branch/${branchId}/events`, allowed: ADMINS },
    { method: 'get', path: `/api/audit/branch/${branchId}`, allowed: ADMINS },
    { method: 'get', path: `/api/audit/branch/${branchId}/replay`, allowed: ADMINS },
    { method: 'get', path: '/api/audit/activity', allowed: ADMINS },
    { method: 'get', path: '/api/audit/search?q=sucursal', allowed: ADMINS },
    { method: 'get', path: '/api/admin/projections', allowed: ADMINS },
    { method: 'get', path: '/api/admin/projections/stream', allowed: ADMINS, stream: true },
    { method: 'post', path: '/api/admin/projections/newsletter/check', allowed: ADMINS },
    { method: 'get', path: '/api/admin/reactions', allowed: ADMINS },
    ...reservationRoutes(),
    ...membershipRoutes(),
    ...paymentRoutes(),
    ...inventoryRoutes(),
    ...apiKeyRoutes(),
  ];

  beforeAll(async () => {
    t = await startTestApp();
    tokens.set('SUPER_ADMIN', await t.adminToken());
    for (const role of ROLES.filter((candidate) => candidate !== 'SUPER_ADMIN')) {
      const person = await createPerson(t.app, role);
      if (role === 'CLIENT') clientId = person.id;
      if (role === 'INSTRUCTOR') instructorId = person.id;
      tokens.set(role, await t.login(person.email, PASSWORD));
    }
    branchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(tokens.get('SUPER_ADMIN') ?? ''))
        .send(branchBody())
        .expect(201)
    ).body.data.id as string;
    const admin = bearer(tokens.get('ADMIN') ?? '');
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(admin)
        .send({ name: 'Box', duration: 50, maxCapacity: 50, price: 150, instructorId })
        .expect(201)
    ).body.data.id as string;
    // A client books for itself the timetable's occurrences, with a membership covering them.
    const daily = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '07:00', endTime: '07:50' }));
    await t.http().put(`/api/classes/${classId}/schedules`).set(admin).send({ schedules: daily }).expect(200);
    const yearly = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(admin)
        .send({ name: 'Anual', price: 9000, duration: 3650, branchId, features: [] })
        .expect(201)
    ).body.data.id as string;
    await t
      .http()
      .post('/api/memberships')
      .set(admin)
      .send({ userId: clientId, membershipPlanId: yearly, startDate: '2031-01-01T00:00:00.000Z', price: 9000 })
      .expect(201);
    reservationId = await freshReservation();
    planId = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(admin)
        .send({ name: 'Mensual', price: 800, duration: 30, branchId, features: [] })
        .expect(201)
    ).body.data.id as string;
    otherPlanId = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(admin)
        .send({ name: 'Trimestral', price: 2100, duration: 90, branchId, features: [] })
        .expect(201)
    ).body.data.id as string;
    membershipId = await freshMembership();
    paymentBranchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(tokens.get('SUPER_ADMIN') ?? ''))
        .send(branchBody())
        .expect(201)
    ).body.data.id as string;
    paymentId = await freshPayment();
    inventoryBranchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(tokens.get('SUPER_ADMIN') ?? ''))
        .send(branchBody())
        .expect(201)
    ).body.data.id as string;
    itemId = await freshItem();
    apiKeyId = await freshApiKey();
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
        const path = route.freshPath ? await route.freshPath() : route.path;
        let call = t.http()[route.method](path);
        if (route.stream) call = call.buffer(true).parse(firstEventOrJson);
        const token = tokens.get(caller);
        if (token) call = call.set(bearer(token));
        const response = route.body ? await call.send(route.body(caller)) : await call;
        const want = expected(route, caller);
        const ok = want === 'success' ? response.status >= 200 && response.status < 300 : response.status === want;
        if (!ok)
          mismatches.push(
            `${route.method.toUpperCase()} ${route.path} as ${caller}: ${response.status}, expected ${want}`,
          );
        if (route.stream && response.status === 200) expect(response.body).toMatchObject({ event: 'snapshot' });
        else expect(response.body).toHaveProperty('success', response.status < 300);
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);
});
