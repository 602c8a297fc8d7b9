import type { ClassDto, OccurrencesResponse, ReservationDto, Role, UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { asEnvelope, expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Monday 6 May 2030, 09:00 in the studio (America/Mexico_City, UTC−6). */
const NOW = '2030-05-06T15:00:00.000Z';
/** Wednesday 8 May 2030, 18:00 and 18:50 studio time. */
const WEDNESDAY_6PM = '2030-05-09T00:00:00.000Z';
const WEDNESDAY_650PM = '2030-05-09T00:50:00.000Z';

describe('reservations', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let branchId: string;
  let daniela: UserDto;
  let jorge: UserDto;
  let ana: UserDto;
  let beto: UserDto;
  let anaToken: string;
  let betoToken: string;
  let danielaToken: string;
  let jorgeToken: string;
  let box: ClassDto;

  async function person(role: Role, name: string, isActive = true): Promise<UserDto> {
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
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, now: clock.now() };
    return t.app.get(UserCommands).create({ role, profile, password: PASSWORD, isActive }, null, context);
  }

  const newClass = async (extra: object = {}): Promise<ClassDto> =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          name: 'Box',
          description: 'Golpeo',
          duration: 50,
          maxCapacity: 2,
          price: 150,
          instructorId: daniela.id,
          ...extra,
        })
        .expect(201)
    ).body.data as ClassDto;
  const book = (body: object, token = admin) => t.http().post('/api/reservations').set(bearer(token)).send(body);
  const booked = async (body: object, token = admin): Promise<ReservationDto> =>
    (await book(body, token).expect(201)).body.data as ReservationDto;
  const put = (path: string, token = admin, body: object = {}) => t.http().put(path).set(bearer(token)).send(body);
  const get = (path: string, token = admin) => t.http().get(path).set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    branchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(superAdmin))
        .send({ name: 'BoxStudio Polanco', address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México' })
        .expect(201)
    ).body.data.id as string;
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    daniela = await person('INSTRUCTOR', 'Daniela Ortega');
    jorge = await person('INSTRUCTOR', 'Jorge Núñez');
    ana = await person('CLIENT', 'Ana López');
    beto = await person('CLIENT', 'Beto Ruiz');
    anaToken = await t.login(ana.email, PASSWORD);
    betoToken = await t.login(beto.email, PASSWORD);
    danielaToken = await t.login(daniela.email, PASSWORD);
    jorgeToken = await t.login(jorge.email, PASSWORD);
    box = await newClass();
    // Clients book for themselves only the timetable's occurrences, with a membership covering the day.
    await aTimetable(t, admin, box.id, [
      { dayOfWeek: 1, startTime: '08:00', endTime: '08:50' },
      { dayOfWeek: 1, startTime: '10:00', endTime: '10:50' },
      { dayOfWeek: 4, startTime: '08:00', endTime: '08:50' },
    ]);
    await aMembership(t, admin, ana.id, await aPlan(t, admin, branchId, null), NOW);
  });
  afterAll(() => t.close());

  describe('booking', () => {
    it('books a PENDING reservation with its names, ending 50 minutes later by default, read right after', async () => {
      const answer = await book({ classId: box.id, startTime: WEDNESDAY_6PM, userId: ana.id }).expect(201);
      expect(answer.body).toMatchObject({ success: true, message: 'Reserva creada exitosamente' });
      const reservation = answer.body.data as ReservationDto;
      expect(reservation).toMatchObject({
        userId: ana.id,
        classId: box.id,
        instructorId: daniela.id,
        startTime: WEDNESDAY_6PM,
        endTime: WEDNESDAY_650PM,
        status: 'PENDING',
        user: { id: ana.id, name: 'Ana López', email: ana.email },
        class: {
          id: box.id,
          name: 'Box',
          duration: 50,
          isActive: true,
          isSampleClass: false,
          price: 150,
          description: 'Golpeo',
        },
        instructor: { id: daniela.id, name: 'Daniela Ortega', email: daniela.email },
        createdAt: NOW,
      });
      expect((await get(`/api/reservations/${reservation.id}`).expect(200)).body.data).toEqual(reservation);
      const list = (await get(`/api/reservations?classId=${box.id}`).expect(200)).body.data;
      expect(list).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
      expect(list.reservations[0]).toEqual(reservation);
      await put(`/api/reservations/${reservation.id}/cancel`).expect(200);
    });

    it('refuses bad input field by field, in Spanish and English, and never stores it', async () => {
      const before = (await get('/api/reservations/stats').expect(200)).body.data.total as number;
      const missing = expectRefusal(await book({}), [400]);
      expect(byField(missing.errors)).toMatchObject({
        classId: 'Este campo es requerido',
        startTime: 'Este campo es requerido',
      });
      expect(
        byField(expectRefusal(await book({ classId: box.id, userId: ana.id, startTime: 'mañana' }), [400]).errors),
      ).toEqual({ startTime: 'Fecha inválida' });
      const backwards = expectRefusal(
        await book({ classId: box.id, userId: ana.id, startTime: WEDNESDAY_6PM, endTime: '2030-05-08T23:00:00.000Z' }),
        [400],
      );
      expect(byField(backwards.errors)).toEqual({ endTime: 'La fecha de fin debe ser posterior a la fecha de inicio' });
      const english = expectRefusal(
        await book({ classId: box.id, userId: ana.id, startTime: WEDNESDAY_6PM, endTime: WEDNESDAY_6PM }).set(
          'Accept-Language',
          'en',
        ),
        [400],
      );
      expect(byField(english.errors)).toEqual({ endTime: 'The end date must be after the start date' });
      expect(
        byField(
          expectRefusal(await book({ classId: 'nope', userId: 'nobody', startTime: WEDNESDAY_6PM }), [400]).errors,
        ),
      ).toEqual({ classId: 'Clase no encontrada', userId: 'Cliente no encontrado' });
      expect(byField(expectRefusal(await book({ classId: box.id, startTime: WEDNESDAY_6PM }), [400]).errors)).toEqual({
        userId: 'Este campo es requerido',
      });
      expect(
        byField(
          expectRefusal(
            await book({ classId: box.id, userId: ana.id, startTime: WEDNESDAY_6PM, instructorId: ana.id }),
            [400],
          ).errors,
        ),
      ).toEqual({ instructorId: 'El instructor debe ser el de la clase' });
      expect(
        expectRefusal(await book({ classId: box.id, userId: ana.id, startTime: 42 }), [400]).errors?.[0]?.field,
      ).toBe('startTime');
      expect((await get('/api/reservations/stats').expect(200)).body.data.total).toBe(before);
    });

    it('never oversells: the occurrence past its capacity is a 409, and a cancellation frees the seat', async () => {
      const startTime = '2030-05-10T00:00:00.000Z';
      const first = await booked({ classId: box.id, startTime, userId: ana.id });
      await booked({ classId: box.id, startTime, userId: beto.id });
      const carla = await person('CLIENT', 'Carla Díaz');
      expect(expectRefusal(await book({ classId: box.id, startTime, userId: carla.id }), [409]).message).toBe(
        'La clase está llena',
      );
      expect(
        expectRefusal(await book({ classId: box.id, startTime, userId: carla.id }).set('Accept-Language', 'en'), [409])
          .message,
      ).toBe('The class is full');
      expect(
        (await get(`/api/reservations/availability/${box.id}?startTime=${startTime}`).expect(200)).body.data,
      ).toEqual({ available: false, capacity: 2, booked: 2, remaining: 0 });
      await put(`/api/reservations/${first.id}/cancel`).expect(200);
      expect(
        (await get(`/api/reservations/availability/${box.id}?startTime=${startTime}`).expect(200)).body.data,
      ).toEqual({ available: true, capacity: 2, booked: 1, remaining: 1 });
      await booked({ classId: box.id, startTime, userId: carla.id });
    });

    it('holds one live booking per person per occurrence, and lets them book again once cancelled', async () => {
      const startTime = '2030-05-11T00:00:00.000Z';
      const first = await booked({ classId: box.id, startTime, userId: ana.id });
      expect(expectRefusal(await book({ classId: box.id, startTime, userId: ana.id }), [409]).message).toBe(
        'El cliente ya tiene una reserva para esta clase y horario',
      );
      await put(`/api/reservations/${first.id}/cancel`).expect(200);
      await booked({ classId: box.id, startTime, userId: ana.id });
    });

    it('answers a retried booking (same Idempotency-Key) with the same reservation and one seat taken', async () => {
      const startTime = '2030-05-12T14:00:00.000Z';
      const key = randomUUID();
      const send = () => book({ classId: box.id, startTime, userId: beto.id }).set('Idempotency-Key', key);
      const answers = await Promise.all([send(), send(), send()]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => (answer.body.data as ReservationDto).id)).size).toBe(1);
      expect(
        (await get(`/api/reservations/availability/${box.id}?startTime=${startTime}`).expect(200)).body.data,
      ).toMatchObject({ booked: 1, remaining: 1 });
    });

    it('books neither an inactive class nor an inactive person', async () => {
      const closed = await newClass({ name: 'Cerrada' });
      await put(`/api/classes/${closed.id}`, admin, { isActive: false }).expect(200);
      expect(
        expectRefusal(await book({ classId: closed.id, startTime: WEDNESDAY_6PM, userId: ana.id }), [409]).message,
      ).toBe('La clase está inactiva');
      const away = await person('CLIENT', 'Inactivo', false);
      expect(
        expectRefusal(await book({ classId: box.id, startTime: WEDNESDAY_6PM, userId: away.id }), [409]).message,
      ).toBe('El cliente está inactivo');
    });
  });

  describe('state machine', () => {
    it('confirms only a PENDING one, cancels PENDING or CONFIRMED once, and says why otherwise', async () => {
      const reservation = await booked({ classId: box.id, startTime: '2030-05-13T14:00:00.000Z', userId: ana.id });
      const confirmed = await put(`/api/reservations/${reservation.id}/confirm`).expect(200);
      expect(confirmed.body).toMatchObject({
        message: 'Reserva confirmada exitosamente',
        data: { status: 'CONFIRMED', confirmedAt: NOW },
      });
      expect(expectRefusal(await put(`/api/reservations/${reservation.id}/confirm`), [409]).message).toBe(
        'Solo se puede confirmar una reserva pendiente',
      );
      const cancelled = await put(`/api/reservations/${reservation.id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({
        message: 'Reserva cancelada exitosamente',
        data: { status: 'CANCELLED', cancelledAt: NOW },
      });
      expect(expectRefusal(await put(`/api/reservations/${reservation.id}/cancel`), [409]).message).toBe(
        'La reserva ya está cancelada',
      );
      expect(expectRefusal(await put(`/api/reservations/${reservation.id}/confirm`), [409]).message).toBe(
        'Solo se puede confirmar una reserva pendiente',
      );
      expect(
        expectRefusal(
          await put(`/api/reservations/${reservation.id}`, admin, { startTime: '2030-05-13T16:00:00.000Z' }),
          [409],
        ).message,
      ).toBe('Una reserva cancelada no se puede modificar');
      expect(expectRefusal(await put('/api/reservations/missing/confirm'), [404]).message).toBe(
        'Reserva no encontrada',
      );
    });

    it('moves a booking to another occurrence only where a seat is free, and gives the old seat back', async () => {
      const from = '2030-05-14T14:00:00.000Z';
      const to = '2030-05-14T16:00:00.000Z';
      const moving = await booked({ classId: box.id, startTime: from, userId: ana.id });
      await booked({ classId: box.id, startTime: to, userId: beto.id });
      const carla = await person('CLIENT', 'Carla Mora');
      await booked({ classId: box.id, startTime: to, userId: carla.id });
      expect(
        expectRefusal(
          await put(`/api/reservations/${moving.id}`, admin, { startTime: to, endTime: '2030-05-14T16:50:00.000Z' }),
          [409],
        ).message,
      ).toBe('La clase está llena');
      const later = '2030-05-14T18:00:00.000Z';
      const moved = await put(`/api/reservations/${moving.id}`, admin, {
        startTime: later,
        endTime: '2030-05-14T18:50:00.000Z',
      }).expect(200);
      expect(moved.body).toMatchObject({
        message: 'Reserva actualizada exitosamente',
        data: { startTime: later, endTime: '2030-05-14T18:50:00.000Z', status: 'PENDING' },
      });
      expect(
        (await get(`/api/reservations/availability/${box.id}?startTime=${from}`).expect(200)).body.data,
      ).toMatchObject({ booked: 0, remaining: 2 });
      expect(
        byField(expectRefusal(await put(`/api/reservations/${moving.id}`, admin, { endTime: later }), [400]).errors),
      ).toEqual({ endTime: 'La fecha de fin debe ser posterior a la fecha de inicio' });
      // The seat left behind is free for someone else.
      await booked({ classId: box.id, startTime: from, userId: beto.id });
      await booked({ classId: box.id, startTime: from, userId: carla.id });
    });

    it('deletes from any state: gone from lists and the detail, kept in the history', async () => {
      const reservation = await booked({ classId: box.id, startTime: '2030-05-15T14:00:00.000Z', userId: ana.id });
      clock.advance(60_000);
      try {
        expect(
          (await t.http().delete(`/api/reservations/${reservation.id}`).set(bearer(admin)).expect(200)).body,
        ).toMatchObject({ message: 'Reserva eliminada exitosamente', data: { id: reservation.id } });
      } finally {
        clock.set(NOW);
      }
      await get(`/api/reservations/${reservation.id}`).expect(404);
      expect((await get(`/api/reservations?classId=${box.id}&date=2030-05-15`).expect(200)).body.data.total).toBe(0);
      const history = (await get(`/api/audit/reservation/${reservation.id}/events`).expect(200)).body.data.events as {
        type: string;
      }[];
      expect(history.map((event) => event.type)).toEqual(['ReservationCreated', 'ReservationDeleted']);
      const asOf = (await get(`/api/audit/reservation/${reservation.id}?asOf=${NOW}`).expect(200)).body.data.state;
      expect(asOf).toMatchObject({
        id: reservation.id,
        status: 'PENDING',
        user: { name: 'Ana López' },
        class: { name: 'Box' },
      });
      // Its seat is free again.
      expect(
        (await get(`/api/reservations/availability/${box.id}?startTime=2030-05-15T14:00:00.000Z`).expect(200)).body.data
          .booked,
      ).toBe(0);
    });
  });

  describe('roles', () => {
    it('lets a CLIENT book and cancel only its own, never confirm, and read only its own', async () => {
      const own = await booked({ classId: box.id, startTime: '2030-05-16T14:00:00.000Z' }, anaToken);
      expect(own).toMatchObject({ userId: ana.id, status: 'PENDING' });
      expect(
        expectRefusal(
          await book({ classId: box.id, startTime: '2030-05-16T14:00:00.000Z', userId: beto.id }, anaToken),
          [403],
        ).message,
      ).toBe('No tienes permisos para realizar esta acción');
      await put(`/api/reservations/${own.id}/confirm`, anaToken).expect(403);
      await put(`/api/reservations/${own.id}`, anaToken, { startTime: '2030-05-16T15:00:00.000Z' }).expect(403);
      await t.http().delete(`/api/reservations/${own.id}`).set(bearer(anaToken)).expect(403);
      await get(`/api/reservations/${own.id}`, betoToken).expect(403);
      await put(`/api/reservations/${own.id}/cancel`, betoToken).expect(403);
      await get('/api/reservations', anaToken).expect(403);
      await get('/api/reservations/stats', anaToken).expect(403);
      await get(`/api/reservations/${own.id}`, anaToken).expect(200);
      expect((await put(`/api/reservations/${own.id}/cancel`, anaToken).expect(200)).body.data.status).toBe(
        'CANCELLED',
      );
    });

    it('refuses a CLIENT an occurrence that has started, for booking and for cancelling', async () => {
      expect(
        expectRefusal(await book({ classId: box.id, startTime: '2030-05-06T14:00:00.000Z' }, anaToken), [409]).message,
      ).toBe('La clase ya empezó');
      const soon = await booked({ classId: box.id, startTime: '2030-05-06T16:00:00.000Z' }, anaToken);
      clock.set('2030-05-06T16:30:00.000Z');
      try {
        expect(expectRefusal(await put(`/api/reservations/${soon.id}/cancel`, anaToken), [409]).message).toBe(
          'La clase ya empezó',
        );
        // The front desk still can.
        await put(`/api/reservations/${soon.id}/cancel`).expect(200);
      } finally {
        clock.set(NOW);
      }
    });

    it("answers a person's own lists: all, upcoming soonest first, past latest first", async () => {
      const dora = await person('CLIENT', 'Dora Paz');
      const dora_ = await t.login(dora.email, PASSWORD);
      const past = await booked({ classId: box.id, startTime: '2030-05-01T14:00:00.000Z', userId: dora.id });
      const later = await booked({ classId: box.id, startTime: '2030-05-20T14:00:00.000Z', userId: dora.id });
      const sooner = await booked({ classId: box.id, startTime: '2030-05-07T14:00:00.000Z', userId: dora.id });
      await put(`/api/reservations/${later.id}/confirm`).expect(200);
      const ids = (response: { body: { data: { reservations: ReservationDto[] } } }) =>
        response.body.data.reservations.map((item) => item.id);
      expect(ids(await get('/api/reservations/user', dora_).expect(200))).toEqual([later.id, sooner.id, past.id]);
      expect(ids(await get('/api/reservations/user?status=CONFIRMED', dora_).expect(200))).toEqual([later.id]);
      expect(ids(await get('/api/reservations/user/upcoming', dora_).expect(200))).toEqual([sooner.id, later.id]);
      expect(ids(await get('/api/reservations/user/past', dora_).expect(200))).toEqual([past.id]);
      expectRefusal(await get('/api/reservations/user?status=LATE', dora_), [400]);
    });

    it("lets an INSTRUCTOR read its own classes' bookings only", async () => {
      const reservation = await booked({ classId: box.id, startTime: '2030-05-17T14:00:00.000Z', userId: ana.id });
      const ofDaniela = (
        await get(`/api/reservations/instructor/${daniela.id}?date=2030-05-17`, danielaToken).expect(200)
      ).body.data;
      expect(ofDaniela.reservations.map((item: ReservationDto) => item.id)).toEqual([reservation.id]);
      expect(
        (await get(`/api/reservations/class/${box.id}?date=2030-05-17`, danielaToken).expect(200)).body.data.total,
      ).toBe(1);
      await get(`/api/reservations/${reservation.id}`, danielaToken).expect(200);
      await get(`/api/reservations/instructor/${daniela.id}`, jorgeToken).expect(403);
      await get(`/api/reservations/class/${box.id}`, jorgeToken).expect(403);
      await get(`/api/reservations/${reservation.id}`, jorgeToken).expect(403);
      await get(`/api/reservations/instructor/${daniela.id}`, anaToken).expect(403);
      await book({ classId: box.id, startTime: '2030-05-17T16:00:00.000Z', userId: ana.id }, danielaToken).expect(403);
      await put(`/api/reservations/${reservation.id}/cancel`, danielaToken).expect(403);
      await t.http().get('/api/reservations/user').expect(401);
    });
  });

  describe('reads', () => {
    it('filters by studio day: an evening booking belongs to the day it is in Mexico City, not in UTC', async () => {
      const evening = await newClass({ name: 'Nocturna' });
      // 21:30 on Thursday 23 May in the studio is 03:30 UTC on the 24th.
      const reservation = await booked({ classId: evening.id, startTime: '2030-05-24T03:30:00.000Z', userId: ana.id });
      expect(
        (await get(`/api/reservations/class/${evening.id}?date=2030-05-23`).expect(200)).body.data.reservations.map(
          (item: ReservationDto) => item.id,
        ),
      ).toEqual([reservation.id]);
      expect((await get(`/api/reservations/class/${evening.id}?date=2030-05-24`).expect(200)).body.data.total).toBe(0);
      expect(byField(expectRefusal(await get(`/api/reservations?date=2030-02-30`), [400]).errors)).toEqual({
        date: 'Fecha inválida (use AAAA-MM-DD)',
      });
    });

    it("cuts a person's bookings at an instant: those starting from it, those starting before it", async () => {
      const cut = await newClass({ name: 'Corte' });
      const early = await booked({ classId: cut.id, startTime: '2030-06-03T14:00:00.000Z', userId: ana.id });
      const late = await booked({ classId: cut.id, startTime: '2030-06-04T14:00:00.000Z', userId: ana.id });
      const ids = async (query: string) =>
        (await get(`/api/reservations?classId=${cut.id}&${query}`).expect(200)).body.data.reservations.map(
          (item: ReservationDto) => item.id,
        );
      expect(await ids('startsFrom=2030-06-04T14:00:00.000Z&sort=startTime&order=asc')).toEqual([late.id]);
      expect(await ids('startsBefore=2030-06-04T14:00:00.000Z')).toEqual([early.id]);
      expect(await ids('startsFrom=2030-06-01T00:00:00.000Z&startsBefore=2030-07-01T00:00:00.000Z')).toEqual([
        late.id,
        early.id,
      ]);
      expect(byField(expectRefusal(await get(`/api/reservations?startsFrom=mañana`), [400]).errors)).toHaveProperty(
        'startsFrom',
      );
    });

    it('searches by client, class and instructor, ignoring case and accents, and sorts on the server', async () => {
      const spinning = await newClass({ name: 'Spinning Ñandú', instructorId: jorge.id });
      const lucia = await person('CLIENT', 'Lucía Gómez');
      await booked({ classId: spinning.id, startTime: '2030-05-27T14:00:00.000Z', userId: lucia.id });
      const found = async (search: string) =>
        (await get(`/api/reservations?search=${encodeURIComponent(search)}`).expect(200)).body.data
          .reservations as ReservationDto[];
      expect((await found('lucia')).map((item) => item.user?.name)).toEqual(['Lucía Gómez']);
      expect((await found('ÑANDU')).map((item) => item.class?.name)).toEqual(['Spinning Ñandú']);
      expect((await found(lucia.email.toUpperCase())).length).toBe(1);
      expect((await found('jorge nunez')).every((item) => item.instructorId === jorge.id)).toBe(true);
      const byClient = (await get('/api/reservations?sort=client&order=asc&limit=100').expect(200)).body.data
        .reservations as ReservationDto[];
      const names = byClient.map((item) => item.user?.name ?? '');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
      expectRefusal(await get('/api/reservations?sort=price'), [400]);
      expectRefusal(await get('/api/reservations?status=LATE'), [400]);
    });

    it('counts by state, today, this week and this month in studio time; the classes tile counts today', async () => {
      const gym = await newClass({ name: 'Funcional', maxCapacity: 10 });
      const before = (await get('/api/reservations/stats').expect(200)).body.data;
      const classesBefore = (await get('/api/classes/stats').expect(200)).body.data.reservations as number;
      const eve = await person('CLIENT', 'Eva Sol');
      // Today 20:00 studio time (Monday 6 May), Sunday 12 May (this week), 31 May (this month), 1 June (next month).
      const today = await booked({ classId: gym.id, startTime: '2030-05-07T02:00:00.000Z', userId: eve.id });
      await booked({ classId: gym.id, startTime: '2030-05-12T20:00:00.000Z', userId: eve.id });
      await booked({ classId: gym.id, startTime: '2030-05-31T20:00:00.000Z', userId: eve.id });
      await booked({ classId: gym.id, startTime: '2030-06-01T20:00:00.000Z', userId: eve.id });
      const after = (await get('/api/reservations/stats').expect(200)).body.data;
      expect(after).toEqual({
        total: before.total + 4,
        pending: before.pending + 4,
        confirmed: before.confirmed,
        cancelled: before.cancelled,
        today: before.today + 1,
        thisWeek: before.thisWeek + 2,
        thisMonth: before.thisMonth + 3,
      });
      expect((await get('/api/classes/stats').expect(200)).body.data.reservations).toBe(classesBefore + 1);
      await put(`/api/reservations/${today.id}/cancel`).expect(200);
      expect((await get('/api/reservations/stats').expect(200)).body.data).toMatchObject({
        cancelled: before.cancelled + 1,
        today: before.today,
      });
    });

    it("lays out the week's timetabled occurrences: seats, the caller's own, and who is booked for staff", async () => {
      const weekly = await newClass({ name: 'Semanal', maxCapacity: 3 });
      // Mondays and Wednesdays 07:00-07:50 studio time.
      await put(`/api/classes/${weekly.id}/schedules`, admin, {
        schedules: [
          { dayOfWeek: 1, startTime: '07:00', endTime: '07:50' },
          { dayOfWeek: 3, startTime: '07:00', endTime: '07:50' },
        ],
      }).expect(200);
      const wednesday = '2030-05-08T13:00:00.000Z';
      const mine = await booked({ classId: weekly.id, startTime: wednesday }, anaToken);
      const week = async (token: string) =>
        (await get(`/api/reservations/occurrences?from=2030-05-06&days=7&classId=${weekly.id}`, token).expect(200)).body
          .data as OccurrencesResponse;
      const forAna = await week(anaToken);
      expect(forAna.occurrences.map((item) => [item.startTime, item.endTime, item.booked, item.remaining])).toEqual([
        ['2030-05-06T13:00:00.000Z', '2030-05-06T13:50:00.000Z', 0, 3],
        [wednesday, '2030-05-08T13:50:00.000Z', 1, 2],
      ]);
      expect(forAna.occurrences[1]).toMatchObject({
        capacity: 3,
        mine: { id: mine.id, status: 'PENDING' },
        class: { name: 'Semanal' },
        instructor: { name: 'Daniela Ortega' },
        branch: { name: 'BoxStudio Polanco' },
      });
      expect(forAna.occurrences[1]?.reservations).toBeUndefined();
      expect((await week(danielaToken)).occurrences[1]?.reservations?.map((item) => item.user?.name)).toEqual([
        'Ana López',
      ]);
      expect((await week(admin)).occurrences[1]?.reservations?.length).toBe(1);
      // The front desk's roster: each booked person's membership at the occurrence's start.
      await booked({ classId: weekly.id, startTime: wednesday, userId: beto.id });
      const roster = (await week(admin)).occurrences[1];
      expect(roster?.memberships?.[ana.id]).toMatchObject({ status: 'ACTIVE', frozenUntil: null });
      expect((roster?.memberships?.[ana.id]?.endDate ?? '') > wednesday).toBe(true);
      expect(roster?.memberships?.[beto.id]).toEqual({ status: 'NONE', endDate: null, frozenUntil: null });
      expect(forAna.occurrences[1]?.memberships).toBeUndefined();
      expect((await week(jorgeToken)).occurrences[1]?.reservations).toBeUndefined();
      expectRefusal(await get('/api/reservations/occurrences?days=90', anaToken), [400]);
    });
  });

  describe('what other modules see', () => {
    it('keeps a class with live upcoming bookings from being deleted', async () => {
      const kept = await newClass({ name: 'Con reservas' });
      const reservation = await booked({ classId: kept.id, startTime: '2030-05-21T14:00:00.000Z', userId: ana.id });
      expect(expectRefusal(await t.http().delete(`/api/classes/${kept.id}`).set(bearer(admin)), [409]).message).toBe(
        'La clase tiene reservas futuras; cancélalas antes de eliminarla',
      );
      await put(`/api/reservations/${reservation.id}/cancel`).expect(200);
      await t.http().delete(`/api/classes/${kept.id}`).set(bearer(admin)).expect(200);
    });

    async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const value = await read();
        if (done(value)) return value;
        await pause(50);
      }
      return read();
    }

    it('cancels the upcoming bookings of a class that is deactivated, not the past ones', async () => {
      const closing = await newClass({ name: 'Se cierra' });
      const past = await booked({ classId: closing.id, startTime: '2030-05-01T14:00:00.000Z', userId: ana.id });
      const upcoming = await booked({ classId: closing.id, startTime: '2030-05-22T14:00:00.000Z', userId: ana.id });
      await put(`/api/classes/${closing.id}`, admin, { isActive: false }).expect(200);
      const status = async (id: string) =>
        ((await get(`/api/reservations/${id}`).expect(200)).body.data as ReservationDto).status;
      expect(
        await eventually(
          () => status(upcoming.id),
          (value) => value === 'CANCELLED',
        ),
      ).toBe('CANCELLED');
      expect(await status(past.id)).toBe('PENDING');
      const events = (await get(`/api/audit/reservation/${upcoming.id}/events`).expect(200)).body.data.events as {
        type: string;
        data: { reason?: string };
      }[];
      expect(events.at(-1)).toMatchObject({ type: 'ReservationCancelled', data: { reason: 'class-deactivated' } });
      // A booking made after reactivating it is not the deactivation's consequence.
      await put(`/api/classes/${closing.id}`, admin, { isActive: true }).expect(200);
      const again = await booked({ classId: closing.id, startTime: '2030-05-22T14:00:00.000Z', userId: ana.id });
      await pause(300);
      expect(await status(again.id)).toBe('PENDING');
    });

    it("cancels a deactivated client's upcoming bookings", async () => {
      const leaving = await person('CLIENT', 'Se Va');
      const upcoming = await booked({ classId: box.id, startTime: '2030-05-23T14:00:00.000Z', userId: leaving.id });
      await put(`/api/clients/${leaving.id}`, admin, { isActive: false }).expect(200);
      const reservation = await eventually(
        async () => (await get(`/api/reservations/${upcoming.id}`).expect(200)).body.data as ReservationDto,
        (value) => value.status === 'CANCELLED',
      );
      expect(reservation.status).toBe('CANCELLED');
    });
  });

  it('answers the envelope for every refusal', async () => {
    asEnvelope(404, (await get('/api/reservations/unknown')).body);
  });
});

describe('reservations demo data', () => {
  const clock = new ManualClock(NOW);
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' }, undefined, { clock });
  }, 120_000);
  afterAll(() => demo.close());

  it('books the demo clients into the two weeks around the first start, in every state, inside capacity', async () => {
    const token = await demo.adminToken();
    const all: ReservationDto[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await demo.http().get(`/api/reservations?limit=100&page=${page}`).set(bearer(token)).expect(200))
        .body.data;
      all.push(...(answer.reservations as ReservationDto[]));
      if (page >= answer.totalPages) break;
    }
    const day = 24 * 3_600_000;
    const now = Date.parse(NOW);
    expect(all.length).toBeGreaterThan(50);
    expect(all.every((item) => Math.abs(Date.parse(item.startTime) - now) <= 15 * day)).toBe(true);
    expect(all.some((item) => Date.parse(item.startTime) < now)).toBe(true);
    expect(all.some((item) => Date.parse(item.startTime) > now)).toBe(true);
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(['PENDING', 'CONFIRMED', 'CANCELLED']));
    expect(all.filter((item) => Date.parse(item.startTime) < now).some((item) => item.status === 'PENDING')).toBe(
      false,
    );
    const seats = new Map<string, number>();
    for (const item of all.filter((each) => each.status !== 'CANCELLED'))
      seats.set(`${item.classId}@${item.startTime}`, (seats.get(`${item.classId}@${item.startTime}`) ?? 0) + 1);
    for (const item of all)
      expect(seats.get(`${item.classId}@${item.startTime}`) ?? 0).toBeLessThanOrEqual(item.class?.maxCapacity ?? 0);
    expect(all.every((item) => item.user !== null && item.class !== null && item.instructor !== null)).toBe(true);
  });
});
