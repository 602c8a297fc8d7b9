import { ROLES, type ClassDto, type Role, type UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { ClassReservationsRegistry } from '../../api/src/modules/classes/index.js';
import { asEnvelope, expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

type Caller = Role | 'ANONYMOUS';
const CALLERS: readonly Caller[] = ['ANONYMOUS', ...ROLES];
const ADMINS: readonly Caller[] = ['ADMIN', 'SUPER_ADMIN'];

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('classes', () => {
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  let client: string;
  let instructorToken: string;
  const tokens = new Map<Caller, string>();
  let polanco: string;
  let providencia: string;
  let daniela: UserDto;
  let jorge: UserDto;
  let homeless: UserDto;
  let retired: UserDto;
  let clientUser: UserDto;

  /** A person with a branch (the shared helper makes people without one). */
  async function person(role: Role, branchId: string | null, name: string, isActive = true): Promise<UserDto> {
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
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, now: new Date() };
    return t.app.get(UserCommands).create({ role, profile, password: PASSWORD, isActive }, null, context);
  }

  const box = (extra: object = {}) => ({
    name: 'Box',
    description: 'Técnica de golpeo y sparring',
    duration: 60,
    maxCapacity: 12,
    price: 150,
    instructorId: daniela.id,
    ...extra,
  });
  const create = (body: object, token = admin) => t.http().post('/api/classes').set(bearer(token)).send(body);
  const createId = async (body: object = box()) => (await create(body).expect(201)).body.data.id as string;
  const update = (id: string, body: object, token = admin) =>
    t.http().put(`/api/classes/${id}`).set(bearer(token)).send(body);
  const setSchedules = (id: string, body: object, token = admin) =>
    t.http().put(`/api/classes/${id}/schedules`).set(bearer(token)).send(body);
  const get = (path: string, token?: string) => (token ? t.http().get(path).set(bearer(token)) : t.http().get(path));

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    const branch = (name: string) => ({
      name,
      address: 'Calle 1',
      city: 'Ciudad de México',
      state: 'CDMX',
      country: 'México',
    });
    polanco = (
      await t.http().post('/api/branches').set(bearer(superAdmin)).send(branch('BoxStudio Polanco')).expect(201)
    ).body.data.id as string;
    providencia = (
      await t.http().post('/api/branches').set(bearer(superAdmin)).send(branch('BoxStudio Providencia')).expect(201)
    ).body.data.id as string;
    daniela = await person('INSTRUCTOR', polanco, 'Daniela Ortega');
    jorge = await person('INSTRUCTOR', providencia, 'Jorge Núñez');
    homeless = await person('INSTRUCTOR', null, 'Sin Sucursal');
    retired = await person('INSTRUCTOR', polanco, 'Instructor Retirado', false);
    clientUser = await person('CLIENT', polanco, 'Cliente Uno');
    client = await t.login(clientUser.email, PASSWORD);
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    instructorToken = await t.login(daniela.email, PASSWORD);
    tokens.set('SUPER_ADMIN', superAdmin).set('ADMIN', admin).set('CLIENT', client).set('INSTRUCTOR', instructorToken);
    for (const role of ['EMPLOYEE', 'SUPERVISOR', 'MANAGER'] as const)
      tokens.set(role, await t.login((await createPerson(t.app, role)).email, PASSWORD));
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('creates an active class in the instructor branch, answers the DTO and reads it right after', async () => {
      const created = await create(box()).expect(201);
      expect(created.body).toMatchObject({ success: true, message: 'Clase creada exitosamente' });
      const dto = created.body.data as ClassDto;
      expect(dto).toMatchObject({
        name: 'Box',
        description: 'Técnica de golpeo y sparring',
        duration: 60,
        maxCapacity: 12,
        price: 150,
        instructorId: daniela.id,
        instructor: { id: daniela.id, name: 'Daniela Ortega', email: daniela.email },
        branchId: polanco,
        branch: { id: polanco, name: 'BoxStudio Polanco' },
        isSampleClass: false,
        sampleClassDescription: null,
        isActive: true,
        schedules: [],
      });
      expect((await get(`/api/classes/${dto.id}`).expect(200)).body.data).toEqual(dto);
      const list = await get('/api/classes', admin).expect(200);
      expect(list.body.data.classes[0]).toEqual(dto);
      const english = await create(box()).set('Accept-Language', 'en').expect(201);
      expect(english.body.message).toBe('Class created successfully');
    });

    it('takes the branch sent, else the instructor’s, else the creator’s, else none: at every branch', async () => {
      const elsewhere = await create(box({ branchId: providencia })).expect(201);
      expect(elsewhere.body.data).toMatchObject({ branchId: providencia, branch: { name: 'BoxStudio Providencia' } });
      const named = await create(box({ instructorId: homeless.id, branchId: providencia })).expect(201);
      expect(named.body.data.branchId).toBe(providencia);

      // The spec's fields alone, by an admin without a branch, for an instructor without one.
      const specFields = box({ instructorId: homeless.id, isSampleClass: false });
      const everywhere = await create(specFields).expect(201);
      expect(everywhere.body.data).toMatchObject({ branchId: null, branch: null, instructor: { id: homeless.id } });
      const id = everywhere.body.data.id as string;
      expect((await get(`/api/classes/${id}`).expect(200)).body.data).toEqual(everywhere.body.data);
      for (const branch of [polanco, providencia]) {
        const listed = (await get(`/api/classes?branchId=${branch}&limit=100`, admin).expect(200)).body.data
          .classes as ClassDto[];
        expect(listed.map((item) => item.id)).toContain(id);
      }
      expect((await get(`/api/audit/class/${id}`, admin).expect(200)).body.data.state).toMatchObject({
        branchId: null,
        branch: null,
      });

      const manager = await person('ADMIN', providencia, 'Admin de Providencia');
      const managerToken = await t.login(manager.email, PASSWORD);
      expect((await create(specFields, managerToken).expect(201)).body.data).toMatchObject({
        branchId: providencia,
        branch: { id: providencia },
      });
      expect((await create(box({ instructorId: jorge.id }), admin).expect(201)).body.data.branchId).toBe(providencia);
      expect((await update(id, { branchId: polanco }).expect(200)).body.data).toMatchObject({
        branchId: polanco,
        branch: { name: 'BoxStudio Polanco' },
      });
    });

    it('passes over a closed branch when choosing one, never refusing the class for it', async () => {
      const address = { address: 'Calle 4', city: 'Puebla', state: 'Puebla', country: 'México' };
      const closing = (
        await t
          .http()
          .post('/api/branches')
          .set(bearer(superAdmin))
          .send({ name: 'Sucursal que Cierra', ...address })
          .expect(201)
      ).body.data.id as string;
      const teacher = await person('INSTRUCTOR', closing, 'Instructor de Sucursal Cerrada');
      const creator = await person('ADMIN', closing, 'Admin de Sucursal Cerrada');
      await t.http().delete(`/api/branches/${closing}`).set(bearer(superAdmin)).expect(200);
      const creatorToken = await t.login(creator.email, PASSWORD);
      expect((await create(box({ instructorId: teacher.id }), creatorToken).expect(201)).body.data).toMatchObject({
        branchId: null,
        branch: null,
      });
      expect((await create(box({ instructorId: teacher.id })).expect(201)).body.data.branchId).toBeNull();
      const sent = await create(box({ instructorId: teacher.id, branchId: polanco })).expect(201);
      expect(sent.body.data.branchId).toBe(polanco);
    });

    it('trims text, drops unknown fields and keeps a price in cents', async () => {
      const created = await create({
        ...box({ name: '  Box Pro  ', description: '', duration: 45, price: 99.99 }),
        isActive: false,
        id: 'mine',
      }).expect(201);
      expect(created.body.data).toMatchObject({
        name: 'Box Pro',
        description: null,
        duration: 45,
        price: 99.99,
        isActive: true,
      });
      expect(created.body.data.id).not.toBe('mine');
    });

    it('refuses numbers sent as text and prices past the cent, as it refuses yes/no sent as text', async () => {
      const texts = await create(box({ duration: '45', maxCapacity: ' 12 ', price: '100' })).expect(400);
      expect(byField(texts.body.errors)).toEqual({
        duration: 'Debe ser un número',
        maxCapacity: 'Debe ser un número',
        price: 'Debe ser un número',
      });
      const cents = await create(box({ price: 99.999 })).expect(400);
      expect(cents.body.errors).toEqual([
        { field: 'price', message: 'Debe tener como máximo dos decimales', code: 'VALIDATION.CENTS' },
      ]);
      expect(
        byField(
          (
            await create(box({ price: 0.001 }))
              .set('Accept-Language', 'en')
              .expect(400)
          ).body.errors,
        ),
      ).toEqual({ price: 'Must have at most two decimal places' });
      const id = await createId();
      expect(byField((await update(id, { price: 10.005, duration: '60' }).expect(400)).body.errors)).toEqual({
        price: 'Debe tener como máximo dos decimales',
        duration: 'Debe ser un número',
      });
      expect((await update(id, { price: 0.29 }).expect(200)).body.data.price).toBe(0.29);
    });

    it('refuses an inactive branch on create and move, as plans do; a class keeps a branch that closed', async () => {
      const address = { address: 'Calle 3', city: 'Puebla', state: 'Puebla', country: 'México' };
      const closed = (
        await t
          .http()
          .post('/api/branches')
          .set(bearer(superAdmin))
          .send({ name: 'Sucursal Cerrada', ...address })
          .expect(201)
      ).body.data.id as string;
      const id = await createId(box({ branchId: closed }));
      await t.http().delete(`/api/branches/${closed}`).set(bearer(superAdmin)).expect(200);
      const created = await create(box({ branchId: closed })).expect(400);
      expect(created.body.errors).toEqual([
        { field: 'branchId', message: 'La sucursal está inactiva', code: 'CLASS.BRANCH_INACTIVE' },
      ]);
      expect(
        byField(
          (
            await create(box({ branchId: closed }))
              .set('Accept-Language', 'en')
              .expect(400)
          ).body.errors,
        ),
      ).toEqual({ branchId: 'The branch is inactive' });
      const elsewhere = await createId(box({ branchId: providencia }));
      expect(byField((await update(elsewhere, { branchId: closed }).expect(400)).body.errors)).toEqual({
        branchId: 'La sucursal está inactiva',
      });
      expect((await get(`/api/classes/${elsewhere}`).expect(200)).body.data.branchId).toBe(providencia);
      expect((await update(id, { branchId: closed, name: 'Box Cerrado' }).expect(200)).body.data).toMatchObject({
        branchId: closed,
        name: 'Box Cerrado',
      });
    });

    it('answers a retried create (same Idempotency-Key) with the same class', async () => {
      const first = await create(box()).set('Idempotency-Key', 'class-retry-1').expect(201);
      const again = await create(box()).set('Idempotency-Key', 'class-retry-1').expect(201);
      expect(again.body.data.id).toBe(first.body.data.id);
    });
  });

  describe('validation, in Spanish and English', () => {
    const cases: [string, () => object, Record<string, string>, Record<string, string>][] = [
      [
        'an empty form',
        () => ({}),
        {
          name: 'Este campo es requerido',
          duration: 'Este campo es requerido',
          maxCapacity: 'Este campo es requerido',
          price: 'Este campo es requerido',
          instructorId: 'Este campo es requerido',
        },
        {
          name: 'This field is required',
          duration: 'This field is required',
          maxCapacity: 'This field is required',
          price: 'This field is required',
          instructorId: 'This field is required',
        },
      ],
      [
        'too short, too few, negative',
        () => box({ duration: 10, maxCapacity: 0, price: -1 }),
        {
          duration: 'La duración debe estar entre 15 y 180 minutos',
          maxCapacity: 'La capacidad debe estar entre 1 y 50',
          price: 'El precio debe ser positivo',
        },
        {
          duration: 'The duration must be between 15 and 180 minutes',
          maxCapacity: 'The capacity must be between 1 and 50',
          price: 'The price must be positive',
        },
      ],
      [
        'too long, too many, too expensive',
        () => box({ duration: 181, maxCapacity: 51, price: 1_000_000 }),
        {
          duration: 'La duración debe estar entre 15 y 180 minutos',
          maxCapacity: 'La capacidad debe estar entre 1 y 50',
          price: 'El precio debe ser como máximo 100000',
        },
        {
          duration: 'The duration must be between 15 and 180 minutes',
          maxCapacity: 'The capacity must be between 1 and 50',
          price: 'The price must be at most 100000',
        },
      ],
      [
        'numbers of the wrong kind',
        () => box({ duration: 'una hora', maxCapacity: 10.5, price: true }),
        { duration: 'Debe ser un número', maxCapacity: 'Debe ser un número entero', price: 'Debe ser un número' },
        { duration: 'Must be a number', maxCapacity: 'Must be a whole number', price: 'Must be a number' },
      ],
      [
        'a sample class without its description',
        () => box({ isSampleClass: true, sampleClassDescription: '   ' }),
        { sampleClassDescription: 'Este campo es requerido' },
        { sampleClassDescription: 'This field is required' },
      ],
      [
        'a client as instructor and an unknown branch',
        () => box({ instructorId: clientUser.id, branchId: 'no-such-branch' }),
        { instructorId: 'El instructor debe ser un instructor activo', branchId: 'La sucursal no existe' },
        { instructorId: 'The instructor must be an active instructor', branchId: 'The branch does not exist' },
      ],
      [
        'an inactive instructor',
        () => box({ instructorId: retired.id }),
        { instructorId: 'El instructor debe ser un instructor activo' },
        { instructorId: 'The instructor must be an active instructor' },
      ],
      [
        'an unknown instructor',
        () => box({ instructorId: 'nobody' }),
        { instructorId: 'El instructor debe ser un instructor activo' },
        { instructorId: 'The instructor must be an active instructor' },
      ],
    ];

    it.each(cases)('names every field of %s', async (_, body, spanish, english) => {
      const es = await create(body()).expect(400);
      expect(es.body.message).toBe('Error de validación');
      expect(byField(es.body.errors)).toEqual(spanish);
      const en = await create(body()).set('Accept-Language', 'en').expect(400);
      expect(byField(en.body.errors)).toEqual(english);
    });

    it('refuses blank required fields on edit, and validates a new instructor or branch', async () => {
      const id = await createId();
      const blank = await update(id, { name: '  ', duration: null, instructorId: '' }).expect(400);
      expect(byField(blank.body.errors)).toEqual({
        name: 'Este campo es requerido',
        duration: 'Este campo es requerido',
        instructorId: 'Este campo es requerido',
      });
      const wrong = await update(id, { instructorId: clientUser.id, branchId: 'nowhere', maxCapacity: 60 })
        .set('Accept-Language', 'en')
        .expect(400);
      expect(byField(wrong.body.errors)).toEqual({ maxCapacity: 'The capacity must be between 1 and 50' });
      const references = await update(id, { instructorId: clientUser.id, branchId: 'nowhere' }).expect(400);
      expect(byField(references.body.errors)).toEqual({
        instructorId: 'El instructor debe ser un instructor activo',
        branchId: 'La sucursal no existe',
      });
      expect((await get(`/api/classes/${id}`).expect(200)).body.data).toMatchObject({
        instructorId: daniela.id,
        maxCapacity: 12,
      });
    });
  });

  describe('sample classes', () => {
    it('are free whatever price is sent, or none, and keep their description', async () => {
      const sample = await create(
        box({
          name: 'Clase muestra',
          price: 500,
          isSampleClass: true,
          sampleClassDescription: 'Tu primera clase es gratis',
        }),
      ).expect(201);
      expect(sample.body.data).toMatchObject({
        isSampleClass: true,
        price: 0,
        sampleClassDescription: 'Tu primera clase es gratis',
      });
      const { price: _price, ...withoutPrice } = box({ isSampleClass: true, sampleClassDescription: 'Gratis' }) as {
        price: number;
      };
      expect((await create({ ...withoutPrice, price: -20 }).expect(201)).body.data.price).toBe(0);
      expect((await create(withoutPrice).expect(201)).body.data.price).toBe(0);
      const ignored = await update(sample.body.data.id as string, { price: 250 }).expect(200);
      expect(ignored.body.data.price).toBe(0);
    });

    it('validate the merged class on edit: a sample class needs a description, unticking clears it', async () => {
      const id = await createId();
      const missing = await update(id, { isSampleClass: true }).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'sampleClassDescription', message: 'Este campo es requerido', code: 'VALIDATION.REQUIRED' },
      ]);
      const english = await update(id, { isSampleClass: true, sampleClassDescription: '' })
        .set('Accept-Language', 'en')
        .expect(400);
      expect(byField(english.body.errors)).toEqual({ sampleClassDescription: 'This field is required' });
      const ticked = await update(id, { isSampleClass: true, sampleClassDescription: 'Prueba gratis' }).expect(200);
      expect(ticked.body.data).toMatchObject({
        isSampleClass: true,
        price: 0,
        sampleClassDescription: 'Prueba gratis',
      });
      const cleared = await update(id, { sampleClassDescription: null }).expect(400);
      expect(byField(cleared.body.errors)).toEqual({ sampleClassDescription: 'Este campo es requerido' });
      const unticked = await update(id, { isSampleClass: false, price: 180 }).expect(200);
      expect(unticked.body.data).toMatchObject({ isSampleClass: false, price: 180, sampleClassDescription: null });
    });
  });

  describe('editing', () => {
    it('edits any subset, and says which way the toggle went', async () => {
      const id = await createId();
      const edited = await update(id, { name: 'Box Avanzado', maxCapacity: 8, description: null }).expect(200);
      expect(edited.body).toMatchObject({
        message: 'Clase actualizada exitosamente',
        data: { name: 'Box Avanzado', maxCapacity: 8, description: null, duration: 60 },
      });
      const off = await update(id, { isActive: false }).expect(200);
      expect(off.body).toMatchObject({ message: 'Clase desactivada exitosamente', data: { isActive: false } });
      const on = await update(id, { isActive: true }).set('Accept-Language', 'en').expect(200);
      expect(on.body).toMatchObject({ message: 'Class activated successfully', data: { isActive: true } });
      const both = await update(id, { isActive: false, name: 'Box' }).expect(200);
      expect(both.body).toMatchObject({
        message: 'Clase actualizada exitosamente',
        data: { isActive: false, name: 'Box' },
      });
      expect((await update(id, { isActive: 'no' }).expect(400)).body.errors).toEqual([
        { field: 'isActive', message: 'Debe ser verdadero o falso', code: 'VALIDATION.BOOLEAN' },
      ]);
    });

    it('records nothing for an edit that changes nothing', async () => {
      const id = await createId();
      const before = (await get(`/api/audit/class/${id}/events`, admin).expect(200)).body.data.events.length as number;
      const same = await update(id, { name: 'Box', duration: 60, isActive: true, instructorId: daniela.id }).expect(
        200,
      );
      expect(same.body.message).toBe('Clase actualizada exitosamente');
      await update(id, {}).expect(200);
      expect((await get(`/api/audit/class/${id}/events`, admin).expect(200)).body.data.events).toHaveLength(before);
    });

    it('moves a class to another instructor, keeping its branch unless one is sent', async () => {
      const id = await createId();
      const moved = await update(id, { instructorId: jorge.id }).expect(200);
      expect(moved.body.data).toMatchObject({
        instructorId: jorge.id,
        instructor: { name: 'Jorge Núñez' },
        branchId: polanco,
      });
      const branch = await update(id, { branchId: providencia }).expect(200);
      expect(branch.body.data.branch).toEqual({ id: providencia, name: 'BoxStudio Providencia' });
    });

    it('keeps the names a class shows current, and ignores its instructor being deactivated', async () => {
      const teacher = await person('INSTRUCTOR', polanco, 'Mariana Castillo');
      const id = await createId(box({ instructorId: teacher.id }));
      await t
        .http()
        .put(`/api/users/${teacher.id}`)
        .set(bearer(superAdmin))
        .send({ name: 'Mariana Castillo Vega', isActive: false })
        .expect(200);
      const shown = await get(`/api/classes/${id}`).expect(200);
      expect(shown.body.data).toMatchObject({
        isActive: true,
        instructor: { id: teacher.id, name: 'Mariana Castillo Vega', email: teacher.email },
      });
      // The class keeps its (now inactive) instructor through other edits.
      await update(id, { name: 'Box Matutino', instructorId: teacher.id }).expect(200);
      const branchId = (
        await t
          .http()
          .post('/api/branches')
          .set(bearer(superAdmin))
          .send({ name: 'Sucursal Vieja', address: 'Calle 2', city: 'Puebla', state: 'Puebla', country: 'México' })
          .expect(201)
      ).body.data.id as string;
      await update(id, { branchId }).expect(200);
      await t
        .http()
        .put(`/api/branches/${branchId}`)
        .set(bearer(superAdmin))
        .send({ name: 'Sucursal Renombrada' })
        .expect(200);
      expect((await get(`/api/classes/${id}`).expect(200)).body.data.branch).toEqual({
        id: branchId,
        name: 'Sucursal Renombrada',
      });
    });
  });

  describe('the timetable', () => {
    it('replaces the whole week, kept by day and time, and clears it with an empty list', async () => {
      const id = await createId();
      const week = [
        { dayOfWeek: 5, startTime: '19:00', endTime: '20:00' },
        { dayOfWeek: 1, startTime: '19:00', endTime: '20:00' },
        { dayOfWeek: 1, startTime: '7:00', endTime: '08:00' },
        { dayOfWeek: 1, startTime: '08:00', endTime: '09:00' },
      ];
      const saved = await setSchedules(id, { schedules: week }).expect(200);
      expect(saved.body.message).toBe('Horarios guardados exitosamente');
      const expected = [
        { dayOfWeek: 1, startTime: '07:00', endTime: '08:00' },
        { dayOfWeek: 1, startTime: '08:00', endTime: '09:00' },
        { dayOfWeek: 1, startTime: '19:00', endTime: '20:00' },
        { dayOfWeek: 5, startTime: '19:00', endTime: '20:00' },
      ];
      expect(saved.body.data.schedules).toEqual(expected);
      expect((await get(`/api/classes/${id}`).expect(200)).body.data.schedules).toEqual(expected);
      const english = await setSchedules(id, { schedules: week }).set('Accept-Language', 'en').expect(200);
      expect(english.body.message).toBe('Timetable saved successfully');
      expect((await setSchedules(id, { schedules: [] }).expect(200)).body.data.schedules).toEqual([]);
    });

    it('does not enforce opening hours: special classes run any time of the day', async () => {
      const id = await createId();
      const night = [
        { dayOfWeek: 0, startTime: '00:00', endTime: '01:30' },
        { dayOfWeek: 6, startTime: '22:30', endTime: '23:59' },
      ];
      expect((await setSchedules(id, { schedules: night }).expect(200)).body.data.schedules).toEqual(night);
    });

    it('names every bad slot, in Spanish and English', async () => {
      const id = await createId();
      const bad = {
        schedules: [
          { dayOfWeek: 1, startTime: '07:00', endTime: '08:00' },
          'lunes',
          { dayOfWeek: 7, startTime: '25:00' },
          { dayOfWeek: 2, startTime: '10:00', endTime: '09:00' },
          { dayOfWeek: 1, startTime: '07:30', endTime: '08:30' },
          { dayOfWeek: '3', startTime: 700, endTime: '08:00' },
        ],
      };
      const es = await setSchedules(id, bad).expect(400);
      expect(byField(es.body.errors)).toEqual({
        'schedules[1]': 'Valor inválido',
        'schedules[2].dayOfWeek': 'Día inválido (0 = domingo ... 6 = sábado)',
        'schedules[2].startTime': 'Hora inválida (use HH:MM)',
        'schedules[2].endTime': 'Este campo es requerido',
        'schedules[3].endTime': 'La hora de fin debe ser posterior a la hora de inicio',
        'schedules[4].startTime': 'El horario se cruza con otro del mismo día',
        'schedules[5].startTime': 'Hora inválida (use HH:MM)',
      });
      const en = await setSchedules(id, bad).set('Accept-Language', 'en').expect(400);
      expect(byField(en.body.errors)).toMatchObject({
        'schedules[2].dayOfWeek': 'Invalid day (0 = Sunday ... 6 = Saturday)',
        'schedules[2].startTime': 'Invalid time (use HH:MM)',
        'schedules[3].endTime': 'The end time must be after the start time',
        'schedules[4].startTime': 'The slot overlaps another one on the same day',
      });
      expect((await get(`/api/classes/${id}`).expect(200)).body.data.schedules).toEqual([]);
    });

    it('refuses a missing, non-list or oversized timetable', async () => {
      const id = await createId();
      expect(byField((await setSchedules(id, {}).expect(400)).body.errors)).toEqual({
        schedules: 'Este campo es requerido',
      });
      expect(byField((await setSchedules(id, { schedules: { dayOfWeek: 1 } }).expect(400)).body.errors)).toEqual({
        schedules: 'Valor inválido',
      });
      const many = Array.from({ length: 43 }, (_, index) => ({
        dayOfWeek: index % 7,
        startTime: `${String(Math.floor(index / 7) + 6).padStart(2, '0')}:00`,
        endTime: `${String(Math.floor(index / 7) + 6).padStart(2, '0')}:30`,
      }));
      const tooMany = await setSchedules(id, { schedules: many }).set('Accept-Language', 'en').expect(400);
      expect(byField(tooMany.body.errors)).toEqual({ schedules: 'At most 42 slots per class' });
      await setSchedules(id, { schedules: many.slice(0, 42) }).expect(200);
    });
  });

  describe('who sees what', () => {
    let inactiveId: string;
    beforeAll(async () => {
      inactiveId = await createId(box({ name: 'Clase Oculta' }));
      await update(inactiveId, { isActive: false }).expect(200);
    });

    it('shows active classes only to anonymous visitors, clients and other staff', async () => {
      for (const caller of ['ANONYMOUS', 'CLIENT', 'EMPLOYEE', 'SUPERVISOR', 'MANAGER'] as const) {
        const token = tokens.get(caller);
        const list = await get('/api/classes?limit=100&isActive=false', token).expect(200);
        expect(list.body.data.classes.length).toBeGreaterThan(0);
        expect(list.body.data.classes.every((item: ClassDto) => item.isActive)).toBe(true);
        const detail = await get(`/api/classes/${inactiveId}`, token).expect(404);
        expect(detail.body.message).toBe('Clase no encontrada');
      }
    });

    it('shows every class to admins and instructors, who may filter by status', async () => {
      for (const caller of ['INSTRUCTOR', 'ADMIN', 'SUPER_ADMIN'] as const) {
        const token = tokens.get(caller);
        const inactive = await get('/api/classes?isActive=false&limit=100', token).expect(200);
        expect(inactive.body.data.classes.map((item: ClassDto) => item.id)).toContain(inactiveId);
        expect(inactive.body.data.classes.every((item: ClassDto) => !item.isActive)).toBe(true);
        await get(`/api/classes/${inactiveId}`, token).expect(200);
      }
    });
  });

  describe('the list', () => {
    let tagged: string[];
    let coach: UserDto;
    beforeAll(async () => {
      tagged = [];
      coach = await person('INSTRUCTOR', providencia, 'Coach de Lista');
      for (const name of ['Kickboxing Querétaro 1', 'Kickboxing Querétaro 2', 'Kickboxing Querétaro 3'])
        tagged.push(await createId(box({ name, instructorId: coach.id })));
      tagged.push(
        await createId(
          box({
            name: 'Muestra Querétaro',
            instructorId: coach.id,
            isSampleClass: true,
            sampleClassDescription: 'Gratis',
          }),
        ),
      );
    });

    it('pages newest first with totals, capping the limit at 100', async () => {
      const first = await get('/api/classes?limit=2&instructorId=' + coach.id, admin).expect(200);
      expect(first.body.data).toMatchObject({ total: 4, totalPages: 2, currentPage: 1, limit: 2 });
      expect(first.body.data.classes.map((item: ClassDto) => item.id)).toEqual([tagged[3], tagged[2]]);
      const second = await get('/api/classes?limit=2&page=2&instructorId=' + coach.id, admin).expect(200);
      expect(second.body.data.classes.map((item: ClassDto) => item.id)).toEqual([tagged[1], tagged[0]]);
      const beyond = await get('/api/classes?page=99', admin).expect(200);
      expect(beyond.body.data).toMatchObject({ classes: [], currentPage: 99 });
      expect((await get('/api/classes?limit=1000', admin).expect(200)).body.data.limit).toBe(100);
      expect((await get('/api/classes?limit=abc&page=-2', admin).expect(200)).body.data).toMatchObject({
        limit: 10,
        currentPage: 1,
      });
    });

    it('filters by branch, instructor, sample flag and search (case and accents ignored)', async () => {
      const byBranch = await get(`/api/classes?branchId=${providencia}&limit=100`, admin).expect(200);
      expect(
        byBranch.body.data.classes.every((item: ClassDto) => item.branchId === providencia || item.branchId === null),
      ).toBe(true);
      expect(byBranch.body.data.classes.map((item: ClassDto) => item.id)).toEqual(expect.arrayContaining(tagged));
      const samples = await get(`/api/classes?isSampleClass=true&instructorId=${coach.id}`).expect(200);
      expect(samples.body.data.classes.map((item: ClassDto) => item.id)).toEqual([tagged[3]]);
      const notSamples = await get(`/api/classes?isSampleClass=false&instructorId=${coach.id}`).expect(200);
      expect(notSamples.body.data.total).toBe(3);
      const search = await get('/api/classes?search=KICKBOXING queretaro').expect(200);
      expect(search.body.data.total).toBe(3);
      const byDescription = await get(`/api/classes?search=TECNICA DE GOLPEO&instructorId=${coach.id}`).expect(200);
      expect(byDescription.body.data.total).toBe(4);
      expect((await get('/api/classes?search=.*(').expect(200)).body.data.total).toBe(0);
    });

    it('sorts server-side by each sortable field, both ways, ties by id, names ignoring case and accents', async () => {
      const zoe = await person('INSTRUCTOR', providencia, 'Zoé Álvarez');
      const ana = await person('INSTRUCTOR', providencia, 'ana Beltrán');
      const made = [
        await createId(box({ name: 'Orden Zeta', instructorId: ana.id, duration: 90, maxCapacity: 5, price: 300 })),
        await createId(box({ name: 'orden álamo', instructorId: zoe.id, duration: 30, maxCapacity: 20, price: 100 })),
        await createId(box({ name: 'Orden Beta', instructorId: zoe.id, duration: 60, maxCapacity: 20, price: 200 })),
      ];
      await update(made[2] as string, { isActive: false }).expect(200);
      const order = async (query: string) =>
        (
          (await get(`/api/classes?search=orden&limit=100&${query}`, admin).expect(200)).body.data.classes as ClassDto[]
        ).map((item) => item.name);
      const names = new Map([
        [made[0], 'Orden Zeta'],
        [made[1], 'orden álamo'],
        [made[2], 'Orden Beta'],
      ]);
      /** Classes that tie, in the order the list breaks the tie: by id. */
      const byId = (...ids: (string | undefined)[]) =>
        ids
          .map(String)
          .sort()
          .map((id) => names.get(id));
      expect(await order('sort=name')).toEqual(['orden álamo', 'Orden Beta', 'Orden Zeta']);
      expect(await order('sort=name&order=desc')).toEqual(['Orden Zeta', 'Orden Beta', 'orden álamo']);
      expect(await order('sort=duration')).toEqual(['orden álamo', 'Orden Beta', 'Orden Zeta']);
      expect(await order('sort=price&order=desc')).toEqual(['Orden Zeta', 'Orden Beta', 'orden álamo']);
      expect(await order('sort=isActive')).toEqual(['Orden Beta', ...byId(made[0], made[1])]);
      // Ties (same capacity, same instructor) end by id whichever way the field goes.
      const tied = byId(made[1], made[2]);
      expect(await order('sort=maxCapacity')).toEqual(['Orden Zeta', ...tied]);
      expect(await order('sort=maxCapacity&order=desc')).toEqual([...tied, 'Orden Zeta']);
      expect(await order('sort=instructor')).toEqual(['Orden Zeta', ...tied]);
      // The instructor's name as it is now: a rename re-sorts the classes.
      await t.http().put(`/api/users/${ana.id}`).set(bearer(superAdmin)).send({ name: 'Zulema Beltrán' }).expect(200);
      expect(await order('sort=instructor')).toEqual([...tied, 'Orden Zeta']);
      const paged = await get('/api/classes?search=orden&sort=name&limit=2&page=2', admin).expect(200);
      expect(paged.body.data).toMatchObject({ total: 3, currentPage: 2 });
      expect(paged.body.data.classes.map((item: ClassDto) => item.name)).toEqual(['Orden Zeta']);
      expect(await order('sort=&order=')).toEqual(['Orden Beta', 'orden álamo', 'Orden Zeta']);
    });

    it('refuses a sort field or order it does not know, naming the ones it does', async () => {
      const bad = await get('/api/classes?sort=createdAt&order=up', admin).expect(400);
      expect(byField(bad.body.errors)).toEqual({
        sort: 'No se puede ordenar por ese campo (use: name, instructor, duration, maxCapacity, price, isActive)',
        order: 'Orden inválido (use asc o desc)',
      });
      const english = await get('/api/classes?sort=branch', admin).set('Accept-Language', 'en').expect(400);
      expect(english.body.errors).toEqual([
        {
          field: 'sort',
          message:
            'The list cannot be sorted by that field (use: name, instructor, duration, maxCapacity, price, isActive)',
          code: 'VALIDATION.SORT_FIELD',
        },
      ]);
      expect(byField((await get('/api/classes?sort=name&sort=price').expect(400)).body.errors)).toHaveProperty('sort');
    });

    it('refuses a filter that is not true or false', async () => {
      const bad = await get('/api/classes?isActive=maybe&isSampleClass=1', admin).expect(400);
      expect(byField(bad.body.errors)).toEqual({
        isActive: 'Debe ser verdadero o falso',
        isSampleClass: 'Debe ser verdadero o falso',
      });
    });
  });

  describe('stats', () => {
    it('counts classes, active ones, distinct instructors of active classes, and today’s reservations', async () => {
      const all = (await get('/api/classes?limit=100', admin).expect(200)).body.data as {
        classes: ClassDto[];
        total: number;
      };
      expect(all.total).toBeLessThanOrEqual(100);
      const active = all.classes.filter((item) => item.isActive);
      const stats = await get('/api/classes/stats', instructorToken).expect(200);
      expect(stats.body.data).toEqual({
        total: all.total,
        active: active.length,
        instructors: new Set(active.map((item) => item.instructorId)).size,
        reservations: 0,
      });

      const teacher = await person('INSTRUCTOR', polanco, 'Nuevo Instructor');
      const id = await createId(box({ instructorId: teacher.id }));
      const after = (await get('/api/classes/stats', admin).expect(200)).body.data;
      expect(after).toMatchObject({
        total: all.total + 1,
        active: active.length + 1,
        instructors: stats.body.data.instructors + 1,
      });
      await update(id, { isActive: false }).expect(200);
      expect((await get('/api/classes/stats', admin).expect(200)).body.data).toMatchObject({
        total: all.total + 1,
        active: active.length,
        instructors: stats.body.data.instructors,
      });
    });
  });

  describe('deleting', () => {
    it('removes the class from every read, and every later command is 404', async () => {
      const id = await createId();
      const before = (await get('/api/classes/stats', admin).expect(200)).body.data.total as number;
      const deleted = await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Clase eliminada exitosamente',
        data: { id, name: 'Box' },
      });
      const english = await t
        .http()
        .delete(`/api/classes/${id}`)
        .set(bearer(admin))
        .set('Accept-Language', 'en')
        .expect(404);
      expect(english.body.message).toBe('Class not found');
      expect((await get(`/api/classes/${id}`, admin).expect(404)).body.message).toBe('Clase no encontrada');
      await update(id, { name: 'Otra' }).expect(404);
      await update(id, { isActive: true }).expect(404);
      await setSchedules(id, { schedules: [] }).expect(404);
      expect(
        (await get('/api/classes?limit=100', admin).expect(200)).body.data.classes.map((item: ClassDto) => item.id),
      ).not.toContain(id);
      expect((await get('/api/classes/stats', admin).expect(200)).body.data.total).toBe(before - 1);
    });

    it('keeps a class with live upcoming reservations (409), counted by the module contributing bookings', async () => {
      const id = await createId();
      // A bookings module registers its counts the same way; this one holds two live bookings of the class
      // until released.
      let live = 2;
      const asked: Date[] = [];
      t.app.get(ClassReservationsRegistry, { strict: false }).register({
        liveFutureReservations: (classId, now) => {
          asked.push(now);
          return Promise.resolve(classId === id ? live : 0);
        },
        reservationsToday: () => Promise.resolve(0),
      });
      const refused = await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(409);
      expect(refused.body.message).toBe('La clase tiene reservas futuras; cancélalas antes de eliminarla');
      expect(asked.length).toBeGreaterThan(0);
      await get(`/api/classes/${id}`).expect(200);
      live = 0;
      await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(200);
    });

    it('answers 404 for unknown classes on every route', async () => {
      await get('/api/classes/no-such-class').expect(404);
      await update('no-such-class', { name: 'X' }).expect(404);
      await setSchedules('no-such-class', { schedules: [] }).expect(404);
      await t.http().delete('/api/classes/no-such-class').set(bearer(admin)).expect(404);
    });
  });

  describe('history', () => {
    it('records every change with its command, and answers the public DTO as of any instant', async () => {
      const id = await createId();
      await pause(5);
      const afterCreation = new Date().toISOString();
      await pause(5);
      await update(id, { name: 'Box Nocturno' }).expect(200);
      await update(id, { isActive: false }).expect(200);
      await setSchedules(id, { schedules: [{ dayOfWeek: 2, startTime: '20:00', endTime: '21:00' }] }).expect(200);
      await pause(5);
      const beforeDeletion = new Date().toISOString();
      const detail = (await get(`/api/classes/${id}`, admin).expect(200)).body.data as ClassDto;
      await pause(5);
      await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(200);

      const events = (await get(`/api/audit/class/${id}/events`, admin).expect(200)).body.data.events as {
        type: string;
        metadata: { commandType: string };
      }[];
      expect(events.map((event) => [event.type, event.metadata.commandType])).toEqual([
        ['ClassCreated', 'CreateClass'],
        ['ClassUpdated', 'UpdateClass'],
        ['ClassDeactivated', 'UpdateClass'],
        ['ClassSchedulesSet', 'SetClassSchedules'],
        ['ClassDeleted', 'DeleteClass'],
      ]);
      const at = async (asOf: string) =>
        (await get(`/api/audit/class/${id}?asOf=${encodeURIComponent(asOf)}`, admin).expect(200)).body.data;
      expect((await at(afterCreation)).state).toMatchObject({
        id,
        name: 'Box',
        isActive: true,
        schedules: [],
        instructor: { id: daniela.id, name: 'Daniela Ortega' },
        branch: { id: polanco, name: 'BoxStudio Polanco' },
      });
      expect((await at(beforeDeletion)).state).toEqual(detail);
      expect((await get(`/api/audit/class/${id}`, admin).expect(200)).body.data).toMatchObject({
        revision: 4,
        state: null,
      });
      await get(`/api/audit/class/${id}/events`, client).expect(403);
    });
  });

  describe('roles, route by route', () => {
    type Expect = 'success' | 401 | 403 | 404;
    const expected = (allowed: readonly Caller[] | 'everyone', caller: Caller): Expect => {
      if (allowed === 'everyone' || allowed.includes(caller)) return 'success';
      return caller === 'ANONYMOUS' ? 401 : 403;
    };

    it('answers each caller as the contract says', async () => {
      const mismatches: string[] = [];
      const check = async (
        label: string,
        allowed: readonly Caller[] | 'everyone',
        call: (token: string | undefined) => Promise<{ status: number; body: unknown }>,
      ) => {
        for (const caller of CALLERS) {
          const response = await call(tokens.get(caller));
          asEnvelope(response.status, response.body);
          const want = expected(allowed, caller);
          const ok = want === 'success' ? response.status >= 200 && response.status < 300 : response.status === want;
          if (!ok) mismatches.push(`${label} as ${caller}: ${response.status}, expected ${want}`);
        }
      };
      const withToken = (request: ReturnType<ReturnType<TestApp['http']>['get']>, token: string | undefined) =>
        token ? request.set(bearer(token)) : request;
      const id = await createId();
      let sequence = 0;

      await check('GET /classes', 'everyone', (token) => withToken(t.http().get('/api/classes'), token));
      await check('GET /classes/stats', ['INSTRUCTOR', ...ADMINS], (token) =>
        withToken(t.http().get('/api/classes/stats'), token),
      );
      await check('GET /classes/:id', 'everyone', (token) => withToken(t.http().get(`/api/classes/${id}`), token));
      await check('POST /classes', ADMINS, (token) => withToken(t.http().post('/api/classes'), token).send(box()));
      await check('PUT /classes/:id', ADMINS, (token) =>
        withToken(t.http().put(`/api/classes/${id}`), token).send({ maxCapacity: 10 + (++sequence % 30) }),
      );
      await check('PUT /classes/:id/schedules', ADMINS, (token) =>
        withToken(t.http().put(`/api/classes/${id}/schedules`), token).send({
          schedules: [{ dayOfWeek: ++sequence % 7, startTime: '07:00', endTime: '08:00' }],
        }),
      );
      for (const caller of CALLERS) {
        const victim = await createId();
        const response = await withToken(t.http().delete(`/api/classes/${victim}`), tokens.get(caller));
        const want = expected(ADMINS, caller);
        if (want === 'success' ? response.status !== 200 : response.status !== want)
          mismatches.push(`DELETE /classes/:id as ${caller}: ${response.status}, expected ${want}`);
      }
      expect(mismatches).toEqual([]);
      // Refused writes changed nothing.
      const after = (await get(`/api/classes/${id}`).expect(200)).body.data as ClassDto;
      expect(after.maxCapacity).toBe(10 + CALLERS.length);
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
      {},
      { $gt: '' },
      { __proto__: { polluted: true } },
      '\u0000',
      '💥',
    ];

    it('answers every junk value in every field, and junk bodies, with 2xx or 4xx in the envelope', async () => {
      const id = await createId();
      const problems: string[] = [];
      const fields = [
        'name',
        'description',
        'duration',
        'maxCapacity',
        'price',
        'instructorId',
        'branchId',
        'isSampleClass',
        'sampleClassDescription',
        'isActive',
      ];
      const record = (label: string, response: { status: number; body: unknown }) => {
        if (response.status >= 500 || typeof response.body !== 'object') problems.push(`${label}: ${response.status}`);
        else asEnvelope(response.status, response.body);
      };
      for (const field of fields) {
        for (const value of junk) {
          record(`POST ${field}=${JSON.stringify(value)}`, await create({ ...box(), [field]: value }));
          record(`PUT ${field}=${JSON.stringify(value)}`, await update(id, { [field]: value }));
        }
      }
      for (const value of junk) {
        record(`PUT schedules=${JSON.stringify(value)}`, await setSchedules(id, { schedules: value }));
        record(`PUT schedules=[${JSON.stringify(value)}]`, await setSchedules(id, { schedules: [value] }));
        record(
          `PUT slot.dayOfWeek=${JSON.stringify(value)}`,
          await setSchedules(id, { schedules: [{ dayOfWeek: value, startTime: value, endTime: value }] }),
        );
        record(
          `GET ?isActive=${JSON.stringify(value)}`,
          await get(
            `/api/classes?isActive=${encodeURIComponent(String(value))}&branchId=${encodeURIComponent(String(value))}`,
          ),
        );
      }
      for (const body of ['[]', '"text"', '42', 'null', '{"schedules":', '[{"dayOfWeek":1}]']) {
        record(
          `POST raw ${body}`,
          await t.http().post('/api/classes').set(bearer(admin)).set('Content-Type', 'application/json').send(body),
        );
        record(
          `PUT schedules raw ${body}`,
          await t
            .http()
            .put(`/api/classes/${id}/schedules`)
            .set(bearer(admin))
            .set('Content-Type', 'application/json')
            .send(body),
        );
      }
      record('GET ?isActive[]=true', await get('/api/classes?isActive[]=true&search[$ne]=x&page[0]=1'));
      record('PUT /classes/%00', await update('%00', { name: 'X' }));
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expectRefusal(await create({ ...box(), duration: { $gt: 0 } }), [400]);
    });
  });
});

describe('classes demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' });
  }, 60_000);
  afterAll(() => demo.close());

  it('gives each demo branch timetabled classes taught by its own instructors, one a free sample class', async () => {
    const token = await demo.adminToken();
    const branches = (await demo.http().get('/api/branches').expect(200)).body.data.branches as {
      id: string;
      name: string;
    }[];
    expect(branches).toHaveLength(2);
    const classes = (await demo.http().get('/api/classes?limit=100').expect(200)).body.data.classes as ClassDto[];
    expect(classes).toHaveLength(12);
    for (const branch of branches) {
      const own = classes.filter((item) => item.branchId === branch.id);
      expect(own.map((item) => item.name).sort()).toEqual([
        'Box',
        'Cardio Box',
        'Clase muestra',
        'HIIT',
        'Kickboxing',
        'Técnica de Box',
      ]);
      expect(own.filter((item) => item.isSampleClass)).toEqual([
        expect.objectContaining({ name: 'Clase muestra', price: 0, sampleClassDescription: expect.any(String) }),
      ]);
      for (const item of own) {
        expect(item.branch).toEqual({ id: branch.id, name: branch.name });
        expect(item.schedules.length).toBeGreaterThan(0);
        const instructor = (await demo.http().get(`/api/users/${item.instructorId}`).set(bearer(token)).expect(200))
          .body.data as UserDto;
        expect(instructor).toMatchObject({ role: 'INSTRUCTOR', isActive: true, branchId: branch.id });
      }
    }
    const stats = (await demo.http().get('/api/classes/stats').set(bearer(token)).expect(200)).body.data;
    // 'Reservas Hoy' counts the demo bookings of today, studio time.
    const today = (await demo.http().get('/api/reservations/stats').set(bearer(token)).expect(200)).body.data
      .today as number;
    expect(stats).toEqual({ total: 12, active: 12, instructors: 4, reservations: today });
  });
});
