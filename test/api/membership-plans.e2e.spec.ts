import { ROLES, type MembershipPlanDto, type Role } from '@boxstudio/contracts';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

type Caller = Role | 'ANONYMOUS';
const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> => Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));

describe('membership plans', () => {
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  const tokens = new Map<Caller, string>();
  let polanco: string;
  let providencia: string;
  let closed: string;

  const plus = (extra: object = {}) => ({ name: 'Plus', description: 'Doce clases al mes', price: 1099, duration: 30, maxClasses: 12, features: ['Evaluación física', 'Vendas'], branchId: polanco, ...extra });
  const create = (body: object, token: string | null = admin, language = 'es') => {
    const request = t.http().post('/api/membership-plans').set('Accept-Language', language);
    return token ? request.set(bearer(token)).send(body) : request.send(body);
  };
  const createId = async (body: object = plus()) => (await create(body).expect(201)).body.data.id as string;
  const update = (id: string, body: object, token = admin) => t.http().put(`/api/membership-plans/${id}`).set(bearer(token)).send(body);
  const get = (path: string, token?: string) => (token ? t.http().get(path).set(bearer(token)) : t.http().get(path));

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    const branch = async (name: string) =>
      (await t.http().post('/api/branches').set(bearer(superAdmin)).send({ name, address: 'Calle 1', city: 'Ciudad de México', state: 'CDMX', country: 'México' }).expect(201)).body.data.id as string;
    polanco = await branch('BoxStudio Polanco');
    providencia = await branch('BoxStudio Providencia');
    closed = await branch('Sucursal Cerrada');
    await t.http().delete(`/api/branches/${closed}`).set(bearer(superAdmin)).expect(200);
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    tokens.set('SUPER_ADMIN', superAdmin).set('ADMIN', admin);
    for (const role of ROLES.filter((role) => role !== 'ADMIN' && role !== 'SUPER_ADMIN')) tokens.set(role, await t.login((await createPerson(t.app, role)).email, PASSWORD));
  });
  afterAll(() => t.close());

  it('creates a plan with its branch name and reads it right after, from the list and the detail', async () => {
    const created = await create(plus()).expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Plan creado exitosamente' });
    const plan = created.body.data as MembershipPlanDto;
    expect(plan).toMatchObject({ ...plus(), branch: { id: polanco, name: 'BoxStudio Polanco' }, isActive: true });
    expect((await get(`/api/membership-plans/${plan.id}`).expect(200)).body.data).toEqual(plan);
    const listed = (await get(`/api/membership-plans?branchId=${polanco}&limit=100`).expect(200)).body.data;
    expect(listed.plans.map((item: MembershipPlanDto) => item.id)).toContain(plan.id);
    expect(listed).toMatchObject({ currentPage: 1, limit: 100 });
  });

  it('keeps maxClasses null as unlimited, cleans features and drops an empty description', async () => {
    const plan = (await create(plus({ maxClasses: null, features: ['  Clases ilimitadas  '], description: '' })).expect(201)).body.data;
    expect(plan).toMatchObject({ maxClasses: null, features: ['Clases ilimitadas'], description: null });
    const noLimit = (await create({ name: 'Libre', price: 500, duration: 30, branchId: polanco }).expect(201)).body.data;
    expect(noLimit).toMatchObject({ maxClasses: null, features: [] });
  });

  it('answers every field rule with the spec message, in Spanish and in English', async () => {
    const spanish = await create({ price: 0, duration: -3, maxClasses: 0, features: ['ok', '   '] }).expect(400);
    expect(byField(spanish.body.errors)).toEqual({
      name: 'Este campo es requerido',
      price: 'Debe ser un número positivo',
      duration: 'Debe ser un número positivo',
      maxClasses: 'Debe ser un número positivo',
      features: 'Cada característica debe ser un texto no vacío',
      branchId: 'Este campo es requerido',
    });
    const english = await create({ price: 'abc', duration: 1.5 }, admin, 'en').expect(400);
    expect(byField(english.body.errors)).toMatchObject({ name: 'This field is required', price: 'Must be a number', duration: 'Must be a whole number', branchId: 'This field is required' });
    expect(byField((await create(plus({ branchId: 'no-such-branch' })).expect(400)).body.errors)).toEqual({ branchId: 'La sucursal no existe' });
    expect(byField((await create(plus({ branchId: closed })).expect(400)).body.errors)).toEqual({ branchId: 'La sucursal está inactiva' });
    expect(byField((await create(plus({ branchId: closed }), admin, 'en').expect(400)).body.errors)).toEqual({ branchId: 'The branch is inactive' });
  });

  it('never answers 500 to a body of the wrong shape', async () => {
    for (const body of [[], 'texto', { name: null, price: null }, { name: ['x'], price: {}, duration: true, features: 'uno', branchId: 7 }, { ...plus(), price: 1e308 * 10 }, { ...plus(), features: [1, null] }]) {
      const response = await create(body as object);
      expectRefusal(response, [400, 415]);
    }
  });

  it('lets only admins write, everyone read, and signed-in users see stats', async () => {
    const id = await createId();
    const callers: Caller[] = ['ANONYMOUS', ...ROLES];
    for (const caller of callers) {
      const token = tokens.get(caller);
      const isAdmin = caller === 'ADMIN' || caller === 'SUPER_ADMIN';
      const writes = [
        await create(plus(), token ?? null),
        token ? await update(id, { price: 1200 }, token) : await t.http().put(`/api/membership-plans/${id}`).send({ price: 1200 }),
        token ? await t.http().post(`/api/membership-plans/${id}/duplicate`).set(bearer(token)).send({ branchId: providencia }) : await t.http().post(`/api/membership-plans/${id}/duplicate`).send({ branchId: providencia }),
      ];
      for (const response of writes) expect(response.status).toBe(isAdmin ? (response.request.method === 'PUT' ? 200 : 201) : caller === 'ANONYMOUS' ? 401 : 403);
      expect((await get('/api/membership-plans', token)).status).toBe(200);
      expect((await get(`/api/membership-plans/${id}`, token)).status).toBe(200);
      expect((await get(`/api/membership-plans/${id}/stats`, token)).status).toBe(caller === 'ANONYMOUS' ? 401 : 200);
    }
    const deniedDelete = await t.http().delete(`/api/membership-plans/${id}`).set(bearer(tokens.get('CLIENT') ?? ''));
    expect(deniedDelete.status).toBe(403);
    await t.http().delete(`/api/membership-plans/${id}`).expect(401);
  });

  it('deactivates on DELETE, hides inactive plans from everyone but admins, and reactivates through PUT', async () => {
    const id = await createId(plus({ name: 'Temporal' }));
    const removed = await t.http().delete(`/api/membership-plans/${id}`).set(bearer(admin)).expect(200);
    expect(removed.body).toMatchObject({ message: 'Plan desactivado exitosamente', data: { id, isActive: false } });
    await get(`/api/membership-plans/${id}`).expect(404);
    await get(`/api/membership-plans/${id}`, tokens.get('CLIENT')).expect(404);
    expect((await get(`/api/membership-plans/${id}`, admin).expect(200)).body.data.isActive).toBe(false);
    const publicList = (await get('/api/membership-plans?limit=100&isActive=false').expect(200)).body.data.plans as MembershipPlanDto[];
    expect(publicList.every((plan) => plan.isActive)).toBe(true);
    const inactive = (await get('/api/membership-plans?limit=100&isActive=false', admin).expect(200)).body.data.plans as MembershipPlanDto[];
    expect(inactive.map((plan) => plan.id)).toContain(id);
    expect(inactive.every((plan) => !plan.isActive)).toBe(true);

    const reactivated = await update(id, { isActive: true }).expect(200);
    expect(reactivated.body).toMatchObject({ message: 'Plan reactivado exitosamente', data: { isActive: true } });
    expect((await update(id, { isActive: false }).expect(200)).body.message).toBe('Plan desactivado exitosamente');
    const edited = await update(id, { isActive: true, price: 1250.555, maxClasses: null, features: ['Uno'] }).expect(200);
    expect(edited.body.data).toMatchObject({ price: 1250.56, maxClasses: null, features: ['Uno'], isActive: true });
    expect((await update(id, { description: 'Otra' }).expect(200)).body.message).toBe('Plan actualizado exitosamente');
    expect(byField((await update(id, { name: '', price: -1 }).expect(400)).body.errors)).toEqual({ name: 'Este campo es requerido', price: 'Debe ser un número positivo' });
    await update('no-such-plan', { price: 10 }).expect(404);
  });

  it('duplicates a plan into another branch as a new plan with the same fields', async () => {
    const id = await createId(plus({ name: 'Anual', duration: 365, price: 14990 }));
    const copy = await t.http().post(`/api/membership-plans/${id}/duplicate`).set(bearer(admin)).send({ branchId: providencia }).expect(201);
    expect(copy.body).toMatchObject({ message: 'Plan duplicado exitosamente', data: { name: 'Anual', duration: 365, price: 14990, branchId: providencia, branch: { name: 'BoxStudio Providencia' }, isActive: true } });
    expect(copy.body.data.id).not.toBe(id);
    const refused = await t.http().post(`/api/membership-plans/${id}/duplicate`).set(bearer(admin)).send({}).expect(400);
    expect(byField(refused.body.errors)).toEqual({ branchId: 'Este campo es requerido' });
    await t.http().post('/api/membership-plans/no-such-plan/duplicate').set(bearer(admin)).send({ branchId: providencia }).expect(404);
  });

  it('filters by branch and search (accents and case ignored), cheapest first', async () => {
    await createId({ name: 'Técnica Pro', description: 'Sesiones de TÉCNICA', price: 300, duration: 30, branchId: providencia });
    await createId({ name: 'Técnica Básica', price: 200, duration: 30, branchId: providencia });
    const found = (await get(`/api/membership-plans?search=tecnica&branchId=${providencia}`).expect(200)).body.data;
    expect(found.plans.map((plan: MembershipPlanDto) => plan.name)).toEqual(['Técnica Básica', 'Técnica Pro']);
    expect(found.total).toBe(2);
    expect((await get('/api/membership-plans?isActive=maybe', admin).expect(400)).body.errors[0].field).toBe('isActive');
  });

  it('answers the stats of a plan (nothing sold yet) and 404 for an unknown one', async () => {
    const id = await createId();
    const stats = await get(`/api/membership-plans/${id}/stats`, tokens.get('CLIENT')).expect(200);
    expect(stats.body.data).toEqual({ plan: { id, name: 'Plus', isActive: true }, stats: { memberships: { total: 0, active: 0, expired: 0, cancelled: 0 }, revenue: { total: 0 } } });
    expect((await get('/api/membership-plans/nope/stats', admin).expect(404)).body.message).toBe('Plan de membresía no encontrado');
  });

  it('keeps its history: events in order and the public DTO as of an instant, with the branch name', async () => {
    const id = await createId(plus({ name: 'Historia' }));
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await update(id, { price: 1500 }).expect(200);
    const events = (await get(`/api/audit/plan/${id}/events`, admin).expect(200)).body.data.events as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated']);
    const asOf = (await get(`/api/audit/plan/${id}?asOf=${encodeURIComponent(before)}`, admin).expect(200)).body.data;
    expect(asOf.state).toMatchObject({ id, name: 'Historia', price: 1099, isActive: true, branch: { id: polanco, name: 'BoxStudio Polanco' } });
  });
});

describe('membership plans demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => demo.close());

  it('gives each demo branch three or four active plans, one of them unlimited, counted on the branch', async () => {
    const branches = (await demo.http().get('/api/branches').expect(200)).body.data.branches as { id: string; _count: { membershipPlans: number; classes: number } }[];
    expect(branches).toHaveLength(2);
    for (const branch of branches) {
      const { plans } = (await demo.http().get(`/api/membership-plans?branchId=${branch.id}`).expect(200)).body.data as { plans: MembershipPlanDto[] };
      expect(plans.length).toBeGreaterThanOrEqual(3);
      expect(plans.length).toBeLessThanOrEqual(4);
      expect(plans.some((plan) => plan.maxClasses === null)).toBe(true);
      expect(plans.every((plan) => plan.isActive && plan.price > 0)).toBe(true);
      expect(branch._count.membershipPlans).toBe(plans.length);
      expect(branch._count.classes).toBeGreaterThanOrEqual(5);
    }
  });
});
