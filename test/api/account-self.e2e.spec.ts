import type { AuditEventDto, Role, UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
const WHATSAPP_FORMAT = 'Formato de WhatsApp inválido. Use: +52 55 1234 5678';
const ROLES: readonly Role[] = ['CLIENT', 'EMPLOYEE', 'INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'];

/** What every test here does as the admin: create people through the people API, read them and their history. */
function adminOf(t: () => TestApp) {
  const admin = () => t().adminToken();
  return {
    async create(body: object): Promise<UserDto> {
      const email = `${randomUUID().slice(0, 12)}@example.com`;
      const person = { name: 'Persona Nueva', email, password: PASSWORD, role: 'CLIENT', ...body };
      return (
        await t()
          .http()
          .post('/api/users')
          .set(bearer(await admin()))
          .send(person)
          .expect(201)
      ).body.data as UserDto;
    },
    async get(id: string): Promise<UserDto> {
      return (
        await t()
          .http()
          .get(`/api/users/${id}`)
          .set(bearer(await admin()))
          .expect(200)
      ).body.data as UserDto;
    },
    async history(id: string): Promise<AuditEventDto[]> {
      return (
        await t()
          .http()
          .get(`/api/audit/user/${id}/events`)
          .set(bearer(await admin()))
          .expect(200)
      ).body.data.events as AuditEventDto[];
    },
  };
}

describe('one own profile: PUT /auth/profile', () => {
  let t: TestApp;
  const admin = adminOf(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const putProfile = (token: string | null, body: unknown) => {
    const request = t.http().put('/api/auth/profile');
    return (token ? request.set(bearer(token)) : request).send(body as object);
  };
  const profileOf = async (token: string): Promise<UserDto> =>
    (await t.http().get('/api/auth/profile').set(bearer(token)).expect(200)).body.data as UserDto;

  it('changes the name and phone, seen in the profile, the admin view and the names other records show', async () => {
    const superAdmin = await t.adminToken();
    const branch = {
      name: 'BoxStudio Roma',
      address: 'Álvaro Obregón 100',
      city: 'Ciudad de México',
      state: 'CDMX',
      country: 'México',
    };
    const branchId = (await t.http().post('/api/branches').set(bearer(superAdmin)).send(branch).expect(201)).body.data
      .id as string;
    const daniela = await admin.create({ name: 'Daniela Ortega', role: 'INSTRUCTOR', branchId });
    const box = {
      name: 'Box',
      description: 'Golpeo',
      duration: 50,
      maxCapacity: 8,
      price: 150,
      instructorId: daniela.id,
    };
    const classId = (await t.http().post('/api/classes').set(bearer(superAdmin)).send(box).expect(201)).body.data
      .id as string;
    const token = await t.login(daniela.email, PASSWORD);

    const answer = await putProfile(token, { name: '  Daniela Ortega Ruiz ', phone: '+52 55 9876 5432' }).expect(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Perfil actualizado exitosamente',
      data: { id: daniela.id, name: 'Daniela Ortega Ruiz', phone: '+52 55 9876 5432', email: daniela.email },
    });
    expect(await profileOf(token)).toMatchObject({ name: 'Daniela Ortega Ruiz', phone: '+52 55 9876 5432' });
    expect(await admin.get(daniela.id)).toMatchObject({ name: 'Daniela Ortega Ruiz', phone: '+52 55 9876 5432' });
    const shown = await t.http().get(`/api/classes/${classId}`).set(bearer(superAdmin)).expect(200);
    expect(shown.body.data.instructor).toMatchObject({ id: daniela.id, name: 'Daniela Ortega Ruiz' });

    // The same event an admin's edit records, with the person as its actor and the command named.
    const last = (await admin.history(daniela.id)).at(-1);
    expect(last).toMatchObject({
      type: 'UserProfileUpdated',
      data: { userId: daniela.id, changes: { name: 'Daniela Ortega Ruiz', phone: '+52 55 9876 5432' } },
      metadata: { userId: daniela.id, commandType: 'UpdateOwnProfile' },
    });

    const english = await putProfile(token, { name: 'Daniela O.' }).set('Accept-Language', 'en').expect(200);
    expect(english.body.message).toBe('Profile updated successfully');
    expect(english.body.data).toMatchObject({ name: 'Daniela O.', phone: '+52 55 9876 5432' });
  });

  it('is open to every role, each for themself only', async () => {
    for (const role of ROLES) {
      const person = await createPerson(t.app, role);
      const token = await t.login(person.email, PASSWORD);
      const answer = await putProfile(token, { name: `${role} renombrado` }).expect(200);
      expect(answer.body.data).toMatchObject({ id: person.id, name: `${role} renombrado`, role });
    }
  });

  it('refuses an invalid phone or a blank name with the spec messages, in both languages', async () => {
    const client = await admin.create({ phone: '+52 55 1234 5678' });
    const token = await t.login(client.email, PASSWORD);
    for (const phone of ['12345', '+1 555 123 4567', '55-1234-5678', '+52 55 1234 56789', 'whatsapp']) {
      const refused = expectRefusal(await putProfile(token, { phone }), [400]);
      expect({ phone, errors: byField(refused.errors) }).toEqual({ phone, errors: { phone: WHATSAPP_FORMAT } });
    }
    const blank = expectRefusal(await putProfile(token, { name: '   ', phone: 'x' }), [400]);
    expect(byField(blank.errors)).toEqual({ name: 'Este campo es requerido', phone: WHATSAPP_FORMAT });
    const english = expectRefusal(await putProfile(token, { phone: '123' }).set('Accept-Language', 'en'), [400]);
    expect(byField(english.errors)).toEqual({ phone: 'Invalid WhatsApp format. Use: +52 55 1234 5678' });
    const long = expectRefusal(await putProfile(token, { name: 'a'.repeat(101) }), [400]);
    expect(Object.keys(byField(long.errors))).toEqual(['name']);
    // Every accepted form of the number: with or without +52 and spaces.
    for (const phone of ['5512345678', '+52 55 1234 5678', '+525512345678', '55 1234 5678'])
      await putProfile(token, { phone }).expect(200);
    expect(await profileOf(token)).toMatchObject({ name: client.name, phone: '55 1234 5678' });
  });

  it('answers bad input of any shape with 400 and field errors, never a 500', async () => {
    const token = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    const bodies: [unknown, string][] = [
      [{ name: 5 }, 'name'],
      [{ name: ['Ana'] }, 'name'],
      [{ name: { first: 'Ana' } }, 'name'],
      [{ phone: 5512345678 }, 'phone'],
      [{ phone: ['5512345678'] }, 'phone'],
      [{ phone: true }, 'phone'],
      [{ name: 'Ana\u202Eevil' }, 'name'],
    ];
    for (const [body, field] of bodies) {
      const refused = expectRefusal(await putProfile(token, body), [400]);
      expect({ body, fields: Object.keys(byField(refused.errors)) }).toEqual({ body, fields: [field] });
    }
    for (const text of ['[]', '"Ana"', '42', 'null', '{bad'])
      expectRefusal(
        await t.http().put('/api/auth/profile').set(bearer(token)).set('Content-Type', 'application/json').send(text),
        [400],
      );
  });

  it('lets staff clear their phone with null, keeps it when blank, and keeps a client WhatsApp number', async () => {
    const instructor = await admin.create({ role: 'INSTRUCTOR', phone: '+52 55 1111 2222' });
    const staffToken = await t.login(instructor.email, PASSWORD);
    await putProfile(staffToken, { phone: '' }).expect(200);
    expect((await profileOf(staffToken)).phone).toBe('+52 55 1111 2222');
    await putProfile(staffToken, { phone: null }).expect(200);
    expect((await profileOf(staffToken)).phone).toBeNull();

    const client = await admin.create({ phone: '+52 55 3333 4444' });
    const clientToken = await t.login(client.email, PASSWORD);
    const refused = expectRefusal(await putProfile(clientToken, { phone: null }), [400]);
    expect(byField(refused.errors)).toEqual({ phone: 'El número de WhatsApp es requerido' });
    expect((await profileOf(clientToken)).phone).toBe('+52 55 3333 4444');
  });

  it('never changes the role, email or status, whatever the body says', async () => {
    const client = await admin.create({ phone: '+52 55 5555 6666' });
    const token = await t.login(client.email, PASSWORD);
    const sneaky = { name: 'Cliente Astuto', role: 'SUPER_ADMIN', email: 'otro@example.com', isActive: false, id: 'x' };
    const answer = await putProfile(token, sneaky).expect(200);
    expect(answer.body.data).toMatchObject({ id: client.id, role: 'CLIENT', email: client.email, isActive: true });
    expect(await admin.get(client.id)).toMatchObject({ name: 'Cliente Astuto', role: 'CLIENT', email: client.email });
    const history = await admin.history(client.id);
    expect(history.map((event) => event.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
    expect(history.at(-1)?.data).toEqual({ userId: client.id, changes: { name: 'Cliente Astuto' } });
    // The role is still read from the read model on every request: the client is still refused admin routes.
    await t.http().get('/api/users').set(bearer(token)).expect(403);
  });

  it('records nothing when nothing changes', async () => {
    const client = await admin.create({ phone: '+52 55 7777 8888' });
    const token = await t.login(client.email, PASSWORD);
    await putProfile(token, { name: client.name, phone: '+52 55 7777 8888' }).expect(200);
    await putProfile(token, {}).expect(200);
    expect((await admin.history(client.id)).map((event) => event.type)).toEqual(['UserRegistered']);
  });

  it('answers 401 without a session, or with one that is not valid', async () => {
    const none = expectRefusal(await putProfile(null, { name: 'Nadie' }), [401]);
    expect(none.message).toBe('No autenticado. Inicia sesión.');
    expectRefusal(await putProfile('not.a.token', { name: 'Nadie' }), [401]);
    const token = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    await t.http().post('/api/auth/logout').set(bearer(token)).expect(200);
    expectRefusal(await putProfile(token, { name: 'Nadie' }), [401]);
  });
});

describe('one own password: PUT /auth/password', () => {
  let t: TestApp;
  const admin = adminOf(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const putPassword = (token: string | null, body: unknown) => {
    const request = t.http().put('/api/auth/password');
    return (token ? request.set(bearer(token)) : request).send(body as object);
  };
  const logIn = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });
  const signedIn = async (role: Role = 'CLIENT') => {
    const person = await createPerson(t.app, role);
    return { person, token: await t.login(person.email, PASSWORD) };
  };

  it('changes the password: the old one no longer logs in, the new one does', async () => {
    const { person, token } = await signedIn();
    const answer = await putPassword(token, { currentPassword: PASSWORD, newPassword: 'Guantes2025' }).expect(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Contraseña actualizada exitosamente',
      data: { id: person.id, mustChangePassword: false },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Guantes2025|argon/i);
    expect(expectRefusal(await logIn(person.email, PASSWORD), [401]).message).toBe('Credenciales inválidas');
    await logIn(person.email, 'Guantes2025').expect(200);
    // The session it was changed from goes on.
    await t.http().get('/api/auth/profile').set(bearer(token)).expect(200);
    const english = await putPassword(token, { currentPassword: 'Guantes2025', newPassword: 'Costal2026' })
      .set('Accept-Language', 'en')
      .expect(200);
    expect(english.body.message).toBe('Password updated successfully');
  });

  it('shows in the history that the password changed, by whom, and nothing of the password', async () => {
    const { person, token } = await signedIn('INSTRUCTOR');
    await putPassword(token, { currentPassword: PASSWORD, newPassword: 'Vendas2025' }).expect(200);
    const history = await admin.history(person.id);
    expect(history.map((event) => event.type)).toEqual(['UserRegistered', 'PasswordChanged']);
    expect(history.at(-1)).toMatchObject({
      data: { userId: person.id },
      metadata: { userId: person.id, commandType: 'ChangePassword' },
    });
    expect(history.at(-1)?.data).toEqual({ userId: person.id });
    expect(JSON.stringify(history)).not.toMatch(/Vendas2025|Boxeo2024|argon|hash/i);
  });

  it('refuses a wrong current password on currentPassword, and changes nothing', async () => {
    const { person, token } = await signedIn();
    const refused = expectRefusal(
      await putPassword(token, { currentPassword: 'Boxeo2025', newPassword: 'Nueva2025' }),
      [400],
    );
    expect(byField(refused.errors)).toEqual({ currentPassword: 'La contraseña actual es incorrecta' });
    const english = expectRefusal(
      await putPassword(token, { currentPassword: 'nope', newPassword: 'Nueva2025' }).set('Accept-Language', 'en'),
      [400],
    );
    expect(byField(english.errors)).toEqual({ currentPassword: 'The current password is incorrect' });
    await logIn(person.email, PASSWORD).expect(200);
    expectRefusal(await logIn(person.email, 'Nueva2025'), [401]);
    expect((await admin.history(person.id)).map((event) => event.type)).toEqual(['UserRegistered']);
  });

  it('refuses a weak new password with the spec messages, and the current one again', async () => {
    const { person, token } = await signedIn();
    const short = expectRefusal(await putPassword(token, { currentPassword: PASSWORD, newPassword: 'Ab1' }), [400]);
    expect(byField(short.errors)).toEqual({ newPassword: 'La contraseña debe tener al menos 6 caracteres' });
    const weak = expectRefusal(await putPassword(token, { currentPassword: PASSWORD, newPassword: 'abcdefg1' }), [400]);
    expect(byField(weak.errors)).toEqual({
      newPassword: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    });
    const same = expectRefusal(await putPassword(token, { currentPassword: PASSWORD, newPassword: PASSWORD }), [400]);
    expect(byField(same.errors)).toEqual({ newPassword: 'La nueva contraseña debe ser distinta de la actual' });
    const sameEnglish = expectRefusal(
      await putPassword(token, { currentPassword: PASSWORD, newPassword: PASSWORD }).set('Accept-Language', 'en'),
      [400],
    );
    expect(byField(sameEnglish.errors)).toEqual({ newPassword: 'The new password must differ from the current one' });
    await logIn(person.email, PASSWORD).expect(200);
  });

  it('answers bad input of any shape with 400 and field errors, never a 500', async () => {
    const { token } = await signedIn();
    const missing = expectRefusal(await putPassword(token, {}), [400]);
    expect(byField(missing.errors)).toEqual({
      currentPassword: 'Este campo es requerido',
      newPassword: 'Este campo es requerido',
    });
    const bodies: [unknown, string[]][] = [
      [{ currentPassword: 123456, newPassword: 'Nueva2025' }, ['currentPassword']],
      [{ currentPassword: PASSWORD, newPassword: ['Nueva2025'] }, ['newPassword']],
      [{ currentPassword: { a: 1 }, newPassword: true }, ['currentPassword', 'newPassword']],
      [{ currentPassword: PASSWORD, newPassword: `Aa1${'x'.repeat(200)}` }, ['newPassword']],
      [{ currentPassword: 'x'.repeat(10_000), newPassword: 'Nueva2025' }, ['currentPassword']],
    ];
    for (const [body, fields] of bodies) {
      const refused = expectRefusal(await putPassword(token, body), [400]);
      expect(Object.keys(byField(refused.errors)).sort()).toEqual(fields);
    }
    for (const text of ['[]', '"x"', '42', 'null', '{bad'])
      expectRefusal(
        await t.http().put('/api/auth/password').set(bearer(token)).set('Content-Type', 'application/json').send(text),
        [400],
      );
  });

  it('answers 401 without a session', async () => {
    const none = expectRefusal(await putPassword(null, { currentPassword: PASSWORD, newPassword: 'Nueva2025' }), [401]);
    expect(none.message).toBe('No autenticado. Inicia sesión.');
    expectRefusal(await putPassword('not.a.token', { currentPassword: PASSWORD, newPassword: 'Nueva2025' }), [401]);
  });

  it('answers a retry with the same Idempotency-Key as the first time, changing the password once', async () => {
    const { person, token } = await signedIn();
    const send = () =>
      putPassword(token, { currentPassword: PASSWORD, newPassword: 'Reintento2025' }).set(
        'Idempotency-Key',
        'cambio-1',
      );
    const first = await send().expect(200);
    const retry = await send().expect(200);
    expect(retry.body).toEqual(first.body);
    expect((await admin.history(person.id)).map((event) => event.type)).toEqual(['UserRegistered', 'PasswordChanged']);
    await logIn(person.email, 'Reintento2025').expect(200);
  });

  it('recognises that retry after a restart too, though the password it names as current has changed', async () => {
    const { person, token } = await signedIn();
    const body = { currentPassword: PASSWORD, newPassword: 'Reinicio2025' };
    const send = () => putPassword(token, body).set('Idempotency-Key', 'cambio-2');
    await send().expect(200);
    await t.stop();
    t = await startTestApp({}, t.dataDir);
    const retry = await send().expect(200);
    expect(retry.body).toMatchObject({ message: 'Contraseña actualizada exitosamente', data: { id: person.id } });
    expect((await admin.history(person.id)).map((event) => event.type)).toEqual(['UserRegistered', 'PasswordChanged']);
    await logIn(person.email, 'Reinicio2025').expect(200);
  });
});

describe('a temporary password: mustChangePassword', () => {
  let t: TestApp;
  const admin = adminOf(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const restart = async () => {
    await t.stop();
    t = await startTestApp({}, t.dataDir);
  };
  const loginUser = async (email: string, password: string): Promise<UserDto> =>
    (await t.http().post('/api/auth/login').send({ email, password }).expect(200)).body.data.user as UserDto;

  it('holds for a person created with it until they choose their own password, across restarts', async () => {
    const sample = await admin.create({ name: 'Clase Muestra', phone: '55 1234 5678', mustChangePassword: true });
    expect(sample.mustChangePassword).toBe(true);
    expect(await loginUser(sample.email, PASSWORD)).toMatchObject({ id: sample.id, mustChangePassword: true });
    const token = await t.login(sample.email, PASSWORD);
    const profile = await t.http().get('/api/auth/profile').set(bearer(token)).expect(200);
    expect(profile.body.data.mustChangePassword).toBe(true);
    expect(await admin.get(sample.id)).toMatchObject({ mustChangePassword: true });
    // Editing the profile is not choosing a password.
    await t.http().put('/api/auth/profile').set(bearer(token)).send({ name: 'Clase Muestra Uno' }).expect(200);
    await restart();
    expect(await loginUser(sample.email, PASSWORD)).toMatchObject({ mustChangePassword: true });

    const changed = await t
      .http()
      .put('/api/auth/password')
      .set(bearer(await t.login(sample.email, PASSWORD)))
      .send({ currentPassword: PASSWORD, newPassword: 'MiClave2025' })
      .expect(200);
    expect(changed.body.data.mustChangePassword).toBe(false);
    expect(await loginUser(sample.email, 'MiClave2025')).toMatchObject({ mustChangePassword: false });
    expect(await admin.get(sample.id)).toMatchObject({ mustChangePassword: false });
    await restart();
    expect(await loginUser(sample.email, 'MiClave2025')).toMatchObject({ mustChangePassword: false });
    expect(await admin.get(sample.id)).toMatchObject({ mustChangePassword: false });
    const registered = (await admin.history(sample.id))[0];
    expect(registered).toMatchObject({ type: 'UserRegistered', data: { mustChangePassword: true } });
  });

  it('is false for everyone else: without it, with it false, registered, clients, the first admin', async () => {
    const without = await admin.create({ role: 'INSTRUCTOR' });
    const withFalse = await admin.create({ mustChangePassword: false });
    expect([without.mustChangePassword, withFalse.mustChangePassword]).toEqual([false, false]);
    expect(await loginUser(without.email, PASSWORD)).toMatchObject({ mustChangePassword: false });
    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Registro Propio', email: `${randomUUID().slice(0, 12)}@example.com`, password: PASSWORD })
      .expect(201);
    expect(registered.body.data.user.mustChangePassword).toBe(false);
    const client = await t
      .http()
      .post('/api/clients')
      .set(bearer(await t.adminToken()))
      .send({ name: 'Cliente Mostrador', email: `${randomUUID().slice(0, 12)}@example.com`, phone: '5512345678' })
      .expect(201);
    expect(client.body.data.mustChangePassword).toBe(false);
    const first = await t
      .http()
      .get('/api/auth/profile')
      .set(bearer(await t.adminToken()))
      .expect(200);
    expect(first.body.data.mustChangePassword).toBe(false);
    const listed = await t
      .http()
      .get('/api/users?limit=100')
      .set(bearer(await t.adminToken()))
      .expect(200);
    for (const user of listed.body.data.users as UserDto[]) expect(typeof user.mustChangePassword).toBe('boolean');
  });

  it('refuses a value that is not a boolean', async () => {
    const refused = expectRefusal(
      await t
        .http()
        .post('/api/users')
        .set(bearer(await t.adminToken()))
        .send({ name: 'X', email: 'x@example.com', password: PASSWORD, role: 'CLIENT', mustChangePassword: 'yes' }),
      [400],
    );
    expect(byField(refused.errors)).toEqual({ mustChangePassword: 'Debe ser verdadero o falso' });
  });
});
