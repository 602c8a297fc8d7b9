import type { MembershipPlanDto } from '@boxstudio/contracts';
import { DomainError } from '../../api/src/platform/domain/domain-error.js';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { IdempotencyKeys } from '../../api/src/platform/http/idempotency-keys.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let token: string;
  let branchId: string;

  const plan = (name: string, extra: object = {}) => ({ name, price: 499, duration: 30, branchId, ...extra });
  const create = (key: string, body: object, as = token) =>
    t.http().post('/api/membership-plans').set(bearer(as)).set('Idempotency-Key', key).send(body);
  const update = (id: string, key: string, body: object) =>
    t.http().put(`/api/membership-plans/${id}`).set(bearer(token)).set('Idempotency-Key', key).send(body);
  const plansNamed = async (name: string) => {
    const listed = (
      await t
        .http()
        .get(`/api/membership-plans?branchId=${branchId}&search=${encodeURIComponent(name)}&limit=100`)
        .set(bearer(token))
        .expect(200)
    ).body.data;
    return (listed.plans as MembershipPlanDto[]).filter((found) => found.name === name);
  };
  const refusedAsReused = (response: { status: number; body: Record<string, unknown> }) =>
    expect({ status: response.status, body: response.body }).toEqual({
      status: 422,
      body: {
        success: false,
        code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
        message: 'La clave de idempotencia ya se usó con otra solicitud',
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    const branch = {
      name: 'Sucursal Reintentos',
      address: 'Calle 1',
      city: 'Puebla',
      state: 'Puebla',
      country: 'México',
    };
    branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
  });
  afterAll(() => t.close());

  it('answers ten concurrent creates with one key as the first: ten identical 201s and one plan', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create('create-once', plan('Uno solo'))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const [first] = answers;
    for (const answer of answers) expect(answer.body).toEqual(first?.body);
    expect(first?.body).toMatchObject({
      success: true,
      message: 'Plan creado exitosamente',
      data: { name: 'Uno solo' },
    });
    expect((await plansNamed('Uno solo')).map((found) => found.id)).toEqual([first?.body.data.id]);
  });

  it('refuses a key that is not a usable id with a 400 on that header, and records nothing', async () => {
    for (const key of ['bad key!', 'x'.repeat(101)]) {
      const refused = await create(key, plan('Clave rota')).expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'Idempotency-Key', message: 'Valor inválido', code: 'VALIDATION.INVALID_VALUE' },
      ]);
    }
    expect(await plansNamed('Clave rota')).toHaveLength(0);
  });

  it('answers a later retry of the same request the same way, in the language it asks for', async () => {
    const first = await create('create-retried', plan('Reintentado')).expect(201);
    const retry = await create('create-retried', plan('Reintentado')).set('Accept-Language', 'en').expect(201);
    expect(retry.body).toEqual({ ...first.body, message: 'Plan created successfully' });
    expect(await plansNamed('Reintentado')).toHaveLength(1);
  });

  it('takes the same body with its fields in another order as the same request', async () => {
    const first = await create('create-reordered', { name: 'Reordenado', price: 499, duration: 30, branchId }).expect(
      201,
    );
    const again = await create('create-reordered', { branchId, duration: 30, price: 499, name: 'Reordenado' }).expect(
      201,
    );
    expect(again.body).toEqual(first.body);
  });

  it('refuses the key with another body (422) and records nothing for it', async () => {
    await create('create-then-other', plan('Primero')).expect(201);
    refusedAsReused(await create('create-then-other', plan('Otro distinto')));
    expect(await plansNamed('Otro distinto')).toEqual([]);
    const english = await create('create-then-other', plan('Otro distinto')).set('Accept-Language', 'en');
    expect(english.body.message).toBe('This idempotency key was already used with a different request');
  });

  it('refuses the key on another route (422), and does not drop a second edit silently', async () => {
    const created = (await create('create-then-put', plan('Editado'))).body.data as MembershipPlanDto;
    refusedAsReused(await update(created.id, 'create-then-put', { price: 599 }));
    await update(created.id, 'put-once', { price: 599 }).expect(200);
    refusedAsReused(await update(created.id, 'put-once', { price: 699 }));
    const [stored] = await plansNamed('Editado');
    expect(stored?.price).toBe(599);
  });

  it('answers concurrent retries of an edit with the first answer', async () => {
    const created = (await create('create-for-edit', plan('Para editar'))).body.data as MembershipPlanDto;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => update(created.id, 'edit-once', { description: 'Una vez' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    const events = (await t.http().get(`/api/audit/plan/${created.id}/events`).set(bearer(token)).expect(200)).body.data
      .events as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated']);
  });

  it('forgets a key whose first request failed, so the corrected request runs', async () => {
    await create('fix-and-retry', plan('', { price: -1 })).expect(400);
    await create('fix-and-retry', plan('Corregido')).expect(201);
    expect(await plansNamed('Corregido')).toHaveLength(1);
  });

  it("keeps each caller's keys apart", async () => {
    const other = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    await create('shared-key', plan('De uno')).expect(201);
    await create('shared-key', plan('De otro'), other).expect(201);
    expect(await plansNamed('De otro')).toHaveLength(1);
  });
});

describe('Idempotency-Key after a restart (nothing remembered in memory, only the log)', () => {
  it('still answers the same request as the first time, still refusing the key with another body or edit', async () => {
    let t = await startTestApp();
    const token = await t.adminToken();
    const branch = {
      name: 'Sucursal Reinicio',
      address: 'Calle 2',
      city: 'Puebla',
      state: 'Puebla',
      country: 'México',
    };
    const branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
    const plan = { name: 'Antes del reinicio', price: 499, duration: 30, branchId };
    const created = await t
      .http()
      .post('/api/membership-plans')
      .set(bearer(token))
      .set('Idempotency-Key', 'restart-create')
      .send(plan)
      .expect(201);
    const id = created.body.data.id as string;
    await t
      .http()
      .put(`/api/membership-plans/${id}`)
      .set(bearer(token))
      .set('Idempotency-Key', 'restart-edit')
      .send({ price: 599 })
      .expect(200);
    await t.stop();

    t = await startTestApp({}, t.dataDir);
    try {
      const retried = await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(token))
        .set('Idempotency-Key', 'restart-create')
        .send(plan)
        .expect(201);
      expect(retried.body.data.id).toBe(id);
      const otherBody = await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(token))
        .set('Idempotency-Key', 'restart-create')
        .send({ ...plan, name: 'Otro plan' });
      expect({ status: otherBody.status, code: otherBody.body.code }).toEqual({
        status: 422,
        code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
      });
      const otherEdit = await t
        .http()
        .put(`/api/membership-plans/${id}`)
        .set(bearer(token))
        .set('Idempotency-Key', 'restart-edit')
        .send({ price: 699 });
      expect({ status: otherEdit.status, code: otherEdit.body.code }).toEqual({
        status: 422,
        code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
      });
      const stored = (await t.http().get(`/api/membership-plans/${id}`).set(bearer(token)).expect(200)).body.data;
      expect(stored).toMatchObject({ name: 'Antes del reinicio', price: 599 });
    } finally {
      await t.close();
    }
  });

  it('after a restart, refuses the key on another record or route, and answers the exact retry as before', async () => {
    let t = await startTestApp();
    const token = await t.adminToken();
    const branch = { name: 'Sucursal Otra', address: 'Calle 3', city: 'Puebla', state: 'Puebla', country: 'México' };
    const branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
    const createPlan = (name: string) =>
      t.http().post('/api/membership-plans').set(bearer(token)).send({ name, price: 499, duration: 30, branchId });
    const first = (await createPlan('Uno').expect(201)).body.data.id as string;
    const second = (await createPlan('Dos').expect(201)).body.data.id as string;
    const edit = (id: string) =>
      t
        .http()
        .put(`/api/membership-plans/${id}`)
        .set(bearer(token))
        .set('Idempotency-Key', 'edit-one-plan')
        .send({ price: 599 });
    const answered = await edit(first).expect(200);
    await t.stop();

    t = await startTestApp({}, t.dataDir);
    try {
      const otherTarget = await edit(second);
      expect({ status: otherTarget.status, code: otherTarget.body.code }).toEqual({
        status: 422,
        code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
      });
      const otherRoute = await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(token))
        .set('Idempotency-Key', 'edit-one-plan')
        .send({ name: 'Tres', price: 599, duration: 30, branchId });
      expect({ status: otherRoute.status, code: otherRoute.body.code }).toEqual({
        status: 422,
        code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
      });
      const retried = await edit(first).expect(200);
      expect(retried.body).toEqual(answered.body);
      const untouched = (await t.http().get(`/api/membership-plans/${second}`).set(bearer(token)).expect(200)).body
        .data;
      expect(untouched.price).toBe(499);
      const events = (await t.http().get(`/api/audit/plan/${first}/events`).set(bearer(token)).expect(200)).body.data
        .events as { type: string }[];
      expect(events.map((event) => event.type)).toEqual(['PlanCreated', 'PlanUpdated']);
    } finally {
      await t.close();
    }
  });
});

describe('Idempotency-Key in the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('decides two first uses of one key with different requests once, as two instances would race', async () => {
    const keys = t.app.get(IdempotencyKeys);
    const ran: string[] = [];
    const use = (fingerprint: string) =>
      keys.guard('racer:key-1', fingerprint, { userId: 'racer', now: new Date() }, async () => ran.push(fingerprint));
    const outcomes = await Promise.allSettled(['A', 'B', 'A', 'B'].map(use));
    expect(ran.length).toBe(2);
    expect(new Set(ran).size).toBe(1);
    const refused = outcomes
      .filter((outcome) => outcome.status === 'rejected')
      .map((outcome) => (outcome as PromiseRejectedResult).reason as { code?: string });
    expect(refused.map((reason) => reason.code)).toEqual([
      'HTTP.IDEMPOTENCY_KEY_REUSED',
      'HTTP.IDEMPOTENCY_KEY_REUSED',
    ]);
  });

  it('gives the key back when its first request is refused, keeps it when that request fails otherwise', async () => {
    const keys = t.app.get(IdempotencyKeys);
    const at = { userId: 'fixer', now: new Date() };
    await expect(
      keys.guard('fixer:key-2', 'A', at, () => Promise.reject(new DomainError('HTTP.CONFLICT', 'conflict'))),
    ).rejects.toMatchObject({ code: 'HTTP.CONFLICT' });
    await expect(keys.guard('fixer:key-2', 'B', at, async () => 'corrected')).resolves.toBe('corrected');
    await expect(keys.guard('fixer:key-3', 'A', at, () => Promise.reject(new Error('disk gone')))).rejects.toThrow(
      'disk gone',
    );
    await expect(keys.guard('fixer:key-3', 'B', at, async () => 'other')).rejects.toMatchObject({
      code: 'HTTP.IDEMPOTENCY_KEY_REUSED',
    });
    await expect(keys.guard('fixer:key-3', 'A', at, async () => 'retried')).resolves.toBe('retried');
  });

  it('costs a command without a key nothing in the log', async () => {
    const log = t.app.get<EventLog>(EVENT_LOG);
    const token = await t.adminToken();
    const branch = {
      name: 'Sucursal Sin Clave',
      address: 'Calle 4',
      city: 'Puebla',
      state: 'Puebla',
      country: 'México',
    };
    const before = await log.headPosition();
    await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201);
    expect((await log.headPosition()) - before).toBe(1);
  });
});
