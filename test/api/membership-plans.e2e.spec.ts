import { PLAN_LIMITS, ROLES, type MembershipPlanDto, type Role } from '@boxstudio/contracts';
import { PlanFigureRegistry } from '../../api/src/modules/plans/index.js';
import { asEnvelope, expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

type Caller = Role | 'ANONYMOUS';
const CALLERS: readonly Caller[] = ['ANONYMOUS', ...ROLES];
const ADMINS: readonly Caller[] = ['ADMIN', 'SUPER_ADMIN'];
const isAdmin = (caller: Caller): boolean => ADMINS.includes(caller);

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('membership plans', () => {
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  const tokens = new Map<Caller, string>();
  let polanco: string;
  let providencia: string;
  let closed: string;

  const plus = (extra: object = {}) => ({
    name: 'Plus',
    description: 'Doce clases al mes',
    price: 1099,
    duration: 30,
    maxClasses: 12,
    features: ['Evaluación física', 'Vendas'],
    branchId: polanco,
    ...extra,
  });
  const create = (body: unknown, token: string | null = admin, language = 'es') => {
    const request = t.http().post('/api/membership-plans').set('Accept-Language', language);
    return token ? request.set(bearer(token)).send(body as object) : request.send(body as object);
  };
  const createId = async (body: object = plus()) => (await create(body).expect(201)).body.data.id as string;
  const update = (id: string, body: unknown, token = admin, language = 'es') =>
    t
      .http()
      .put(`/api/membership-plans/${id}`)
      .set(bearer(token))
      .set('Accept-Language', language)
      .send(body as object);
  const duplicate = (id: string, body: unknown, token = admin, language = 'es') =>
    t
      .http()
      .post(`/api/membership-plans/${id}/duplicate`)
      .set(bearer(token))
      .set('Accept-Language', language)
      .send(body as object);
  const deactivate = (id: string, token = admin) => t.http().delete(`/api/membership-plans/${id}`).set(bearer(token));
  const get = (path: string, token?: string) => (token ? t.http().get(path).set(bearer(token)) : t.http().get(path));
  const eventsOf = async (id: string) =>
    (await get(`/api/audit/plan/${id}/events`, admin).expect(200)).body.data.events as {
      type: string;
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
    }[];
  const newBranch = async (name: string) =>
    (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(superAdmin))
        .send({ name, address: 'Calle 1', city: 'Ciudad de México', state: 'CDMX', country: 'México' })
        .expect(201)
    ).body.data.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    polanco = await newBranch('BoxStudio Polanco');
    providencia = await newBranch('BoxStudio Providencia');
    closed = await newBranch('Sucursal Cerrada');
    await t.http().delete(`/api/branches/${closed}`).set(bearer(superAdmin)).expect(200);
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    tokens.set('SUPER_ADMIN', superAdmin).set('ADMIN', admin);
    for (const role of ROLES.filter((role) => !isAdmin(role)))
      tokens.set(role, await t.login((await createPerson(t.app, role)).email, PASSWORD));
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('creates an active plan with its branch name, read right after from the list and the detail', async () => {
      const created = await create(plus()).expect(201);
      expect(created.body).toMatchObject({ success: true, message: 'Plan creado exitosamente' });
      const plan = created.body.data as MembershipPlanDto;
      expect(plan).toEqual({
        ...plus(),
        id: expect.any(String),
        branch: { id: polanco, name: 'BoxStudio Polanco' },
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: plan.createdAt,
      });
      expect((await get(`/api/membership-plans/${plan.id}`).expect(200)).body.data).toEqual(plan);
      const listed = (await get(`/api/membership-plans?branchId=${polanco}&limit=100`).expect(200)).body.data;
      expect(listed.plans).toContainEqual(plan);
      expect(listed).toMatchObject({ currentPage: 1, limit: 100 });
      expect((await create(plus(), admin, 'en').expect(201)).body.message).toBe('Plan created successfully');
    });

    it('keeps maxClasses null as unlimited, cleans features, drops an empty description, money in cents', async () => {
      const plan = (
        await create(
          plus({
            maxClasses: null,
            features: ['  Clases ilimitadas  '],
            description: '',
            price: 1099.99,
            name: '  Libre  ',
          }),
        ).expect(201)
      ).body.data;
      expect(plan).toMatchObject({
        name: 'Libre',
        maxClasses: null,
        features: ['Clases ilimitadas'],
        description: null,
        price: 1099.99,
      });
      const bare = (
        await create({
          name: 'Libre',
          price: 500,
          duration: 30,
          maxClasses: '',
          branchId: polanco,
          isActive: false,
          id: 'mine',
        }).expect(201)
      ).body.data;
      expect(bare).toMatchObject({
        price: 500,
        duration: 30,
        maxClasses: null,
        features: [],
        description: null,
        isActive: true,
      });
      expect(bare.id).not.toBe('mine');
    });

    it('answers a retried create (same Idempotency-Key) with the same plan', async () => {
      const first = await create(plus()).set('Idempotency-Key', 'plan-retry-1').expect(201);
      const again = await create(plus()).set('Idempotency-Key', 'plan-retry-1').expect(201);
      expect(again.body.data.id).toBe(first.body.data.id);
    });
  });

  describe('validation, in Spanish and English', () => {
    const tooMany = Array.from({ length: PLAN_LIMITS.featuresMax + 1 }, (_, index) => `Característica ${index}`);
    const cases: [string, () => object, Record<string, string>, Record<string, string>][] = [
      [
        'an empty form',
        () => ({}),
        {
          name: 'Este campo es requerido',
          price: 'Este campo es requerido',
          duration: 'Este campo es requerido',
          branchId: 'Este campo es requerido',
        },
        {
          name: 'This field is required',
          price: 'This field is required',
          duration: 'This field is required',
          branchId: 'This field is required',
        },
      ],
      [
        'blank and null values',
        () => ({ name: '   ', price: null, duration: '  ', branchId: '' }),
        {
          name: 'Este campo es requerido',
          price: 'Este campo es requerido',
          duration: 'Este campo es requerido',
          branchId: 'Este campo es requerido',
        },
        {
          name: 'This field is required',
          price: 'This field is required',
          duration: 'This field is required',
          branchId: 'This field is required',
        },
      ],
      [
        'zero and negative numbers, an empty feature',
        () => plus({ price: 0, duration: -3, maxClasses: 0, features: ['ok', '   '] }),
        {
          price: 'Debe ser un número positivo',
          duration: 'Debe ser un número positivo',
          maxClasses: 'Debe ser un número positivo',
          features: 'Cada característica debe ser un texto no vacío',
        },
        {
          price: 'Must be a positive number',
          duration: 'Must be a positive number',
          maxClasses: 'Must be a positive number',
          features: 'Each feature must be non-empty text',
        },
      ],
      [
        'not numbers, not whole, features not a list',
        () => plus({ price: 'abc', duration: 1.5, maxClasses: 2.5, features: 'uno' }),
        {
          price: 'Debe ser un número',
          duration: 'Debe ser un número entero',
          maxClasses: 'Debe ser un número entero',
          features: 'Cada característica debe ser un texto no vacío',
        },
        {
          price: 'Must be a number',
          duration: 'Must be a whole number',
          maxClasses: 'Must be a whole number',
          features: 'Each feature must be non-empty text',
        },
      ],
      [
        'numbers sent as text, features null',
        () => plus({ price: '100', duration: ' 30 ', maxClasses: '12', features: null }),
        {
          price: 'Debe ser un número',
          duration: 'Debe ser un número',
          maxClasses: 'Debe ser un número',
          features: 'Este campo es requerido',
        },
        {
          price: 'Must be a number',
          duration: 'Must be a number',
          maxClasses: 'Must be a number',
          features: 'This field is required',
        },
      ],
      [
        'over the limits, a feature too long',
        () =>
          plus({
            price: PLAN_LIMITS.priceMax + 1,
            duration: PLAN_LIMITS.durationMax + 1,
            maxClasses: PLAN_LIMITS.maxClassesMax + 1,
            features: ['x'.repeat(PLAN_LIMITS.featureMax + 1)],
          }),
        {
          price: 'Debe ser como máximo 1000000',
          duration: 'Debe ser como máximo 3650',
          maxClasses: 'Debe ser como máximo 1000',
          features: 'Cada característica debe ser un texto no vacío',
        },
        {
          price: 'Must be at most 1000000',
          duration: 'Must be at most 3650',
          maxClasses: 'Must be at most 1000',
          features: 'Each feature must be non-empty text',
        },
      ],
      [
        'far over the limits',
        () => plus({ price: 1e7, duration: 36500, maxClasses: 100000 }),
        {
          price: 'Debe ser como máximo 1000000',
          duration: 'Debe ser como máximo 3650',
          maxClasses: 'Debe ser como máximo 1000',
        },
        { price: 'Must be at most 1000000', duration: 'Must be at most 3650', maxClasses: 'Must be at most 1000' },
      ],
      [
        'a price past the cent',
        () => plus({ price: 99.999 }),
        { price: 'Debe tener como máximo dos decimales' },
        { price: 'Must have at most two decimal places' },
      ],
      [
        'a price that rounds to 0',
        () => plus({ price: 0.004 }),
        { price: 'Debe tener como máximo dos decimales' },
        { price: 'Must have at most two decimal places' },
      ],
      [
        'too many features',
        () => plus({ features: tooMany }),
        { features: 'Máximo 30 características' },
        { features: 'At most 30 features' },
      ],
      [
        'a branch that does not exist',
        () => plus({ branchId: 'no-such-branch' }),
        { branchId: 'La sucursal no existe' },
        { branchId: 'The branch does not exist' },
      ],
      [
        'an inactive branch',
        () => plus({ branchId: closed }),
        { branchId: 'La sucursal está inactiva' },
        { branchId: 'The branch is inactive' },
      ],
    ];

    it.each(cases)('refuses %s with the spec messages', async (_label, body, spanish, english) => {
      expect(byField((await create(body()).expect(400)).body.errors)).toEqual(spanish);
      expect(byField((await create(body(), admin, 'en').expect(400)).body.errors)).toEqual(english);
    });

    it('accepts the limits themselves', async () => {
      const body = plus({
        price: PLAN_LIMITS.priceMax,
        duration: PLAN_LIMITS.durationMax,
        maxClasses: PLAN_LIMITS.maxClassesMax,
        features: ['x'.repeat(PLAN_LIMITS.featureMax)],
      });
      await create(body).expect(201);
      await create(plus({ price: 0.01, duration: 1, maxClasses: 1, features: tooMany.slice(1) })).expect(201);
    });

    it('checks an edit the same way: a required field may be left out but not sent blank', async () => {
      const id = await createId();
      expect(
        byField(
          (
            await update(id, { name: '', price: -1, duration: 0, maxClasses: 0, features: [''], branchId: '' }).expect(
              400,
            )
          ).body.errors,
        ),
      ).toEqual({
        name: 'Este campo es requerido',
        price: 'Debe ser un número positivo',
        duration: 'Debe ser un número positivo',
        maxClasses: 'Debe ser un número positivo',
        features: 'Cada característica debe ser un texto no vacío',
        branchId: 'Este campo es requerido',
      });
      expect(
        byField((await update(id, { price: null, isActive: 'yes' }, admin, 'en').expect(400)).body.errors),
      ).toEqual({ price: 'This field is required', isActive: expect.any(String) });
      expect(
        byField((await update(id, { features: null, price: 1099.999, duration: '30' }).expect(400)).body.errors),
      ).toEqual({
        features: 'Este campo es requerido',
        price: 'Debe tener como máximo dos decimales',
        duration: 'Debe ser un número',
      });
      expect(byField((await update(id, { branchId: 'nowhere' }, admin, 'en').expect(400)).body.errors)).toEqual({
        branchId: 'The branch does not exist',
      });
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PlanCreated']);
    });
  });

  describe('editing', () => {
    it('records only what changed, read right after, and nothing for an edit that changes nothing', async () => {
      const id = await createId();
      const edited = await update(id, {
        price: 1199.5,
        maxClasses: null,
        description: null,
        features: ['Uno', 'Dos'],
      }).expect(200);
      expect(edited.body).toMatchObject({
        message: 'Plan actualizado exitosamente',
        data: { id, price: 1199.5, maxClasses: null, description: null, features: ['Uno', 'Dos'], name: 'Plus' },
      });
      expect((await get(`/api/membership-plans/${id}`).expect(200)).body.data).toEqual(edited.body.data);
      const listed = (await get(`/api/membership-plans?branchId=${polanco}&limit=100`).expect(200)).body.data
        .plans as MembershipPlanDto[];
      expect(listed.find((plan) => plan.id === id)).toEqual(edited.body.data);

      const same = await update(id, { price: 1199.5, name: 'Plus', features: ['Uno', 'Dos'], isActive: true }).expect(
        200,
      );
      expect(same.body).toMatchObject({ message: 'Plan actualizado exitosamente', data: edited.body.data });
      const events = await eventsOf(id);
      expect(events.map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated']);
      expect(events[1]?.data).toEqual({
        planId: id,
        changes: { price: 1199.5, maxClasses: null, description: null, features: ['Uno', 'Dos'] },
      });
      expect(events[1]?.metadata).toMatchObject({ commandType: 'UpdatePlan' });
    });

    it('moves a plan to another active branch, never an inactive one (as create and duplicate refuse it)', async () => {
      const id = await createId();
      expect((await update(id, { branchId: providencia }).expect(200)).body.data).toMatchObject({
        branchId: providencia,
        branch: { id: providencia, name: 'BoxStudio Providencia' },
      });
      expect((await update(id, { branchId: closed }).expect(400)).body.errors).toEqual([
        { field: 'branchId', message: 'La sucursal está inactiva', code: 'PLAN.BRANCH_INACTIVE' },
      ]);
      expect(byField((await update(id, { branchId: closed, price: 1 }, admin, 'en').expect(400)).body.errors)).toEqual({
        branchId: 'The branch is inactive',
      });
      expect((await eventsOf(id)).at(-1)?.data).toEqual({ planId: id, changes: { branchId: providencia } });
      // A plan whose branch closed keeps it through other edits.
      const stays = await createId(plus({ branchId: providencia }));
      const closing = await newBranch('Sucursal por Cerrar');
      await update(stays, { branchId: closing }).expect(200);
      await t.http().delete(`/api/branches/${closing}`).set(bearer(superAdmin)).expect(200);
      expect((await update(stays, { branchId: closing, price: 999 }).expect(200)).body.data).toMatchObject({
        branchId: closing,
        price: 999,
      });
    });

    it('answers 404 for a plan that does not exist', async () => {
      const missing = await update('no-such-plan', { price: 10 }).expect(404);
      expect(missing.body.message).toBe('Plan de membresía no encontrado');
      expect((await update('no-such-plan', { price: 10 }, admin, 'en').expect(404)).body.message).toBe(
        'Membership plan not found',
      );
    });
  });

  describe('deactivating and reactivating', () => {
    it('deactivates on DELETE (once), hiding the plan from all but admins, and reactivates through PUT', async () => {
      const id = await createId(plus({ name: 'Temporal' }));
      const removed = await deactivate(id).expect(200);
      expect(removed.body).toMatchObject({
        message: 'Plan desactivado exitosamente',
        data: { id, isActive: false, branch: { name: 'BoxStudio Polanco' } },
      });
      const again = await deactivate(id).expect(200);
      expect(again.body).toMatchObject({ message: 'Plan desactivado exitosamente', data: { id, isActive: false } });
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PlanCreated', 'PlanDeactivated']);

      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const detail = await get(`/api/membership-plans/${id}`, token);
        const stats = await get(`/api/membership-plans/${id}/stats`, token);
        const list = (await get('/api/membership-plans?limit=100&isActive=false', token).expect(200)).body.data
          .plans as MembershipPlanDto[];
        if (isAdmin(caller)) {
          expect(detail.status).toBe(200);
          expect(stats.body.data.plan).toEqual({ id, name: 'Temporal', isActive: false });
          expect(list.map((plan) => plan.id)).toContain(id);
          expect(list.every((plan) => !plan.isActive)).toBe(true);
        } else {
          expect(detail.status).toBe(404);
          expect(detail.body.message).toBe('Plan de membresía no encontrado');
          expect(stats.status).toBe(caller === 'ANONYMOUS' ? 401 : 404);
          expect(list.map((plan) => plan.id)).not.toContain(id);
          expect(list.every((plan) => plan.isActive)).toBe(true);
        }
      }

      const reactivated = await update(id, { isActive: true }).expect(200);
      expect(reactivated.body).toMatchObject({ message: 'Plan reactivado exitosamente', data: { isActive: true } });
      await get(`/api/membership-plans/${id}`).expect(200);
      expect((await update(id, { isActive: false }).expect(200)).body.message).toBe('Plan desactivado exitosamente');
      const both = await update(id, { isActive: true, price: 1250.55 }, admin, 'en').expect(200);
      expect(both.body).toMatchObject({
        message: 'Plan reactivated successfully',
        data: { price: 1250.55, isActive: true },
      });
      expect((await eventsOf(id)).map((event) => event.type)).toEqual([
        'PlanCreated',
        'PlanDeactivated',
        'PlanReactivated',
        'PlanDeactivated',
        'PlanUpdated',
        'PlanReactivated',
      ]);
      await deactivate('no-such-plan').expect(404);
    });
  });

  describe('duplicating', () => {
    it('copies the current fields into another branch as a new plan with its own history', async () => {
      const id = await createId(plus({ name: 'Anual', duration: 365, price: 14990, maxClasses: null }));
      await update(id, { features: ['Dos meses gratis'] }).expect(200);
      const source = (await get(`/api/membership-plans/${id}`).expect(200)).body.data as MembershipPlanDto;
      const copy = await duplicate(id, { branchId: providencia }).expect(201);
      expect(copy.body).toMatchObject({ success: true, message: 'Plan duplicado exitosamente' });
      const dto = copy.body.data as MembershipPlanDto;
      const { id: _sourceId, branchId: _b, branch: _n, createdAt: _c, updatedAt: _u, ...fields } = source;
      expect(dto).toMatchObject({
        ...fields,
        branchId: providencia,
        branch: { id: providencia, name: 'BoxStudio Providencia' },
        isActive: true,
      });
      expect(dto.id).not.toBe(id);
      expect((await get(`/api/membership-plans/${dto.id}`).expect(200)).body.data).toEqual(dto);
      const listed = (await get(`/api/membership-plans?branchId=${providencia}&limit=100`).expect(200)).body.data
        .plans as MembershipPlanDto[];
      expect(listed).toContainEqual(dto);
      const [created] = await eventsOf(dto.id);
      expect(created).toMatchObject({
        type: 'PlanCreated',
        data: { planId: dto.id, branchId: providencia, duplicatedFrom: id, features: ['Dos meses gratis'] },
        metadata: { commandType: 'CreatePlan' },
      });
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated']);
      expect((await duplicate(id, { branchId: polanco }, admin, 'en').expect(201)).body).toMatchObject({
        message: 'Plan duplicated successfully',
        data: { branchId: polanco, name: 'Anual' },
      });
    });

    it('copies an inactive plan as an active one, and a retried duplicate answers the same copy', async () => {
      const id = await createId(plus({ name: 'Retirado' }));
      await deactivate(id).expect(200);
      const first = await duplicate(id, { branchId: polanco }).set('Idempotency-Key', 'plan-dup-1').expect(201);
      expect(first.body.data).toMatchObject({ name: 'Retirado', isActive: true });
      const again = await duplicate(id, { branchId: polanco }).set('Idempotency-Key', 'plan-dup-1').expect(201);
      expect(again.body.data.id).toBe(first.body.data.id);
    });

    it('needs an existing, active branch and an existing plan', async () => {
      const id = await createId();
      expect(byField((await duplicate(id, {}).expect(400)).body.errors)).toEqual({
        branchId: 'Este campo es requerido',
      });
      expect(byField((await duplicate(id, { branchId: '  ' }, admin, 'en').expect(400)).body.errors)).toEqual({
        branchId: 'This field is required',
      });
      expect(byField((await duplicate(id, { branchId: 'nowhere' }).expect(400)).body.errors)).toEqual({
        branchId: 'La sucursal no existe',
      });
      expect(byField((await duplicate(id, { branchId: 'nowhere' }, admin, 'en').expect(400)).body.errors)).toEqual({
        branchId: 'The branch does not exist',
      });
      expect(byField((await duplicate(id, { branchId: closed }).expect(400)).body.errors)).toEqual({
        branchId: 'La sucursal está inactiva',
      });
      expect(byField((await duplicate(id, { branchId: closed }, admin, 'en').expect(400)).body.errors)).toEqual({
        branchId: 'The branch is inactive',
      });
      expect((await duplicate('no-such-plan', { branchId: providencia }).expect(404)).body.message).toBe(
        'Plan de membresía no encontrado',
      );
    });
  });

  describe('listing', () => {
    let branch: string;
    beforeAll(async () => {
      branch = await newBranch('Sucursal Catálogo');
      for (const [name, price, description] of [
        ['Técnica Pro', 300, 'Sesiones de TÉCNICA'],
        ['Técnica Básica', 200, null],
        ['Zumba', 200, null],
        ['Acondicionamiento', 200, 'Incluye técnica de guardia'],
        ['Anual', 9000, null],
      ] as const) {
        await createId({ name, price, duration: 30, branchId: branch, ...(description ? { description } : {}) });
      }
    });

    it('orders by price, then by name, and pages with totals', async () => {
      const all = (await get(`/api/membership-plans?branchId=${branch}`).expect(200)).body.data;
      expect(all.plans.map((plan: MembershipPlanDto) => plan.name)).toEqual([
        'Acondicionamiento',
        'Técnica Básica',
        'Zumba',
        'Técnica Pro',
        'Anual',
      ]);
      expect(all).toMatchObject({ total: 5, totalPages: 1, currentPage: 1, limit: 10 });
      const second = (await get(`/api/membership-plans?branchId=${branch}&page=2&limit=2`).expect(200)).body.data;
      expect(second).toMatchObject({ total: 5, totalPages: 3, currentPage: 2, limit: 2 });
      expect(second.plans.map((plan: MembershipPlanDto) => plan.name)).toEqual(['Zumba', 'Técnica Pro']);
      expect((await get(`/api/membership-plans?branchId=${branch}&limit=1000`).expect(200)).body.data.limit).toBe(100);
    });

    it('sorts on the server by each sortable field, either way, ties by id, unlimited classes last', async () => {
      const own = await newBranch('Sucursal Orden');
      const made = new Map<string, string>();
      for (const [name, price, duration, maxClasses] of [
        ['Zumba', 200, 30, null],
        ['Técnica Básica', 200, 30, 8],
        ['anual', 9000, 365, null],
        ['Ácido', 500, 7, 2],
      ] as const) {
        made.set(await createId({ name, price, duration, maxClasses, branchId: own }), name);
      }
      /** Plans that tie on the field, in the order the list breaks the tie: by id. */
      const byId = (...names: string[]) =>
        [...made.entries()]
          .filter(([, name]) => names.includes(name))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([, name]) => name);
      const names = async (query: string) =>
        (
          (await get(`/api/membership-plans?branchId=${own}&limit=100&${query}`, admin).expect(200)).body.data
            .plans as MembershipPlanDto[]
        ).map((plan) => plan.name);
      expect(await names('sort=name')).toEqual(['Ácido', 'anual', 'Técnica Básica', 'Zumba']);
      expect(await names('sort=name&order=desc')).toEqual(['Zumba', 'Técnica Básica', 'anual', 'Ácido']);
      expect(await names('sort=price&order=desc')).toEqual(['anual', 'Ácido', ...byId('Zumba', 'Técnica Básica')]);
      expect(await names('sort=duration')).toEqual(['Ácido', ...byId('Zumba', 'Técnica Básica'), 'anual']);
      expect(await names('sort=maxClasses')).toEqual(['Ácido', 'Técnica Básica', ...byId('Zumba', 'anual')]);
      expect(await names('sort=maxClasses&order=desc')).toEqual([...byId('Zumba', 'anual'), 'Técnica Básica', 'Ácido']);
      expect(await names('sort=&order=desc')).toEqual(['Técnica Básica', 'Zumba', 'Ácido', 'anual']);
      const acido = [...made.entries()].find(([, name]) => name === 'Ácido')?.[0] ?? '';
      await deactivate(acido).expect(200);
      expect((await names('sort=isActive')).at(0)).toBe('Ácido');
      expect((await names('sort=isActive&order=desc')).at(-1)).toBe('Ácido');
      await update(acido, { maxClasses: null }).expect(200);
      expect(await names('sort=maxClasses')).toEqual(['Técnica Básica', ...byId('Zumba', 'anual', 'Ácido')]);
      const page = (await get(`/api/membership-plans?branchId=${own}&sort=name&limit=3&page=2`, admin).expect(200)).body
        .data;
      expect(page).toMatchObject({ total: 4, currentPage: 2 });
      expect(page.plans.map((plan: MembershipPlanDto) => plan.name)).toEqual(['Zumba']);
    });

    it('sorts by branch name as it is now, and refuses an unknown sort field or order', async () => {
      const first = await newBranch('Ábaco Sucursal');
      const last = await newBranch('zeta Sucursal');
      const a = await createId(plus({ name: 'Orden Plan', branchId: first }));
      const z = await createId(plus({ name: 'Orden Plan', branchId: last }));
      const ids = async (query: string) =>
        (
          (await get(`/api/membership-plans?search=orden plan&limit=100&${query}`, admin).expect(200)).body.data
            .plans as MembershipPlanDto[]
        ).map((plan) => plan.id);
      expect(await ids('sort=branch')).toEqual([a, z]);
      expect(await ids('sort=branch&order=desc')).toEqual([z, a]);
      await t.http().put(`/api/branches/${first}`).set(bearer(superAdmin)).send({ name: 'Zz Sucursal' }).expect(200);
      expect(await ids('sort=branch')).toEqual([z, a]);
      const bad = await get('/api/membership-plans?sort=revenue&order=sideways', admin).expect(400);
      expect(byField(bad.body.errors)).toEqual({
        sort: 'No se puede ordenar por ese campo (use: name, price, duration, maxClasses, isActive, branch)',
        order: 'Orden inválido (use asc o desc)',
      });
      expect(
        byField(
          (await get('/api/membership-plans?sort=instructor').set('Accept-Language', 'en').expect(400)).body.errors,
        ),
      ).toEqual({
        sort: 'The list cannot be sorted by that field (use: name, price, duration, maxClasses, isActive, branch)',
      });
    });

    it('searches name and description, ignoring case and accents', async () => {
      const found = (await get(`/api/membership-plans?search=TECNICA&branchId=${branch}`).expect(200)).body.data;
      expect(found.plans.map((plan: MembershipPlanDto) => plan.name)).toEqual([
        'Acondicionamiento',
        'Técnica Básica',
        'Técnica Pro',
      ]);
      expect(found.total).toBe(3);
      expect(
        (await get(`/api/membership-plans?search=${encodeURIComponent('  zúmba ')}&branchId=${branch}`).expect(200))
          .body.data.total,
      ).toBe(1);
      expect(
        (await get(`/api/membership-plans?search=nada-parecido&branchId=${branch}`).expect(200)).body.data,
      ).toMatchObject({ plans: [], total: 0 });
    });

    it('lets admins filter by status, and ignores the filter for everyone else', async () => {
      const victim = (await get(`/api/membership-plans?branchId=${branch}&search=zumba`).expect(200)).body.data.plans[0]
        .id as string;
      await deactivate(victim).expect(200);
      const inactive = (await get(`/api/membership-plans?branchId=${branch}&isActive=false`, admin).expect(200)).body
        .data;
      expect(inactive.plans.map((plan: MembershipPlanDto) => plan.id)).toEqual([victim]);
      expect(
        (await get(`/api/membership-plans?branchId=${branch}&isActive=true`, superAdmin).expect(200)).body.data.total,
      ).toBe(4);
      expect((await get(`/api/membership-plans?branchId=${branch}`, admin).expect(200)).body.data.total).toBe(5);
      for (const caller of CALLERS.filter((caller) => !isAdmin(caller))) {
        for (const query of ['', '&isActive=false', '&isActive=true']) {
          expect(
            (await get(`/api/membership-plans?branchId=${branch}${query}`, tokens.get(caller)).expect(200)).body.data
              .total,
          ).toBe(4);
        }
      }
      const refused = await get('/api/membership-plans?isActive=maybe', admin).expect(400);
      expect(refused.body.errors[0].field).toBe('isActive');
      await update(victim, { isActive: true }).expect(200);
    });
  });

  describe('stats', () => {
    it('answers the plan and its figures (none sold yet) to any signed-in user, 404 for an unknown one', async () => {
      const id = await createId();
      for (const caller of CALLERS.filter((caller) => caller !== 'ANONYMOUS')) {
        const stats = await get(`/api/membership-plans/${id}/stats`, tokens.get(caller)).expect(200);
        expect(stats.body.data).toEqual({
          plan: { id, name: 'Plus', isActive: true },
          stats: { memberships: { total: 0, active: 0, expired: 0, cancelled: 0 }, revenue: { total: 0 } },
        });
      }
      await get(`/api/membership-plans/${id}/stats`).expect(401);
      expect((await get('/api/membership-plans/nope/stats', admin).expect(404)).body.message).toBe(
        'Plan de membresía no encontrado',
      );
    });

    it('answers the figures the selling modules contribute, each for its own plan', async () => {
      const id = await createId();
      const other = await createId();
      // The memberships and payments modules register the same way; these count what they were told.
      const registry = t.app.get(PlanFigureRegistry, { strict: false });
      registry.register({
        figure: 'memberships',
        figureOf: (planId) =>
          Promise.resolve(
            planId === id
              ? { total: 5, active: 3, expired: 1, cancelled: 1 }
              : { total: 0, active: 0, expired: 0, cancelled: 0 },
          ),
      });
      registry.register({
        figure: 'revenue',
        figureOf: (planId) => Promise.resolve({ total: planId === id ? 4995 : 0 }),
      });
      const stats = await get(`/api/membership-plans/${id}/stats`, admin).expect(200);
      expect(stats.body.data.stats).toEqual({
        memberships: { total: 5, active: 3, expired: 1, cancelled: 1 },
        revenue: { total: 4995 },
      });
      expect((await get(`/api/membership-plans/${other}/stats`, admin).expect(200)).body.data.stats.revenue).toEqual({
        total: 0,
      });
    });
  });

  describe('history', () => {
    it('keeps the events in order and the public DTO as of an instant, with the branch name as it is now', async () => {
      const branch = await newBranch('Sucursal Historia');
      const id = await createId(plus({ name: 'Historia', branchId: branch }));
      await pause(20);
      const afterCreation = new Date().toISOString();
      await pause(20);
      await update(id, { price: 1500 }).expect(200);
      await deactivate(id).expect(200);
      await t
        .http()
        .put(`/api/branches/${branch}`)
        .set(bearer(superAdmin))
        .send({ name: 'Sucursal Renombrada' })
        .expect(200);
      const events = await eventsOf(id);
      expect(events.map((event) => [event.type, event.metadata.commandType])).toEqual([
        ['PlanCreated', 'CreatePlan'],
        ['PlanUpdated', 'UpdatePlan'],
        ['PlanDeactivated', 'DeactivatePlan'],
      ]);
      const asOf = (await get(`/api/audit/plan/${id}?asOf=${encodeURIComponent(afterCreation)}`, admin).expect(200))
        .body.data;
      expect(asOf.state).toMatchObject({
        id,
        name: 'Historia',
        price: 1099,
        isActive: true,
        branch: { id: branch, name: 'Sucursal Renombrada' },
      });
      const now = (await get(`/api/audit/plan/${id}`, admin).expect(200)).body.data;
      expect(now).toMatchObject({ revision: 2, state: { price: 1500, isActive: false } });
      expect(now.state).toEqual((await get(`/api/membership-plans/${id}`, admin).expect(200)).body.data);
      await get(`/api/audit/plan/${id}/events`, tokens.get('CLIENT')).expect(403);
    });
  });

  describe('roles, route by route', () => {
    type Expect = 'success' | 401 | 403;
    const expected = (allowed: readonly Caller[] | 'everyone' | 'signed-in', caller: Caller): Expect => {
      if (
        allowed === 'everyone' ||
        (allowed === 'signed-in' && caller !== 'ANONYMOUS') ||
        (Array.isArray(allowed) && allowed.includes(caller))
      )
        return 'success';
      return caller === 'ANONYMOUS' ? 401 : 403;
    };

    it('answers each caller as the contract says', async () => {
      const mismatches: string[] = [];
      const withToken = (request: ReturnType<ReturnType<TestApp['http']>['get']>, token: string | undefined) =>
        token ? request.set(bearer(token)) : request;
      const check = async (
        label: string,
        allowed: readonly Caller[] | 'everyone' | 'signed-in',
        status: number,
        call: (token: string | undefined) => Promise<{ status: number; body: unknown }>,
      ) => {
        for (const caller of CALLERS) {
          const response = await call(tokens.get(caller));
          asEnvelope(response.status, response.body);
          const want = expected(allowed, caller);
          if (response.status !== (want === 'success' ? status : want))
            mismatches.push(
              `${label} as ${caller}: ${response.status}, expected ${want === 'success' ? status : want}`,
            );
        }
      };
      const id = await createId();
      let sequence = 0;

      await check('GET /membership-plans', 'everyone', 200, (token) =>
        withToken(t.http().get('/api/membership-plans'), token),
      );
      await check('GET /membership-plans/:id', 'everyone', 200, (token) =>
        withToken(t.http().get(`/api/membership-plans/${id}`), token),
      );
      await check('GET /membership-plans/:id/stats', 'signed-in', 200, (token) =>
        withToken(t.http().get(`/api/membership-plans/${id}/stats`), token),
      );
      await check('POST /membership-plans', ADMINS, 201, (token) =>
        withToken(t.http().post('/api/membership-plans'), token).send(plus()),
      );
      await check('PUT /membership-plans/:id', ADMINS, 200, (token) =>
        withToken(t.http().put(`/api/membership-plans/${id}`), token).send({ price: 100 + ++sequence }),
      );
      await check('POST /membership-plans/:id/duplicate', ADMINS, 201, (token) =>
        withToken(t.http().post(`/api/membership-plans/${id}/duplicate`), token).send({ branchId: providencia }),
      );
      for (const caller of CALLERS) {
        const victim = await createId();
        const response = await withToken(t.http().delete(`/api/membership-plans/${victim}`), tokens.get(caller));
        const want = expected(ADMINS, caller);
        if (response.status !== (want === 'success' ? 200 : want))
          mismatches.push(`DELETE /membership-plans/:id as ${caller}: ${response.status}, expected ${want}`);
        const still = (await get(`/api/membership-plans/${victim}`, admin).expect(200)).body.data as MembershipPlanDto;
        if (still.isActive === isAdmin(caller)) mismatches.push(`DELETE as ${caller} left isActive ${still.isActive}`);
      }
      expect(mismatches).toEqual([]);
      // Refused writes changed nothing: only the two admins' edits were recorded.
      const after = (await get(`/api/membership-plans/${id}`).expect(200)).body.data as MembershipPlanDto;
      expect(after.price).toBe(100 + CALLERS.length);
      expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated', 'PlanUpdated']);
    });
  });

  describe('bad input never breaks the API', () => {
    const junk: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      '   ',
      'x'.repeat(5000),
      [],
      [1, 2],
      [null],
      [''],
      {},
      { $gt: '' },
      { __proto__: { polluted: true } },
      '\u0000',
      '💥',
      '1e3',
      'NaN',
    ];

    it('answers every junk value in every field, and junk bodies, with 2xx or 4xx in the envelope', async () => {
      const id = await createId();
      const problems: string[] = [];
      const fields = ['name', 'description', 'price', 'duration', 'maxClasses', 'features', 'branchId', 'isActive'];
      const record = (label: string, response: { status: number; body: unknown }) => {
        if (response.status >= 500 || typeof response.body !== 'object') problems.push(`${label}: ${response.status}`);
        else asEnvelope(response.status, response.body);
      };
      for (const field of fields) {
        for (const value of junk) {
          record(`POST ${field}=${JSON.stringify(value)}`, await create({ ...plus(), [field]: value }));
          record(`PUT ${field}=${JSON.stringify(value)}`, await update(id, { [field]: value }));
        }
      }
      for (const value of junk) {
        record(`POST features=[${JSON.stringify(value)}]`, await create({ ...plus(), features: [value] }));
        record(`POST duplicate branchId=${JSON.stringify(value)}`, await duplicate(id, { branchId: value }));
        const text = encodeURIComponent(String(value));
        record(
          `GET ?…=${JSON.stringify(value)}`,
          await get(
            `/api/membership-plans?isActive=${text}&branchId=${text}&search=${text}&page=${text}&limit=${text}`,
            admin,
          ),
        );
      }
      for (const body of ['[]', '"text"', '42', 'null', '{"name":', '[{"name":"x"}]']) {
        for (const [method, path] of [
          ['post', '/api/membership-plans'],
          ['put', `/api/membership-plans/${id}`],
          ['post', `/api/membership-plans/${id}/duplicate`],
        ] as const) {
          record(
            `${method} ${path} raw ${body}`,
            await t.http()[method](path).set(bearer(admin)).set('Content-Type', 'application/json').send(body),
          );
        }
      }
      record(
        'GET ?isActive[]=true',
        await get('/api/membership-plans?isActive[]=true&search[$ne]=x&branchId[0]=a&page[0]=1'),
      );
      record('PUT /membership-plans/%00', await update('%00', { name: 'X' }));
      record('GET /membership-plans/%00/stats', await get('/api/membership-plans/%00/stats', admin));
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expectRefusal(await create({ ...plus(), price: { $gt: 0 } }), [400]);
      expectRefusal(await create([]), [400]);
      // Nothing refused was recorded against the plan beyond the valid edits junk happened to be.
      const plan = (await get(`/api/membership-plans/${id}`, admin).expect(200)).body.data as MembershipPlanDto;
      expect(plan.price).toBeGreaterThan(0);
    });
  });
});

describe('membership plans demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' });
  }, 60_000);
  afterAll(() => demo?.close());

  it('gives each demo branch three or four active plans, one of them unlimited, counted on the branch', async () => {
    const branches = (await demo.http().get('/api/branches').expect(200)).body.data.branches as {
      id: string;
      name: string;
      _count: { membershipPlans: number; classes: number };
    }[];
    expect(branches).toHaveLength(2);
    for (const branch of branches) {
      const { plans } = (await demo.http().get(`/api/membership-plans?branchId=${branch.id}`).expect(200)).body
        .data as { plans: MembershipPlanDto[] };
      expect(plans.length).toBeGreaterThanOrEqual(3);
      expect(plans.length).toBeLessThanOrEqual(4);
      expect(plans.some((plan) => plan.maxClasses === null)).toBe(true);
      expect(plans.every((plan) => plan.isActive && plan.price > 0 && plan.branch?.name === branch.name)).toBe(true);
      expect(plans.map((plan) => plan.price)).toEqual([...plans.map((plan) => plan.price)].sort((a, b) => a - b));
      expect(branch._count.membershipPlans).toBe(plans.length);
      expect(branch._count.classes).toBeGreaterThanOrEqual(5);
    }
  });
});
