import type { MembershipDto, MembershipPlanDto, UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Monday 6 May 2030, 09:00 in the studio (America/Mexico_City, UTC−6). */
const NOW = '2030-05-06T15:00:00.000Z';

describe('memberships', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  let branchId: string;
  let monthly: MembershipPlanDto;
  let quarterly: MembershipPlanDto;
  let ana: UserDto;
  let anaToken: string;
  let betoToken: string;

  const plan = async (body: object): Promise<MembershipPlanDto> =>
    (
      await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(admin))
        .send({ branchId, features: [], ...body })
        .expect(201)
    ).body.data as MembershipPlanDto;
  const sell = (body: object, token = admin) =>
    t
      .http()
      .post('/api/memberships')
      .set(bearer(token))
      .send({ userId: ana.id, membershipPlanId: monthly.id, startDate: NOW, price: 800, ...body });
  /** A membership sold to a new client unless the body names one: a client holds one live membership at a time. */
  const sold = async (body: object = {}): Promise<MembershipDto> =>
    (await sell({ userId: (await createPerson(t.app, 'CLIENT')).id, ...body }).expect(201)).body.data as MembershipDto;
  const put = (path: string, body: object = {}, token = admin) => t.http().put(path).set(bearer(token)).send(body);
  const get = (path: string, token = admin) => t.http().get(path).set(bearer(token));
  const events = async (id: string): Promise<{ type: string; data: Record<string, unknown> }[]> =>
    (await get(`/api/audit/membership/${id}/events`).expect(200)).body.data.events;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock, schedulerPollMs: 20 });
    superAdmin = await t.adminToken();
    branchId = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    monthly = await plan({ name: 'Mensual', price: 800, duration: 30 });
    quarterly = await plan({ name: 'Trimestral', price: 2100, duration: 90 });
    ana = await createPerson(t.app, 'CLIENT', 'Ana López');
    anaToken = await t.login(ana.email, PASSWORD);
    betoToken = await t.login((await createPerson(t.app, 'CLIENT', 'Beto Ruiz')).email, PASSWORD);
  });
  afterAll(() => t.close());

  describe('selling', () => {
    it('sells an ACTIVE membership ending as the plan says (a sent end ignored), with the names it shows', async () => {
      const answer = await sell({ endDate: '2031-01-01T00:00:00.000Z', type: 'PREMIUM' }).expect(201);
      expect(answer.body).toMatchObject({ success: true, message: 'Membresía creada exitosamente' });
      const membership = answer.body.data as MembershipDto;
      expect(membership).toMatchObject({
        userId: ana.id,
        membershipPlanId: monthly.id,
        branchId,
        startDate: NOW,
        endDate: '2030-06-05T15:00:00.000Z',
        price: 800,
        status: 'ACTIVE',
        type: 'PREMIUM',
        frozenUntil: null,
        user: { id: ana.id, name: 'Ana López', email: ana.email },
        membershipPlan: { id: monthly.id, name: 'Mensual', price: 800, duration: 30 },
      });
      expect((await get(`/api/memberships/${membership.id}`).expect(200)).body.data).toEqual(membership);
      // The history's state as of the sale reads like the list: the same DTO, with the names.
      expect((await get(`/api/audit/membership/${membership.id}?asOf=${NOW}`).expect(200)).body.data.state).toEqual(
        membership,
      );
    });

    it('refuses a price of 0, an unknown plan or person, and an inactive plan, storing nothing', async () => {
      const before = (await get('/api/memberships/stats').expect(200)).body.data.total as number;
      expect(byField(expectRefusal(await sell({ price: 0 }), [400]).errors)).toEqual({
        price: 'El precio debe ser mayor a 0',
      });
      expect(byField(expectRefusal(await sell({ price: 0 }).set('Accept-Language', 'en'), [400]).errors)).toEqual({
        price: 'The price must be greater than 0',
      });
      expect(byField(expectRefusal(await sell({ price: '800' }), [400]).errors)).toHaveProperty('price');
      expect(byField(expectRefusal(await sell({ membershipPlanId: 'nope', userId: 'nobody' }), [400]).errors)).toEqual({
        membershipPlanId: 'Plan de membresía no encontrado',
        userId: 'Cliente no encontrado',
      });
      expect(byField(expectRefusal(await sell({ startDate: 'ayer' }), [400]).errors)).toEqual({
        startDate: 'Fecha inválida',
      });
      const closed = await plan({ name: 'Cerrado', price: 500, duration: 30 });
      await t.http().delete(`/api/membership-plans/${closed.id}`).set(bearer(admin)).expect(200);
      expect(expectRefusal(await sell({ membershipPlanId: closed.id }), [409]).message).toBe(
        'El plan de membresía está inactivo',
      );
      expect((await get('/api/memberships/stats').expect(200)).body.data.total).toBe(before);
    });
  });

  describe('refusals, in Spanish and in English', () => {
    /** Each refusal's message in both languages, and that it recorded nothing on the membership. */
    async function refusedInBoth(
      send: () => ReturnType<typeof put>,
      status: number,
      es: string,
      en: string,
    ): Promise<void> {
      const spanish = await send();
      const english = await send().set('Accept-Language', 'en');
      const message = (answer: typeof spanish) =>
        answer.status === 400 ? Object.values(byField(expectRefusal(answer, [400]).errors))[0] : answer.body.message;
      expect({ status: spanish.status, es: message(spanish), en: message(english) }).toEqual({ status, es, en });
    }

    it('says why a sale, a renewal, a freeze or a plan change is refused', async () => {
      const instructor = await createPerson(t.app, 'INSTRUCTOR');
      await refusedInBoth(
        () => sell({ userId: instructor.id }),
        400,
        'Solo un cliente puede comprar una membresía',
        'Only a client can buy a membership',
      );
      await refusedInBoth(
        () => sell({ userId: ana.id, status: 'CANCELLED' }),
        400,
        'Una membresía se vende activa',
        'A membership is sold active',
      );
      // (An end passed but not yet expired is the decider's 'La membresía ya terminó…', proven in its spec.)
      const expired = await sold();
      await put(`/api/memberships/${expired.id}`, { status: 'EXPIRED' }).expect(200);
      await refusedInBoth(
        () => put(`/api/memberships/${expired.id}/freeze`, { freezeUntil: '2030-05-20T15:00:00.000Z' }),
        409,
        'Solo se puede congelar una membresía activa',
        'Only an active membership can be frozen',
      );
      const frozen = await sold();
      await put(`/api/memberships/${frozen.id}/freeze`, { freezeUntil: '2030-05-16T15:00:00.000Z' }).expect(200);
      await refusedInBoth(
        () => put(`/api/memberships/${frozen.id}/freeze`, { freezeUntil: '2030-05-20T15:00:00.000Z' }),
        409,
        'La membresía ya está congelada',
        'The membership is already frozen',
      );
      await refusedInBoth(
        () => put(`/api/memberships/${frozen.id}/change-plan`, { newPlanId: monthly.id }),
        409,
        'La membresía ya es de ese plan',
        'The membership is already on that plan',
      );
      await put(`/api/memberships/${frozen.id}/cancel`).expect(200);
      await refusedInBoth(
        () => put(`/api/memberships/${frozen.id}/renew`, {}),
        409,
        'Una membresía cancelada no se puede renovar, cambiar ni congelar',
        'A cancelled membership cannot be renewed, changed or frozen',
      );
      expect((await events(frozen.id)).map((event) => event.type)).toEqual([
        'MembershipSold',
        'MembershipFrozen',
        'MembershipCancelled',
      ]);
    });
  });

  describe('one live membership per client', () => {
    it('refuses a second membership over the first’s days, naming its end; sells one from when it ends', async () => {
      const client = await createPerson(t.app, 'CLIENT');
      const first = await sold({ userId: client.id });
      expect(expectRefusal(await sell({ userId: client.id }), [409]).message).toBe(
        'El cliente ya tiene una membresía activa hasta el 05/06/2030',
      );
      expect(expectRefusal(await sell({ userId: client.id }).set('Accept-Language', 'en'), [409]).message).toBe(
        'The client already has an active membership until 05/06/2030',
      );
      const next = await sold({ userId: client.id, startDate: first.endDate });
      // Renewing the first would now run into the next: refused, recording nothing.
      expect(expectRefusal(await put(`/api/memberships/${first.id}/renew`, { months: 1 }), [409]).message).toBe(
        'El cliente ya tiene una membresía activa hasta el 05/07/2030',
      );
      // Once the next is cancelled its days are free again.
      await put(`/api/memberships/${next.id}/cancel`).expect(200);
      await put(`/api/memberships/${first.id}/renew`, { months: 1 }).expect(200);
    });

    it('counts a membership recorded before clients’ terms were claimed', async () => {
      // Recorded straight into the log, as a sale made before this rule existed: it holds no span.
      const client = await createPerson(t.app, 'CLIENT');
      const membershipId = randomUUID();
      const sale = {
        userId: client.id,
        membershipPlanId: monthly.id,
        branchId,
        startDate: NOW,
        endDate: '2030-06-05T15:00:00.000Z',
      };
      const data = {
        membershipId,
        ...sale,
        price: 800,
        type: null,
        status: 'ACTIVE',
        payment: { amount: 800, method: 'CASH' },
      };
      const metadata = {
        userId: null,
        correlationId: randomUUID(),
        causationId: randomUUID(),
        commandType: 'CreateMembership',
        occurredAt: NOW,
      };
      await t.app
        .get<EventLog>(EVENT_LOG)
        .append(
          `membership-${membershipId}`,
          [{ id: randomUUID(), type: 'MembershipSold', data, metadata }],
          'no-stream',
        );
      for (
        let attempt = 0;
        attempt < 100 && (await get(`/api/memberships/${membershipId}`)).status !== 200;
        attempt += 1
      )
        await pause(10);
      expect(expectRefusal(await sell({ userId: client.id }), [409]).message).toBe(
        'El cliente ya tiene una membresía activa hasta el 05/06/2030',
      );
      await sell({ userId: client.id, startDate: sale.endDate }).expect(201);
    });

    it('sells only to an active client, ACTIVE', async () => {
      const client = await createPerson(t.app, 'CLIENT');
      expect(byField(expectRefusal(await sell({ userId: client.id, status: 'EXPIRED' }), [400]).errors)).toEqual({
        status: 'Una membresía se vende activa',
      });
      const instructor = await createPerson(t.app, 'INSTRUCTOR');
      expect(byField(expectRefusal(await sell({ userId: instructor.id }), [400]).errors)).toEqual({
        userId: 'Solo un cliente puede comprar una membresía',
      });
      await t.http().put(`/api/users/${client.id}`).set(bearer(admin)).send({ isActive: false }).expect(200);
      expect(expectRefusal(await sell({ userId: client.id }), [409]).message).toBe('El cliente está inactivo');
      expect(expectRefusal(await sell({ userId: client.id }).set('Accept-Language', 'en'), [409]).message).toBe(
        'The client is inactive',
      );
    });
  });

  describe('renewing, changing, freezing, cancelling', () => {
    it('renews by calendar months from the end: 31 January + 1 month is the last day of February', async () => {
      // Sold 1 January 2031 at noon studio time: the monthly plan ends 31 January.
      const membership = await sold({ startDate: '2031-01-01T18:00:00.000Z' });
      expect(membership.endDate).toBe('2031-01-31T18:00:00.000Z');
      const renewed = await put(`/api/memberships/${membership.id}/renew`, { months: 1 }).expect(200);
      expect(renewed.body).toMatchObject({
        message: 'Membresía renovada exitosamente',
        data: { endDate: '2031-02-28T18:00:00.000Z', status: 'ACTIVE' },
      });
      expect((await put(`/api/memberships/${membership.id}/renew`, { months: 12 }).expect(200)).body.data.endDate).toBe(
        '2032-02-28T18:00:00.000Z',
      );
      expect(
        byField(expectRefusal(await put(`/api/memberships/${membership.id}/renew`, { months: 2 }), [400]).errors),
      ).toEqual({ months: 'Renueva por 1, 3, 6 o 12 meses' });
      expect((await events(membership.id)).map((event) => event.type)).toEqual([
        'MembershipSold',
        'MembershipRenewed',
        'MembershipRenewed',
      ]);
    });

    it('renews a membership whose end has passed from today, a new term, ACTIVE again; `{}` is one month', async () => {
      const membership = await sold({ startDate: '2030-03-01T15:00:00.000Z' });
      await put(`/api/memberships/${membership.id}`, { status: 'EXPIRED' }).expect(200);
      const renewed = (await put(`/api/memberships/${membership.id}/renew`, { months: 3 }).expect(200)).body
        .data as MembershipDto;
      expect(renewed).toMatchObject({ status: 'ACTIVE', startDate: NOW, endDate: '2030-08-06T15:00:00.000Z' });
      // 'The list then shows the new term's start': the read model agrees with the history.
      expect(
        (await get(`/api/audit/membership/${membership.id}?asOf=${NOW}`).expect(200)).body.data.state,
      ).toMatchObject({ startDate: NOW });
      expect((await put(`/api/memberships/${membership.id}/renew`, {}).expect(200)).body.data.endDate).toBe(
        '2030-09-06T15:00:00.000Z',
      );
    });

    it('refuses a renewal whose payment would be out of range where it starts, recording nothing', async () => {
      const dear = await plan({ name: 'Día VIP', price: 1_000_000, duration: 1 });
      const membership = await sold({ membershipPlanId: dear.id, price: 1_000_000 });
      const refusal = expectRefusal(await put(`/api/memberships/${membership.id}/renew`, { months: 12 }), [409]);
      expect(refusal.message).toBe('El pago resultante (360000000.00) debe ser mayor a 0 y como máximo 1,000,000');
      expect(
        expectRefusal(
          await put(`/api/memberships/${membership.id}/renew`, { months: 12 }).set('Accept-Language', 'en'),
          [409],
        ).message,
      ).toBe('The resulting payment (360000000.00) must be greater than 0 and at most 1,000,000');
      expect((await events(membership.id)).map((event) => event.type)).toEqual(['MembershipSold']);
    });

    it('changes the plan from now on at its price, crediting the unused days, and refuses the same plan', async () => {
      const membership = await sold({ startDate: '2030-04-20T15:00:00.000Z' });
      const other = await sold({ startDate: '2030-04-20T15:00:00.000Z' });
      const changed = await put(`/api/memberships/${membership.id}/change-plan`, { newPlanId: quarterly.id }).expect(
        200,
      );
      expect(changed.body).toMatchObject({
        message: 'Plan de membresía cambiado exitosamente',
        data: {
          membershipPlanId: quarterly.id,
          price: 2100,
          startDate: NOW,
          endDate: '2030-08-04T15:00:00.000Z',
          membershipPlan: { name: 'Trimestral' },
        },
      });
      // 14 of 30 days left: 800 × 14 / 30 credited, the rest paid; the dialog is told the same before confirming.
      expect(
        (await get(`/api/memberships/${other.id}/plan-change?newPlanId=${quarterly.id}`).expect(200)).body.data,
      ).toEqual({
        credit: 373.33,
        price: 2100,
        difference: 1726.67,
        startDate: NOW,
        endDate: '2030-08-04T15:00:00.000Z',
      });
      expect((await events(membership.id)).at(-1)?.data).toMatchObject({
        credit: 373.33,
        settlement: { amount: 1726.67, refund: false, method: 'CASH' },
      });
      expect(
        expectRefusal(await put(`/api/memberships/${membership.id}/change-plan`, { newPlanId: quarterly.id }), [409])
          .message,
      ).toBe('La membresía ya es de ese plan');
      expect(
        expectRefusal(await get(`/api/memberships/${membership.id}/plan-change?newPlanId=${quarterly.id}`), [409])
          .message,
      ).toBe('La membresía ya es de ese plan');
    });

    it('refunds the credit beyond a cheaper plan’s price, and revenue counts it out', async () => {
      const cheap = await plan({ name: 'Quincenal', price: 300, duration: 15 });
      const membership = await sold({ startDate: '2030-05-01T15:00:00.000Z' });
      const revenue = async () => (await get('/api/payments/stats').expect(200)).body.data.totalRevenue as number;
      const paymentsOf = async () =>
        (
          (await get(`/api/payments?userId=${membership.userId}`).expect(200)).body.data.payments as {
            source: string;
            kind: string;
            amount: number;
          }[]
        ).map(({ source, kind, amount }) => ({ source, kind, amount }));
      for (let attempt = 0; attempt < 100 && (await paymentsOf()).length < 1; attempt += 1) await pause(10);
      const before = await revenue();
      await put(`/api/memberships/${membership.id}/change-plan`, { newPlanId: cheap.id }).expect(200);
      // 25 of 30 days left: 800 × 25 / 30 = 666.67 credited; 300 for the new plan; 366.67 given back.
      for (let attempt = 0; attempt < 100 && (await paymentsOf()).length < 2; attempt += 1) await pause(10);
      expect(await paymentsOf()).toEqual(
        expect.arrayContaining([{ source: 'PLAN_CHANGE', kind: 'REFUND', amount: 366.67 }]),
      );
      expect(await revenue()).toBe(Math.round(before * 100 - 36667) / 100);
      const listed = (await get(`/api/payments?userId=${membership.userId}`).expect(200)).body.data.payments as {
        id: string;
        kind: string;
      }[];
      expect(
        expectRefusal(
          await put(`/api/payments/${listed.find((item) => item.kind === 'REFUND')?.id}`, {
            status: 'REFUNDED',
            reason: 'x',
          }),
          [409],
        ).message,
      ).toBe('Una devolución no se puede reembolsar');
    });

    it('freezes until a future day at most 90 days ahead, pushing the end by the days frozen', async () => {
      const membership = await sold();
      expect(
        byField(
          expectRefusal(
            await put(`/api/memberships/${membership.id}/freeze`, { freezeUntil: '2030-05-01T15:00:00.000Z' }),
            [400],
          ).errors,
        ),
      ).toEqual({ freezeUntil: 'La fecha de congelación debe ser futura' });
      expect(
        byField(
          expectRefusal(
            await put(`/api/memberships/${membership.id}/freeze`, { freezeUntil: '2030-09-01T15:00:00.000Z' }),
            [400],
          ).errors,
        ),
      ).toEqual({ freezeUntil: 'Se puede congelar como máximo 90 días' });
      const frozen = await put(`/api/memberships/${membership.id}/freeze`, {
        freezeUntil: '2030-05-16T15:00:00.000Z',
      }).expect(200);
      expect(frozen.body).toMatchObject({
        message: 'Membresía congelada exitosamente',
        data: { status: 'ACTIVE', frozenUntil: '2030-05-16T15:00:00.000Z', endDate: '2030-06-15T15:00:00.000Z' },
      });
      expect(
        expectRefusal(
          await put(`/api/memberships/${membership.id}/freeze`, { freezeUntil: '2030-05-20T15:00:00.000Z' }),
          [409],
        ).message,
      ).toBe('La membresía ya está congelada');
      // Cancelling ends the freeze.
      expect((await put(`/api/memberships/${membership.id}/cancel`).expect(200)).body.data).toMatchObject({
        status: 'CANCELLED',
        frozenUntil: NOW,
      });
    });

    it('freezes through the end of a studio day given as a date', async () => {
      const membership = await sold();
      const frozen = (await put(`/api/memberships/${membership.id}/freeze`, { freezeUntil: '2030-05-15' }).expect(200))
        .body.data as MembershipDto;
      // Through 15 May: it resumes at the start of 16 May, studio time; 10 days frozen.
      expect(frozen).toMatchObject({ frozenUntil: '2030-05-16T06:00:00.000Z', endDate: '2030-06-15T15:00:00.000Z' });
    });

    it('cancels keeping the record, once; a cancelled one is neither renewed nor changed', async () => {
      const membership = await sold();
      const cancelled = await put(`/api/memberships/${membership.id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({
        message: 'Membresía cancelada exitosamente',
        data: { id: membership.id, status: 'CANCELLED', cancelledAt: NOW },
      });
      expect(expectRefusal(await put(`/api/memberships/${membership.id}/cancel`), [409]).message).toBe(
        'La membresía ya está cancelada',
      );
      expect(expectRefusal(await put(`/api/memberships/${membership.id}/renew`, { months: 1 }), [409]).message).toBe(
        'Una membresía cancelada no se puede renovar, cambiar ni congelar',
      );
      await get(`/api/memberships/${membership.id}`).expect(200);
    });

    it('edits the start (the end moves as much, renewed months kept), the price and the status directly', async () => {
      const renewedFirst = await sold();
      await put(`/api/memberships/${renewedFirst.id}/renew`, { months: 1 }).expect(200);
      expect(
        (await put(`/api/memberships/${renewedFirst.id}`, { startDate: '2030-05-10T15:00:00.000Z' }).expect(200)).body
          .data,
      ).toMatchObject({ startDate: '2030-05-10T15:00:00.000Z', endDate: '2030-07-09T15:00:00.000Z' });
      const membership = await sold();
      const edited = (
        await put(`/api/memberships/${membership.id}`, {
          startDate: '2030-05-10T15:00:00.000Z',
          price: 750,
          status: 'EXPIRED',
        }).expect(200)
      ).body.data as MembershipDto;
      expect(edited).toMatchObject({
        startDate: '2030-05-10T15:00:00.000Z',
        endDate: '2030-06-09T15:00:00.000Z',
        price: 750,
        status: 'EXPIRED',
      });
      expect(
        byField(expectRefusal(await put(`/api/memberships/${membership.id}`, { price: -5 }), [400]).errors),
      ).toEqual({ price: 'El precio debe ser mayor a 0' });
    });

    it('deletes: gone from lists and the detail, still in the history', async () => {
      const membership = await sold({ userId: (await createPerson(t.app, 'CLIENT')).id });
      await t.http().delete(`/api/memberships/${membership.id}`).set(bearer(admin)).expect(200);
      await get(`/api/memberships/${membership.id}`).expect(404);
      expect((await get(`/api/memberships?userId=${membership.userId}`).expect(200)).body.data.total).toBe(0);
      expect((await events(membership.id)).map((event) => event.type)).toEqual(['MembershipSold', 'MembershipDeleted']);
    });
  });

  describe('expiry', () => {
    async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const value = await read();
        if (done(value)) return value;
        await pause(20);
      }
      return read();
    }

    it('records MembershipExpired once when the end passes, not before, and never again', async () => {
      const membership = await sold({
        userId: (await createPerson(t.app, 'CLIENT')).id,
        startDate: '2030-04-10T15:00:00.000Z',
      });
      expect(membership.endDate).toBe('2030-05-10T15:00:00.000Z');
      await pause(100);
      expect((await get(`/api/memberships/${membership.id}`).expect(200)).body.data.status).toBe('ACTIVE');
      clock.set('2030-05-10T15:00:01.000Z');
      try {
        const expired = await eventually(
          async () => (await get(`/api/memberships/${membership.id}`).expect(200)).body.data as MembershipDto,
          (value) => value.status === 'EXPIRED',
        );
        expect(expired.status).toBe('EXPIRED');
        await pause(150);
        const recorded = (await events(membership.id)).filter((event) => event.type === 'MembershipExpired');
        expect(recorded).toEqual([
          expect.objectContaining({ data: { membershipId: membership.id, endDate: '2030-05-10T15:00:00.000Z' } }),
        ]);
      } finally {
        clock.set(NOW);
      }
    });

    it('follows a renewal: the old end passes without an expiry', async () => {
      const membership = await sold({
        userId: (await createPerson(t.app, 'CLIENT')).id,
        startDate: '2030-04-10T15:00:00.000Z',
      });
      await put(`/api/memberships/${membership.id}/renew`, { months: 1 }).expect(200);
      clock.set('2030-05-20T15:00:00.000Z');
      try {
        await pause(200);
        expect((await get(`/api/memberships/${membership.id}`).expect(200)).body.data.status).toBe('ACTIVE');
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('reads and roles', () => {
    it('answers a person its own memberships, whether one is active today and its remaining days', async () => {
      const carla = await createPerson(t.app, 'CLIENT', 'Carla Díaz');
      const carlaToken = await t.login(carla.email, PASSWORD);
      expect((await get('/api/memberships/has-active', carlaToken).expect(200)).body.data).toEqual({
        hasActive: false,
      });
      expect((await get('/api/memberships/remaining-days', carlaToken).expect(200)).body.data).toEqual({
        remainingDays: 0,
      });
      const membership = await sold({ userId: carla.id });
      expect((await get('/api/memberships/has-active', carlaToken).expect(200)).body.data).toEqual({ hasActive: true });
      expect((await get('/api/memberships/remaining-days', carlaToken).expect(200)).body.data).toEqual({
        remainingDays: 31,
      });
      expect(
        (await get('/api/memberships/user', carlaToken).expect(200)).body.data.memberships.map(
          (item: MembershipDto) => item.id,
        ),
      ).toEqual([membership.id]);
      expect((await get(`/api/memberships/remaining-days?userId=${carla.id}`).expect(200)).body.data).toEqual({
        remainingDays: 31,
      });
      // A client's ?userId= is ignored: it always reads its own.
      expect(
        (await get(`/api/memberships/remaining-days?userId=${carla.id}`, betoToken).expect(200)).body.data,
      ).toEqual({ remainingDays: 0 });
      await get(`/api/memberships/${membership.id}`, carlaToken).expect(200);
      await get(`/api/memberships/${membership.id}`, betoToken).expect(403);
    });

    it('keeps every write and the lists to admins', async () => {
      expectRefusal(await sell({}, anaToken), [403]);
      const membership = await sold();
      for (const call of [
        put(`/api/memberships/${membership.id}/renew`, { months: 1 }, anaToken),
        put(`/api/memberships/${membership.id}/cancel`, {}, anaToken),
        get('/api/memberships', anaToken),
        get('/api/memberships/stats', anaToken),
        get('/api/memberships/active', anaToken),
        get('/api/memberships/plans', anaToken),
      ]) {
        expect((await call).status).toBe(403);
      }
      await t.http().get('/api/memberships/user').expect(401);
    });

    it('searches by user name or email and plan name, filters by plan and status, and counts by status', async () => {
      const found = async (query: string) =>
        (await get(`/api/memberships?${query}`).expect(200)).body.data.memberships as MembershipDto[];
      expect((await found('search=LOPEZ')).every((item) => item.userId === ana.id)).toBe(true);
      expect((await found('search=trimes')).every((item) => item.membershipPlanId === quarterly.id)).toBe(true);
      expect((await found('status=CANCELLED')).every((item) => item.status === 'CANCELLED')).toBe(true);
      expect((await found(`membershipPlanId=${quarterly.id}`)).length).toBeGreaterThan(0);
      const stats = (await get('/api/memberships/stats').expect(200)).body.data;
      expect(stats.total).toBe(stats.active + stats.expired + stats.cancelled);
      expect(
        (await get('/api/memberships/plans').expect(200)).body.data.plans.map((item: { name: string }) => item.name),
      ).toEqual(['Día VIP', 'Mensual', 'Quincenal', 'Trimestral']);
      expectRefusal(await get('/api/memberships?status=LATE'), [400]);
    });

    it("contributes each plan's memberships by status and each branch's active ones", async () => {
      const planStats = (await get(`/api/membership-plans/${quarterly.id}/stats`).expect(200)).body.data.stats
        .memberships;
      const counted = (status: string) =>
        get(`/api/memberships?membershipPlanId=${quarterly.id}${status ? `&status=${status}` : ''}`).expect(200);
      expect(planStats).toEqual({
        total: (await counted('')).body.data.total,
        active: (await counted('ACTIVE')).body.data.total,
        expired: (await counted('EXPIRED')).body.data.total,
        cancelled: (await counted('CANCELLED')).body.data.total,
      });
      const branchStats = (await get(`/api/branches/${branchId}/stats`).expect(200)).body.data.stats.memberships;
      expect(branchStats).toEqual({
        total: (await get(`/api/memberships?branchId=${branchId}`).expect(200)).body.data.total,
        active: (await get(`/api/memberships?branchId=${branchId}&status=ACTIVE`).expect(200)).body.data.total,
      });
    });
  });
});

describe('memberships demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' }, undefined, { schedulerPollMs: 20 });
  }, 120_000);
  afterAll(() => demo.close());

  it('sells demo clients memberships over the last twelve months, in every state once the schedule ran', async () => {
    const token = await demo.adminToken();
    const all = async (): Promise<MembershipDto[]> =>
      (await demo.http().get('/api/memberships?limit=100').set(bearer(token)).expect(200)).body.data
        .memberships as MembershipDto[];
    let memberships = await all();
    for (let attempt = 0; attempt < 100 && !memberships.some((item) => item.status === 'EXPIRED'); attempt += 1) {
      await pause(50);
      memberships = await all();
    }
    expect(memberships.length).toBeGreaterThanOrEqual(10);
    expect(new Set(memberships.map((item) => item.status))).toEqual(new Set(['ACTIVE', 'EXPIRED', 'CANCELLED']));
    const now = Date.now();
    // Nothing ACTIVE has an end in the past once the schedule has run; nothing EXPIRED ends in the future.
    expect(memberships.filter((item) => item.status === 'ACTIVE' && Date.parse(item.endDate) <= now)).toEqual([]);
    expect(memberships.filter((item) => item.status === 'EXPIRED' && Date.parse(item.endDate) > now)).toEqual([]);
    const soldMonths = new Set(memberships.map((item) => item.startDate.slice(0, 7)));
    expect(soldMonths.size).toBeGreaterThanOrEqual(6);
    expect(memberships.some((item) => item.frozenUntil !== null)).toBe(true);
    expect(memberships.every((item) => item.user !== null && item.membershipPlan !== null)).toBe(true);

    // Their payments, recorded by the payments module from each sale and renewal, fall over the year.
    type Paid = { membershipId: string | null; source: string; paidAt: string };
    const allPayments = async (): Promise<Paid[]> => {
      const found: Paid[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (await demo.http().get(`/api/payments?limit=100&page=${page}`).set(bearer(token)).expect(200))
          .body.data;
        found.push(...answer.payments);
        if (page >= answer.totalPages) return found;
      }
    };
    // The payments follow the sales through a reaction: wait until every sale's is there.
    const everySalePaid = (found: Paid[]) =>
      memberships.every((membership) =>
        found.some((payment) => payment.membershipId === membership.id && payment.source === 'SALE'),
      );
    let payments = await allPayments();
    for (let attempt = 0; attempt < 100 && !everySalePaid(payments); attempt += 1) {
      await pause(50);
      payments = await allPayments();
    }
    for (const membership of memberships)
      expect(
        payments.filter((payment) => payment.membershipId === membership.id && payment.source === 'SALE'),
      ).toHaveLength(1);
    expect(new Set(payments.map((payment) => payment.paidAt.slice(0, 7))).size).toBeGreaterThanOrEqual(10);
  });
});
