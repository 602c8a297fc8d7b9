import type {
  AvailabilityResponse,
  ClassDto,
  ClassScheduleSlot,
  OccurrencesResponse,
  ReservationDto,
  Role,
  UserDto,
} from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Monday 6 May 2030, 09:00 in the studio (America/Mexico_City, UTC−6). */
const NOW = '2030-05-06T15:00:00.000Z';
/** The timetable's occurrences: Monday, Wednesday and Friday 18:00-18:50 studio time. */
const WED_8 = '2030-05-09T00:00:00.000Z';
const FRI_10 = '2030-05-11T00:00:00.000Z';
const MON_13 = '2030-05-14T00:00:00.000Z';
const WED_15 = '2030-05-16T00:00:00.000Z';
/** Wednesday 8 May, 03:00 studio time: not in the timetable. */
const WED_3AM = '2030-05-08T09:00:00.000Z';
const EVENINGS: ClassScheduleSlot[] = ([1, 3, 5] as const).map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '18:00',
  endTime: '18:50',
}));

describe('who and where may book (CONTRACT: Reservations)', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let branchId: string;
  let daniela: UserDto;
  let jorge: UserDto;
  let box: ClassDto;
  let sample: ClassDto;

  async function person(role: Role, name: string): Promise<UserDto> {
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
    return t.app.get(UserCommands).create({ role, profile, password: PASSWORD, isActive: true }, null, {
      commandId: randomUUID(),
      correlationId: randomUUID(),
      userId: null,
      now: clock.now(),
    });
  }
  /** A client with a token, and a membership of a plan with `maxClasses` (undefined: none at all). */
  async function client(maxClasses?: number | null): Promise<{ user: UserDto; token: string }> {
    const user = await person('CLIENT', `Cliente ${randomUUID().slice(0, 4)}`);
    if (maxClasses !== undefined)
      await aMembership(t, admin, user.id, await aPlan(t, admin, branchId, maxClasses), NOW);
    return { user, token: await t.login(user.email, PASSWORD) };
  }
  const book = (body: object, token: string) => t.http().post('/api/reservations').set(bearer(token)).send(body);
  const refusal = async (
    body: object,
    token: string,
    status: number,
  ): Promise<[string | undefined, string | undefined]> => [
    expectRefusal(await book(body, token), [status]).message,
    expectRefusal(await book(body, token).set('Accept-Language', 'en'), [status]).message,
  ];
  const put = (path: string, token: string, body: object = {}) => t.http().put(path).set(bearer(token)).send(body);
  const get = (path: string, token: string) => t.http().get(path).set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    branchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(await t.adminToken()))
        .send({ name: 'Polanco', address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México' })
        .expect(201)
    ).body.data.id as string;
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    daniela = await person('INSTRUCTOR', 'Daniela Ortega');
    jorge = await person('INSTRUCTOR', 'Jorge Núñez');
    const newClass = async (extra: object) =>
      (
        await t
          .http()
          .post('/api/classes')
          .set(bearer(admin))
          .send({
            name: 'Box',
            duration: 50,
            maxCapacity: 10,
            price: 150,
            instructorId: daniela.id,
            branchId,
            ...extra,
          })
          .expect(201)
      ).body.data as ClassDto;
    box = await newClass({});
    sample = await newClass({ name: 'Prueba', isSampleClass: true, sampleClassDescription: 'Primera clase gratis' });
    await aTimetable(t, admin, box.id, EVENINGS);
    await aTimetable(t, admin, sample.id, EVENINGS);
  });
  afterAll(() => t.close());

  describe('a client booking for itself', () => {
    it('books a future occurrence of the timetable, ending when the timetable says', async () => {
      const { token } = await client(null);
      const reservation = (
        await book({ classId: box.id, startTime: WED_8, endTime: '2030-05-09T02:00:00.000Z' }, token).expect(201)
      ).body.data as ReservationDto;
      expect(reservation).toMatchObject({
        startTime: WED_8,
        endTime: '2030-05-09T00:50:00.000Z',
        instructorId: daniela.id,
        attendance: null,
      });
    });

    it('is refused an occurrence off the timetable', async () => {
      const { token } = await client(null);
      expect(await refusal({ classId: box.id, startTime: WED_3AM }, token, 409)).toEqual([
        'La clase no tiene ese horario',
        'The class has no session at that time',
      ]);
    });

    it('is refused without an ACTIVE membership covering the day', async () => {
      const { token } = await client();
      expect(await refusal({ classId: box.id, startTime: WED_8 }, token, 409)).toEqual([
        'El cliente no tiene una membresía activa para ese día',
        'The client has no active membership for that day',
      ]);
    });

    it("is refused past its plan's classes of the studio month, and a cancellation frees one", async () => {
      const { token } = await client(2);
      const first = (await book({ classId: box.id, startTime: WED_8 }, token).expect(201)).body.data as ReservationDto;
      await book({ classId: box.id, startTime: FRI_10 }, token).expect(201);
      expect(await refusal({ classId: box.id, startTime: MON_13 }, token, 409)).toEqual([
        'El cliente ya usó las clases de su plan de este mes',
        "The client has used this month's classes of their plan",
      ]);
      await put(`/api/reservations/${first.id}/cancel`, token).expect(200);
      await book({ classId: box.id, startTime: MON_13 }, token).expect(201);
    });

    it('books the sample class without a membership, once; a cancelled one frees it', async () => {
      const { token } = await client();
      const first = (await book({ classId: sample.id, startTime: WED_8 }, token).expect(201)).body
        .data as ReservationDto;
      expect(await refusal({ classId: sample.id, startTime: FRI_10 }, token, 409)).toEqual([
        'El cliente ya reservó su clase muestra',
        'The client has already booked their sample class',
      ]);
      await put(`/api/reservations/${first.id}/cancel`, token).expect(200);
      await book({ classId: sample.id, startTime: FRI_10 }, token).expect(201);
    });

    it('is refused an occurrence that has started', async () => {
      const { token } = await client(null);
      expect(await refusal({ classId: box.id, startTime: '2030-05-06T00:00:00.000Z' }, token, 409)).toEqual([
        'La clase ya empezó',
        'The class has already started',
      ]);
    });
  });

  describe('staff booking for a client', () => {
    it('are not refused by the eligibility rules, and the availability warns with every reason', async () => {
      const { user } = await client();
      const off = (await book({ classId: box.id, startTime: WED_3AM, userId: user.id }, admin).expect(201)).body
        .data as ReservationDto;
      expect(off.endTime).toBe('2030-05-08T09:50:00.000Z');
      const seats = (
        await get(`/api/reservations/availability/${box.id}?startTime=${WED_3AM}&userId=${user.id}`, admin).expect(200)
      ).body.data as AvailabilityResponse;
      expect(seats).toMatchObject({
        booked: 1,
        eligible: false,
        reasons: ['RESERVATION.NOT_IN_TIMETABLE', 'RESERVATION.NO_ACTIVE_MEMBERSHIP'],
      });
      const fine = (
        await get(
          `/api/reservations/availability/${box.id}?startTime=${WED_15}&userId=${(await client(null)).user.id}`,
          admin,
        ).expect(200)
      ).body.data as AvailabilityResponse;
      expect(fine).toMatchObject({ eligible: true, reasons: [] });
    });

    it('record a booking up to 7 days back, not further', async () => {
      const { user } = await client();
      await book({ classId: box.id, startTime: '2030-04-30T15:00:00.000Z', userId: user.id }, admin).expect(201);
      expect(
        await refusal({ classId: box.id, startTime: '2030-04-29T14:00:00.000Z', userId: user.id }, admin, 409),
      ).toEqual([
        'Solo se puede registrar una reserva de hasta 7 días atrás',
        'A booking can be recorded at most 7 days back',
      ]);
    });

    it("name the class's instructor or none: another is a 400 naming the field", async () => {
      const { user } = await client(null);
      const answer = expectRefusal(
        await book({ classId: box.id, startTime: WED_15, userId: user.id, instructorId: jorge.id }, admin).set(
          'Accept-Language',
          'en',
        ),
        [400],
      );
      expect(answer.errors).toEqual([
        expect.objectContaining({ field: 'instructorId', message: "The instructor must be the class's instructor" }),
      ]);
      await book({ classId: box.id, startTime: WED_15, userId: user.id, instructorId: daniela.id }, admin).expect(201);
    });

    it('show an off-timetable occurrence to its booked client and to staff, never as a public slot', async () => {
      const booked = await client();
      const other = await client(null);
      const night = '2030-05-10T09:00:00.000Z';
      await book({ classId: box.id, startTime: night, userId: booked.user.id }, admin).expect(201);
      const week = async (token: string) =>
        (
          (await get(`/api/reservations/occurrences?from=2030-05-06&days=7&classId=${box.id}`, token).expect(200)).body
            .data as OccurrencesResponse
        ).occurrences.map((item) => item.startTime);
      expect(await week(other.token)).not.toContain(night);
      expect(await week(booked.token)).toContain(night);
      expect(await week(admin)).toContain(night);
    });
  });

  describe('instructors', () => {
    it('read the bookings of the classes they teach now; an unknown instructor is a 404', async () => {
      const cls = (
        await t
          .http()
          .post('/api/classes')
          .set(bearer(admin))
          .send({ name: 'Cambio', duration: 50, maxCapacity: 10, price: 150, instructorId: daniela.id, branchId })
          .expect(201)
      ).body.data as ClassDto;
      const { user } = await client();
      const reservation = (await book({ classId: cls.id, startTime: WED_15, userId: user.id }, admin).expect(201)).body
        .data as ReservationDto;
      const [danielaToken, jorgeToken] = await Promise.all([
        t.login(daniela.email, PASSWORD),
        t.login(jorge.email, PASSWORD),
      ]);
      const ids = async (who: UserDto, token: string) =>
        (
          (await get(`/api/reservations/instructor/${who.id}?limit=100`, token).expect(200)).body.data
            .reservations as ReservationDto[]
        ).map((item) => item.id);
      expect(await ids(daniela, danielaToken)).toContain(reservation.id);
      await put(`/api/classes/${cls.id}`, admin, { instructorId: jorge.id }).expect(200);
      expect(await ids(daniela, danielaToken)).not.toContain(reservation.id);
      expect(await ids(jorge, jorgeToken)).toContain(reservation.id);
      await get(`/api/reservations/${reservation.id}`, danielaToken).expect(403);
      await get(`/api/reservations/${reservation.id}`, jorgeToken).expect(200);
      expect(expectRefusal(await get('/api/reservations/instructor/nadie', admin), [404]).message).toBe(
        'Instructor no encontrado',
      );
    });
  });

  describe('attendance', () => {
    it("is recorded once the occurrence started, by admins and the class's instructor only", async () => {
      const { user, token } = await client(null);
      const reservation = (await book({ classId: box.id, startTime: WED_8 }, token).expect(201)).body
        .data as ReservationDto;
      const [danielaToken, jorgeToken] = await Promise.all([
        t.login(daniela.email, PASSWORD),
        t.login(jorge.email, PASSWORD),
      ]);
      const early = expectRefusal(
        await put(`/api/reservations/${reservation.id}/attendance`, admin, { attended: true }),
        [409],
      );
      expect(early.message).toBe('La clase aún no empieza');
      expect(
        expectRefusal(
          await put(`/api/reservations/${reservation.id}/attendance`, admin, { attended: true }).set(
            'Accept-Language',
            'en',
          ),
          [409],
        ).message,
      ).toBe('The class has not started yet');
      clock.set('2030-05-09T00:10:00.000Z');
      try {
        await put(`/api/reservations/${reservation.id}/attendance`, jorgeToken, { attended: true }).expect(403);
        await put(`/api/reservations/${reservation.id}/attendance`, token, { attended: true }).expect(403);
        expectRefusal(await put(`/api/reservations/${reservation.id}/attendance`, admin, { attended: 'sí' }), [400]);
        const attended = (
          await put(`/api/reservations/${reservation.id}/attendance`, danielaToken, { attended: true }).expect(200)
        ).body.data as ReservationDto;
        expect(attended).toMatchObject({ attendance: 'ATTENDED', userId: user.id });
        expect(
          ((await get(`/api/reservations/${reservation.id}`, admin).expect(200)).body.data as ReservationDto)
            .attendance,
        ).toBe('ATTENDED');
        expect(
          (
            (await put(`/api/reservations/${reservation.id}/attendance`, admin, { attended: false }).expect(200)).body
              .data as ReservationDto
          ).attendance,
        ).toBe('NO_SHOW');
        const events = (await get(`/api/audit/reservation/${reservation.id}/events`, admin).expect(200)).body.data
          .events as { type: string }[];
        expect(events.map((event) => event.type)).toEqual([
          'ReservationCreated',
          'ReservationAttendanceRecorded',
          'ReservationAttendanceRecorded',
        ]);
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('inactive classes and clients', () => {
    it('cannot be booked', async () => {
      const { user, token } = await client(null);
      const closed = (
        await t
          .http()
          .post('/api/classes')
          .set(bearer(admin))
          .send({ name: 'Cerrada', duration: 50, maxCapacity: 10, price: 150, instructorId: daniela.id, branchId })
          .expect(201)
      ).body.data as ClassDto;
      await aTimetable(t, admin, closed.id, EVENINGS);
      await put(`/api/classes/${closed.id}`, admin, { isActive: false }).expect(200);
      expect(await refusal({ classId: closed.id, startTime: WED_8 }, token, 409)).toEqual([
        'La clase está inactiva',
        'The class is inactive',
      ]);
      await put(`/api/clients/${user.id}`, admin, { isActive: false }).expect(200);
      expect(await refusal({ classId: box.id, startTime: WED_8, userId: user.id }, admin, 409)).toEqual([
        'El cliente está inactivo',
        'The client is inactive',
      ]);
    });
  });
});
