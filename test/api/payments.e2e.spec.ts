import {
  PAYMENT_SORT_FIELDS,
  type MembershipDto,
  type MembershipPlanDto,
  type PaymentDto,
  type PaymentListResponse,
  type PaymentStatsResponse,
  type ReactionInfo,
  type UserDto,
} from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { SqliteReadStore } from '../../api/src/platform/read-store/sqlite-read-store.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));

/** Monday 6 May 2030, 09:00 in the studio (America/Mexico_City, UTC−6). */
const NOW = '2030-05-06T15:00:00.000Z';
/** 1 May 2030 00:00 and 1 June 2030 00:00 in the studio: May, studio time. */
const MAY_FROM = '2030-05-01T06:00:00.000Z';
const JUNE_FROM = '2030-06-01T06:00:00.000Z';

/** The pieces each suite below builds on: a branch, an admin, two clients of the branch, a plan. */
async function studio(t: TestApp, clock: ManualClock) {
  const superAdmin = await t.adminToken();
  const branchId = await aBranch(t, superAdmin, 'BoxStudio Polanco');
  const admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
  const client = async (name: string): Promise<UserDto> => {
    const profile = {
      name,
      email: `${randomUUID().slice(0, 12)}@example.com`,
      phone: null,
      branchId,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    };
    return t.app.get(UserCommands).create({ role: 'CLIENT', profile, password: PASSWORD, isActive: true }, null, {
      commandId: randomUUID(),
      correlationId: randomUUID(),
      userId: null,
      now: clock.now(),
    });
  };
  const plan = async (body: object): Promise<MembershipPlanDto> =>
    (
      await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(admin))
        .send({ branchId, features: [], ...body })
        .expect(201)
    ).body.data as MembershipPlanDto;
  return { superAdmin, admin, branchId, client, plan };
}

/** A payment a reaction records shortly after the sale or renewal that causes it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('payments', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let branchId: string;
  let ana: UserDto;
  let beto: UserDto;
  let anaToken: string;

  let superAdmin: string;
  const record = (body: object, token = admin) =>
    t
      .http()
      .post('/api/payments')
      .set(bearer(token))
      .send({ userId: ana.id, branchId, amount: 500, ...body });
  const recorded = async (body: object = {}): Promise<PaymentDto> =>
    (await record(body).expect(201)).body.data as PaymentDto;
  const get = (path: string, token = admin) => t.http().get(path).set(bearer(token));
  const list = async (query: string, token = admin): Promise<PaymentListResponse> =>
    (await get(`/api/payments${query}`, token).expect(200)).body.data as PaymentListResponse;
  const stats = async (): Promise<PaymentStatsResponse> =>
    (await get('/api/payments/stats').expect(200)).body.data as PaymentStatsResponse;
  const refund = (id: string, body: object = { status: 'REFUNDED', reason: 'Cobro duplicado' }) =>
    t.http().put(`/api/payments/${id}`).set(bearer(admin)).send(body);
  const voidIt = (id: string, body: object = { reason: 'Capturado por error' }) =>
    t.http().delete(`/api/payments/${id}`).set(bearer(admin)).send(body);

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const setup = await studio(t, clock);
    ({ admin, branchId, superAdmin } = setup);
    ana = await setup.client('Ana López');
    beto = await setup.client('Beto Ruiz');
    anaToken = await t.login(ana.email, PASSWORD);
  });
  afterAll(() => t.close());

  describe('recording by hand', () => {
    it('records a COMPLETED cash payment now, in the person’s branch, with its names, read right after', async () => {
      const answer = await record({ amount: 1099.5, description: 'Mensualidad de mayo' }).expect(201);
      expect(answer.body).toMatchObject({ success: true, message: 'Pago registrado exitosamente' });
      const payment = answer.body.data as PaymentDto;
      expect(payment).toEqual({
        id: expect.any(String),
        membershipId: null,
        membershipPlanId: null,
        userId: ana.id,
        branchId,
        amount: 1099.5,
        currency: 'MXN',
        method: 'CASH',
        status: 'COMPLETED',
        kind: 'CHARGE',
        source: 'MANUAL',
        description: 'Mensualidad de mayo',
        retail: null,
        paidAt: NOW,
        refundedAt: null,
        refundReason: null,
        user: { id: ana.id, name: 'Ana López', email: ana.email },
        branch: { id: branchId, name: 'BoxStudio Polanco' },
        membershipPlan: null,
        createdAt: NOW,
        updatedAt: NOW,
      });
      expect((await get(`/api/payments/${payment.id}`).expect(200)).body.data).toEqual(payment);
      expect((await list(`?userId=${ana.id}`)).payments).toContainEqual(payment);
      const english = await record({ method: 'CARD', status: 'PENDING', paidAt: '2030-05-02T18:00:00.000Z' })
        .set('Accept-Language', 'en')
        .expect(201);
      expect(english.body.message).toBe('Payment recorded successfully');
      expect(english.body.data).toMatchObject({
        method: 'CARD',
        status: 'PENDING',
        paidAt: '2030-05-02T18:00:00.000Z',
        source: 'MANUAL',
      });
    });

    it('refuses bad input field by field, in Spanish and English, and never stores it', async () => {
      const before = await stats();
      expect(byField(expectRefusal(await record({ amount: 0 }), [400]).errors)).toEqual({
        amount: 'El monto debe ser mayor a 0',
      });
      expect(byField(expectRefusal(await record({ amount: 0 }).set('Accept-Language', 'en'), [400]).errors)).toEqual({
        amount: 'The amount must be greater than 0',
      });
      expect(byField(expectRefusal(await record({ amount: -20 }), [400]).errors)).toEqual({
        amount: 'El monto debe ser mayor a 0',
      });
      expect(byField(expectRefusal(await record({ amount: 99.999 }), [400]).errors)).toEqual({
        amount: 'Debe tener como máximo dos decimales',
      });
      expect(
        byField(expectRefusal(await record({ amount: 99.999 }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ amount: 'Must have at most two decimal places' });
      expect(byField(expectRefusal(await record({ amount: '100' }), [400]).errors)).toEqual({
        amount: 'Debe ser un número',
      });
      expect(byField(expectRefusal(await record({ amount: undefined }), [400]).errors)).toEqual({
        amount: 'Este campo es requerido',
      });
      expect(byField(expectRefusal(await record({ userId: 'nobody' }), [400]).errors)).toEqual({
        userId: 'Cliente no encontrado',
      });
      expect(
        byField(expectRefusal(await record({ userId: 'nobody' }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ userId: 'Client not found' });
      expect(byField(expectRefusal(await record({ membershipId: 'nope', branchId: 'nowhere' }), [400]).errors)).toEqual(
        { membershipId: 'Membresía no encontrada', branchId: 'La sucursal no existe' },
      );
      expect(
        byField(expectRefusal(await record({ method: 'BITCOIN', status: 'REFUNDED', paidAt: 'ayer' }), [400]).errors),
      ).toEqual({ method: 'Valor inválido', status: 'Valor inválido', paidAt: 'Fecha inválida' });
      expect(byField(expectRefusal(await record({ userId: undefined }), [400]).errors)).toEqual({
        userId: 'Este campo es requerido',
      });
      expect(await stats()).toEqual(before);
    });

    it('refuses an amount above 1,000,000 and takes exactly 1,000,000', async () => {
      const before = await stats();
      expect(byField(expectRefusal(await record({ amount: 1_000_000.01 }), [400]).errors)).toEqual({
        amount: 'Debe ser como máximo 1000000',
      });
      expect(
        byField(expectRefusal(await record({ amount: 360_000_000 }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ amount: 'Must be at most 1000000' });
      expect(await stats()).toEqual(before);
      expect((await recorded({ amount: 1_000_000 })).amount).toBe(1_000_000);
    });

    it('refuses a payment paid after now, naming paidAt, in Spanish and English', async () => {
      const before = await stats();
      const later = new Date(clock.now().getTime() + 60_000).toISOString();
      expect(byField(expectRefusal(await record({ paidAt: later }), [400]).errors)).toEqual({
        paidAt: 'La fecha del pago no puede ser posterior a ahora',
      });
      expect(
        byField(expectRefusal(await record({ paidAt: later }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ paidAt: 'The payment date cannot be later than now' });
      expect(await stats()).toEqual(before);
      expect((await recorded({ paidAt: NOW })).paidAt).toBe(NOW);
    });

    it('requires the branch where it was paid: missing, unknown or inactive is refused on branchId', async () => {
      const before = await stats();
      expect(byField(expectRefusal(await record({ branchId: undefined }), [400]).errors)).toEqual({
        branchId: 'Este campo es requerido',
      });
      expect(
        byField(expectRefusal(await record({ branchId: 'nowhere' }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ branchId: 'The branch does not exist' });
      const closed = await aBranch(t, superAdmin, 'Sucursal Cerrada');
      await t.http().delete(`/api/branches/${closed}`).set(bearer(superAdmin)).expect(200);
      expect(byField(expectRefusal(await record({ branchId: closed }), [400]).errors)).toEqual({
        branchId: 'La sucursal está inactiva',
      });
      expect(
        byField(expectRefusal(await record({ branchId: closed }).set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({ branchId: 'The branch is inactive' });
      expect(await stats()).toEqual(before);
    });

    it('refuses a paidAt without an offset (never read in the host’s zone), and takes one with an offset', async () => {
      for (const paidAt of ['2030-05-02T10:00:00', '2030-05-02T10:00', '2030-05-02']) {
        expect(byField(expectRefusal(await record({ paidAt }), [400]).errors)).toEqual({ paidAt: 'Fecha inválida' });
      }
      expect(
        byField(
          expectRefusal(await record({ paidAt: '2030-05-02T10:00:00' }).set('Accept-Language', 'en'), [400]).errors,
        ),
      ).toEqual({ paidAt: 'Invalid date' });
      expect((await recorded({ paidAt: '2030-05-02T10:00:00-06:00' })).paidAt).toBe('2030-05-02T16:00:00.000Z');
    });
  });

  describe('lists', () => {
    it('lists newest paid first, filtered by person, status, method, branch and paid-at range, paged', async () => {
      const carla = await createPerson(t.app, 'CLIENT', 'Carla Díaz');
      const roma = await aBranch(t, superAdmin, 'BoxStudio Roma');
      const march = await recorded({
        userId: carla.id,
        branchId: roma,
        amount: 100,
        paidAt: '2030-03-10T17:00:00.000Z',
      });
      const april = await recorded({
        userId: carla.id,
        branchId: roma,
        amount: 200,
        method: 'TRANSFER',
        paidAt: '2030-04-10T17:00:00.000Z',
      });
      const may = await recorded({
        userId: carla.id,
        amount: 300,
        method: 'CARD',
        status: 'FAILED',
        branchId,
        paidAt: '2030-05-03T17:00:00.000Z',
      });
      const ids = (response: PaymentListResponse) => response.payments.map((payment) => payment.id);
      expect(ids(await list(`?userId=${carla.id}`))).toEqual([may.id, april.id, march.id]);
      expect(await list(`?userId=${carla.id}&limit=2&page=2`)).toMatchObject({
        total: 3,
        totalPages: 2,
        currentPage: 2,
        payments: [{ id: march.id }],
      });
      expect(ids(await list(`?userId=${carla.id}&status=FAILED`))).toEqual([may.id]);
      expect(ids(await list(`?userId=${carla.id}&method=TRANSFER`))).toEqual([april.id]);
      expect(ids(await list(`?userId=${carla.id}&branchId=${branchId}`))).toEqual([may.id]);
      expect(ids(await list(`?userId=${carla.id}&from=2030-04-01T06:00:00.000Z&to=${MAY_FROM}`))).toEqual([april.id]);
      expect(ids(await list(`?userId=${carla.id}&from=2030-04-10T17:00:00.000Z`))).toEqual([may.id, april.id]);
      const bad = expectRefusal(await get('/api/payments?status=LOST&method=GOLD&from=mañana'), [400]);
      expect(byField(bad.errors)).toEqual({
        status: 'Valor inválido',
        method: 'Valor inválido',
        from: 'Fecha inválida',
      });
      const local = expectRefusal(
        await get('/api/payments?from=2030-04-01T00:00:00&to=2030-05-01').set('Accept-Language', 'en'),
        [400],
      );
      expect(byField(local.errors)).toEqual({ from: 'Invalid date', to: 'Invalid date' });
      expect(
        ids(await list(`?userId=${carla.id}&from=2030-04-01T00:00:00-06:00&to=2030-05-01T00:00:00%2B00:00`)),
      ).toEqual([april.id]);
    });
  });

  describe('search and order', () => {
    /** The list's ids with this query string, limited to one branch so other tests' payments stay out. */
    const ids = async (query: string, token = admin): Promise<string[]> =>
      (await list(`?limit=100&${query}`, token)).payments.map((payment) => payment.id);

    it('finds payments by the client’s name or email, case and accents ignored, with the other filters', async () => {
      const desk = await aBranch(t, superAdmin, 'BoxStudio Búsqueda');
      const renata = await createPerson(t.app, 'CLIENT', 'Renata Ibáñez');
      const rene = await createPerson(t.app, 'CLIENT', 'RENÉ Ibarra');
      const first = await recorded({ userId: renata.id, branchId: desk, amount: 10 });
      const second = await recorded({ userId: renata.id, branchId: desk, amount: 20, method: 'CARD' });
      const third = await recorded({ userId: rene.id, branchId: desk, amount: 30 });
      const at = `branchId=${desk}`;
      expect(await ids(`${at}&search=ibanez`)).toEqual([second.id, first.id]);
      expect(await ids(`${at}&search=${encodeURIComponent('IBÁÑEZ')}`)).toEqual([second.id, first.id]);
      expect(await ids(`${at}&search=rene`)).toEqual([third.id]);
      expect(await ids(`${at}&search=${encodeURIComponent('  Ibá ')}`)).toEqual([third.id, second.id, first.id]);
      expect(await ids(`${at}&search=${encodeURIComponent(rene.email.slice(0, 10).toUpperCase())}`)).toEqual([
        third.id,
      ]);
      expect(await ids(`${at}&search=ibanez&method=CARD`)).toEqual([second.id]);
      expect(await ids(`${at}&search=nadie`)).toEqual([]);
      // A blank search is no search.
      expect(await ids(`${at}&search=%20%20`)).toEqual([third.id, second.id, first.id]);
      // A CLIENT searches only its own payments: another's name finds nothing.
      expect(await ids('search=renata', anaToken)).toEqual([]);
      const own = await ids('search=ana', anaToken);
      expect(own.length).toBeGreaterThan(0);
      expect(own).toEqual(await ids(`userId=${ana.id}`));
    });

    it('sorts by each column both ways on the server, ties by id; an unknown field or order is a 400', async () => {
      const desk = await aBranch(t, superAdmin, 'BoxStudio Orden');
      const [oscar, anaB, bruno] = await Promise.all(
        ['Óscar Zúñiga', 'ana Beltrán', 'Bruno Ávila'].map((name) => createPerson(t.app, 'CLIENT', name)),
      );
      if (!oscar || !anaB || !bruno) throw new Error('three clients');
      const plan = (
        await t
          .http()
          .post('/api/membership-plans')
          .set(bearer(admin))
          .send({ branchId: desk, features: [], name: 'Anual', price: 999.99, duration: 365 })
          .expect(201)
      ).body.data as MembershipPlanDto;
      const refunded = await recorded({
        userId: oscar.id,
        branchId: desk,
        amount: 300,
        method: 'CARD',
        description: 'Vendas',
        paidAt: '2030-05-01T18:00:00.000Z',
      });
      await refund(refunded.id).expect(200);
      const pending = await recorded({
        userId: anaB.id,
        branchId: desk,
        amount: 50.5,
        method: 'TRANSFER',
        status: 'PENDING',
        description: 'Guantes',
        paidAt: '2030-05-03T18:00:00.000Z',
      });
      const failed = await recorded({
        userId: bruno.id,
        branchId: desk,
        amount: 1200,
        status: 'FAILED',
        description: 'Clase suelta',
        paidAt: '2030-05-02T18:00:00.000Z',
      });
      await t
        .http()
        .post('/api/memberships')
        .set(bearer(admin))
        .send({ userId: bruno.id, membershipPlanId: plan.id, startDate: NOW, price: 999.99 })
        .expect(201);
      const at = `branchId=${desk}`;
      const [sale] = await eventually(
        () => ids(`${at}&userId=${bruno.id}&method=CASH&status=COMPLETED`),
        (found) => found.length === 1,
        'the sale’s payment',
      );
      if (!sale) throw new Error('the sale’s payment');
      // Each column's values; the sale (SALE) comes after every payment by hand (MANUAL) in the concept's order.
      const rows: Record<string, Record<string, string | number>> = {
        [refunded.id]: {
          paidAt: 1,
          client: 'oscar zuniga',
          concept: 'MANUAL vendas',
          method: 'CARD',
          amount: 300,
          status: 'REFUNDED',
        },
        [pending.id]: {
          paidAt: 3,
          client: 'ana beltran',
          concept: 'MANUAL guantes',
          method: 'TRANSFER',
          amount: 50.5,
          status: 'PENDING',
        },
        [failed.id]: {
          paidAt: 2,
          client: 'bruno avila',
          concept: 'MANUAL clase suelta',
          method: 'CASH',
          amount: 1200,
          status: 'FAILED',
        },
        [sale]: {
          paidAt: 4,
          client: 'bruno avila',
          concept: 'SALE anual',
          method: 'CASH',
          amount: 999.99,
          status: 'COMPLETED',
        },
      };
      const expected = (field: string, order: 'asc' | 'desc'): string[] =>
        Object.keys(rows).sort((a, b) => {
          const [x, y] = [rows[a]?.[field] ?? '', rows[b]?.[field] ?? ''];
          const byField = x < y ? -1 : x > y ? 1 : 0;
          return (order === 'asc' ? byField : -byField) || (a < b ? -1 : 1);
        });
      for (const field of PAYMENT_SORT_FIELDS)
        for (const order of ['asc', 'desc'] as const)
          expect({ field, order, ids: await ids(`${at}&sort=${field}&order=${order}`) }).toEqual({
            field,
            order,
            ids: expected(field, order),
          });
      // Without an order a sort is ascending; without a sort, newest paid first.
      expect(await ids(`${at}&sort=amount`)).toEqual(expected('amount', 'asc'));
      expect(await ids(at)).toEqual([sale, pending.id, failed.id, refunded.id]);
      expect(await list(`?${at}&sort=client&order=desc&limit=2&page=2`)).toMatchObject({
        total: 4,
        payments: expected('client', 'desc')
          .slice(2)
          .map((id) => ({ id })),
      });

      const bad = expectRefusal(await get('/api/payments?sort=price&order=up'), [400]);
      expect(byField(bad.errors)).toEqual({
        sort: `No se puede ordenar por ese campo (use: ${PAYMENT_SORT_FIELDS.join(', ')})`,
        order: 'Orden inválido (use asc o desc)',
      });
      expect(
        byField(expectRefusal(await get('/api/payments?sort=createdAt').set('Accept-Language', 'en'), [400]).errors),
      ).toEqual({
        sort: `The list cannot be sorted by that field (use: ${PAYMENT_SORT_FIELDS.join(', ')})`,
      });
    });
  });

  describe('refunds and voids', () => {
    it('refunds a COMPLETED payment once with its reason; again, or a payment not completed, is a 409', async () => {
      const payment = await recorded({ amount: 250 });
      clock.advance(60_000);
      const answer = await refund(payment.id).expect(200);
      expect(answer.body).toMatchObject({ success: true, message: 'Pago reembolsado exitosamente' });
      expect(answer.body.data).toMatchObject({
        id: payment.id,
        status: 'REFUNDED',
        refundReason: 'Cobro duplicado',
        refundedAt: clock.now().toISOString(),
        amount: 250,
      });
      expect((await get(`/api/payments/${payment.id}`).expect(200)).body.data).toEqual(answer.body.data);
      expect(expectRefusal(await refund(payment.id), [409]).message).toBe(
        'Solo se puede reembolsar un pago completado',
      );
      expect(expectRefusal(await refund(payment.id).set('Accept-Language', 'en'), [409]).message).toBe(
        'Only a completed payment can be refunded',
      );
      const pending = await recorded({ status: 'PENDING' });
      expect(expectRefusal(await refund(pending.id), [409]).message).toBe(
        'Solo se puede reembolsar un pago completado',
      );
      expect(
        byField(expectRefusal(await refund(pending.id, { status: 'COMPLETED', reason: '' }), [400]).errors),
      ).toEqual({ status: 'Valor inválido', reason: 'Este campo es requerido' });
      expect(byField(expectRefusal(await refund(pending.id, {}), [400]).errors)).toEqual({
        status: 'Este campo es requerido',
        reason: 'Este campo es requerido',
      });
      expect(expectRefusal(await refund('nope'), [404]).message).toBe('Pago no encontrado');
    });

    it('voids a payment: gone from list, detail and figures, its history kept with the reason', async () => {
      const before = await stats();
      const payment = await recorded({ amount: 333.33 });
      const during = await stats();
      expect(Math.round(during.totalRevenue * 100)).toBe(Math.round(before.totalRevenue * 100) + 33333);
      expect(during.totalPayments).toBe(before.totalPayments + 1);
      const recordedAt = clock.now().toISOString();
      clock.advance(60_000);
      expect(byField(expectRefusal(await voidIt(payment.id, {}), [400]).errors)).toEqual({
        reason: 'Este campo es requerido',
      });
      const answer = await voidIt(payment.id).expect(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Pago anulado exitosamente',
        data: { id: payment.id, status: 'COMPLETED', amount: 333.33 },
      });
      expect(expectRefusal(await get(`/api/payments/${payment.id}`), [404]).message).toBe('Pago no encontrado');
      expect((await list(`?userId=${ana.id}&limit=100`)).payments.map((each) => each.id)).not.toContain(payment.id);
      expect(await stats()).toEqual(before);
      expect(expectRefusal(await voidIt(payment.id), [404]).message).toBe('Pago no encontrado');
      const history = (await get(`/api/audit/payment/${payment.id}/events`).expect(200)).body.data.events as {
        type: string;
        data: Record<string, unknown>;
        metadata: { commandType: string };
      }[];
      expect(history.map((event) => [event.type, event.metadata.commandType])).toEqual([
        ['PaymentRecorded', 'RecordPayment'],
        ['PaymentVoided', 'VoidPayment'],
      ]);
      expect(history[1]?.data).toEqual({ paymentId: payment.id, reason: 'Capturado por error' });
      const asOf = (await get(`/api/audit/payment/${payment.id}?asOf=${recordedAt}`).expect(200)).body.data;
      expect(asOf.state).toEqual(payment);
      expect(
        (await get(`/api/audit/payment/${payment.id}?asOf=${clock.now().toISOString()}`).expect(200)).body.data.state,
      ).toBeNull();
    });
  });

  describe('who sees what', () => {
    it('answers a CLIENT its own payments only, whatever userId it sends, and 403 for another’s', async () => {
      const own = await recorded({ userId: ana.id, amount: 120 });
      const other = await recorded({ userId: beto.id, amount: 130 });
      const mine = await list(`?userId=${beto.id}&limit=100`, anaToken);
      expect(mine.payments.length).toBeGreaterThan(0);
      expect(mine.payments.every((payment) => payment.userId === ana.id)).toBe(true);
      expect(mine.payments.map((payment) => payment.id)).toContain(own.id);
      expect((await get(`/api/payments/${own.id}`, anaToken).expect(200)).body.data).toEqual(own);
      expectRefusal(await get(`/api/payments/${other.id}`, anaToken), [403]);
      expectRefusal(await get('/api/payments/stats', anaToken), [403]);
      expectRefusal(await record({ userId: ana.id }, anaToken), [403]);
      expectRefusal(await t.http().get('/api/payments'), [401]);
    });
  });
});

describe('payments figures', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let ana: UserDto;
  let branchId: string;

  const record = (body: object) =>
    t
      .http()
      .post('/api/payments')
      .set(bearer(admin))
      .send({ userId: ana.id, branchId, ...body })
      .expect(201);
  const stats = async (): Promise<PaymentStatsResponse> =>
    (await t.http().get('/api/payments/stats').set(bearer(admin)).expect(200)).body.data as PaymentStatsResponse;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const setup = await studio(t, clock);
    ({ admin, branchId } = setup);
    ana = await setup.client('Ana López');
  });
  afterAll(() => t.close());

  it('answers zeros before any payment', async () => {
    expect(await stats()).toEqual({
      totalPayments: 0,
      totalRevenue: 0,
      pendingPayments: 0,
      completedPayments: 0,
      failedPayments: 0,
      refundedPayments: 0,
      refundedAmount: 0,
      successRate: 0,
      monthlyRevenue: 0,
    });
  });

  it('sums completed payments to the cent, this studio month apart, without refunded or voided ones', async () => {
    // 0.1 + 0.2 is not 0.3 in binary: the figures must be.
    await record({ amount: 0.1, paidAt: '2030-05-02T18:00:00.000Z' });
    await record({ amount: 0.2, paidAt: '2030-05-03T18:00:00.000Z' });
    // 30 April 23:30 in the studio: last month, though May in UTC.
    await record({ amount: 1000.01, paidAt: '2030-05-01T05:30:00.000Z' });
    // 1 May 00:00 in the studio: this month.
    await record({ amount: 99.99, paidAt: MAY_FROM });
    // June in the studio: not this month either (recorded in June: a payment is never dated after now).
    clock.set('2030-06-10T15:00:00.000Z');
    await record({ amount: 5, paidAt: JUNE_FROM });
    clock.set(NOW);
    await record({ amount: 40, status: 'PENDING' });
    await record({ amount: 60, status: 'FAILED' });
    const refunded = (await record({ amount: 700 })).body.data as PaymentDto;
    await t
      .http()
      .put(`/api/payments/${refunded.id}`)
      .set(bearer(admin))
      .send({ status: 'REFUNDED', reason: 'Devolución' })
      .expect(200);
    const voided = (await record({ amount: 800 })).body.data as PaymentDto;
    await t.http().delete(`/api/payments/${voided.id}`).set(bearer(admin)).send({ reason: 'Duplicado' }).expect(200);
    expect(await stats()).toEqual({
      totalPayments: 8,
      totalRevenue: 1105.3,
      pendingPayments: 1,
      completedPayments: 5,
      failedPayments: 1,
      refundedPayments: 1,
      refundedAmount: 700,
      successRate: 83.3,
      monthlyRevenue: 100.29,
    });
  });

  it('counts refunds and what they gave back, to the cent and never as revenue; a voided one leaves it', async () => {
    const before = await stats();
    const refundIt = (id: string) =>
      t
        .http()
        .put(`/api/payments/${id}`)
        .set(bearer(admin))
        .send({ status: 'REFUNDED', reason: 'Devolución' })
        .expect(200);
    const first = (await record({ amount: 120.1 })).body.data as PaymentDto;
    const second = (await record({ amount: 0.2 })).body.data as PaymentDto;
    await refundIt(first.id);
    await refundIt(second.id);
    const refunded = await stats();
    expect(refunded).toEqual({
      ...before,
      totalPayments: before.totalPayments + 2,
      refundedPayments: before.refundedPayments + 2,
      refundedAmount: Math.round(before.refundedAmount * 100 + 12030) / 100,
    });
    await t.http().delete(`/api/payments/${first.id}`).set(bearer(admin)).send({ reason: 'Duplicado' }).expect(200);
    expect(await stats()).toEqual({
      ...before,
      totalPayments: before.totalPayments + 1,
      refundedPayments: before.refundedPayments + 1,
      refundedAmount: Math.round(before.refundedAmount * 100 + 20) / 100,
    });
  });

  it('reads this month on the studio clock', async () => {
    clock.set('2030-06-10T15:00:00.000Z');
    expect((await stats()).monthlyRevenue).toBe(5);
    clock.set(NOW);
  });
});

describe('payments of memberships', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let branchId: string;
  let monthly: MembershipPlanDto;
  let ana: UserDto;
  let beto: UserDto;

  const get = (path: string) => t.http().get(path).set(bearer(admin));
  const paymentsOf = async (userId: string): Promise<PaymentDto[]> =>
    ((await get(`/api/payments?userId=${userId}&limit=100`).expect(200)).body.data as PaymentListResponse).payments;
  const sell = async (body: object): Promise<MembershipDto> =>
    (
      await t
        .http()
        .post('/api/memberships')
        .set(bearer(admin))
        .send({ userId: ana.id, membershipPlanId: monthly.id, startDate: NOW, price: 750, ...body })
        .expect(201)
    ).body.data as MembershipDto;
  const revenueOf = async (planId: string): Promise<number> =>
    (await get(`/api/membership-plans/${planId}/stats`).expect(200)).body.data.stats.revenue.total as number;
  /** The payment events the log holds for a membership, read from the log itself. */
  const recordedFor = async (membershipId: string): Promise<Record<string, unknown>[]> => {
    const log = t.app.get<EventLog>(EVENT_LOG);
    const found: Record<string, unknown>[] = [];
    for (let after: string | null = null; ;) {
      const batch = await log.readAll(after, 500);
      if (batch.length === 0) return found;
      found.push(
        ...batch
          .filter((event) => event.type === 'PaymentRecorded' && event.data['membershipId'] === membershipId)
          .map((event) => event.data),
      );
      after = batch[batch.length - 1]?.checkpoint ?? null;
    }
  };

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const setup = await studio(t, clock);
    ({ admin, branchId } = setup);
    monthly = await setup.plan({ name: 'Mensual', price: 800, duration: 30 });
    ana = await setup.client('Ana López');
    beto = await setup.client('Beto Ruiz');
  });
  afterAll(() => t.close());

  it('records one COMPLETED payment per sale and per renewal, with their amounts, methods and sources', async () => {
    const membership = await sell({ paymentMethod: 'CARD' });
    const [sale] = await eventually(
      () => paymentsOf(ana.id),
      (payments) => payments.length === 1,
      'the sale’s payment',
    );
    expect(sale).toMatchObject({
      membershipId: membership.id,
      membershipPlanId: monthly.id,
      userId: ana.id,
      branchId,
      amount: 750,
      currency: 'MXN',
      method: 'CARD',
      status: 'COMPLETED',
      source: 'SALE',
      paidAt: NOW,
      user: { id: ana.id, name: 'Ana López' },
      branch: { id: branchId, name: 'BoxStudio Polanco' },
      membershipPlan: { id: monthly.id, name: 'Mensual' },
    });
    clock.advance(3_600_000);
    await t
      .http()
      .put(`/api/memberships/${membership.id}/renew`)
      .set(bearer(admin))
      .send({ months: 3, paymentMethod: 'TRANSFER' })
      .expect(200);
    const payments = await eventually(
      () => paymentsOf(ana.id),
      (found) => found.length === 2,
      'the renewal’s payment',
    );
    // The membership's price for three 30-day months.
    expect(payments[0]).toMatchObject({
      membershipId: membership.id,
      amount: 2250,
      method: 'TRANSFER',
      status: 'COMPLETED',
      source: 'RENEWAL',
      paidAt: clock.now().toISOString(),
    });
    expect((await recordedFor(membership.id)).map((data) => data['source'])).toEqual(['SALE', 'RENEWAL']);
    expect(await revenueOf(monthly.id)).toBe(3000);
    const sold = await sell({ userId: beto.id });
    await eventually(
      () => paymentsOf(beto.id),
      (found) => found.length === 1 && found[0]?.method === 'CASH',
      'a sale paid in cash by default',
    );
    expect(await revenueOf(monthly.id)).toBe(3750);
    await t
      .http()
      .put(`/api/payments/${(await paymentsOf(beto.id))[0]?.id}`)
      .set(bearer(admin))
      .send({ status: 'REFUNDED', reason: 'Cancelada el mismo día' })
      .expect(200);
    expect(await revenueOf(monthly.id)).toBe(3000);
    expect(sold.membershipPlanId).toBe(monthly.id);
  });

  it('gives a payment by hand for a membership its plan; another person’s membership is refused', async () => {
    const owner = await createPerson(t.app, 'CLIENT');
    const membership = await sell({ userId: owner.id });
    await eventually(
      () => recordedFor(membership.id),
      (found) => found.length === 1,
      'the sale’s payment',
    );
    const before = await revenueOf(monthly.id);
    const answer = await t
      .http()
      .post('/api/payments')
      .set(bearer(admin))
      .send({ userId: owner.id, branchId, membershipId: membership.id, amount: 99.99 })
      .expect(201);
    expect(answer.body.data).toMatchObject({
      membershipId: membership.id,
      membershipPlanId: monthly.id,
      branchId,
      source: 'MANUAL',
      membershipPlan: { name: 'Mensual' },
    });
    expect(await revenueOf(monthly.id)).toBe(Math.round(before * 100 + 9999) / 100);
    const refused = expectRefusal(
      await t
        .http()
        .post('/api/payments')
        .set(bearer(admin))
        .send({ userId: beto.id, branchId, membershipId: membership.id, amount: 10 }),
      [400],
    );
    expect(byField(refused.errors)).toEqual({ membershipId: 'Membresía no encontrada' });
  });

  it('records each payment once when the reaction reads the log again after a restart', async () => {
    const membership = await sell({ userId: (await createPerson(t.app, 'CLIENT')).id, price: 640.5 });
    await t.http().put(`/api/memberships/${membership.id}/renew`).set(bearer(admin)).send({ months: 1 }).expect(200);
    await eventually(
      () => recordedFor(membership.id),
      (found) => found.length === 2,
      'the sale’s and the renewal’s payments',
    );
    const figures = (await get('/api/payments/stats').expect(200)).body.data as PaymentStatsResponse;
    await t.stop();
    // Forget how far the reaction had read: it starts again from the beginning of the log.
    const store = SqliteReadStore.open(join(t.dataDir, 'read-models.sqlite3'));
    const checkpoints = store.collection('_projections');
    expect((await checkpoints.findOne({ _id: 'reaction:payment-for-membership' }))?.position).toBeGreaterThan(0);
    expect(await checkpoints.deleteOne({ _id: 'reaction:payment-for-membership' })).toBe(1);
    await store.close();
    t = await startTestApp({}, t.dataDir, { clock });
    admin = await t.adminToken();
    const head = await t.app.get<EventLog>(EVENT_LOG).headPosition();
    await eventually(
      async () =>
        ((await get('/api/admin/reactions').expect(200)).body.data as ReactionInfo[]).find(
          (info) => info.name === 'payment-for-membership',
        ),
      (info) => info !== undefined && info.position >= head,
      'the reaction to read the whole log again',
    );
    expect(await recordedFor(membership.id)).toHaveLength(2);
    expect((await get('/api/payments/stats').expect(200)).body.data).toEqual(figures);
  });
});
