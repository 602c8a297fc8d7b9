import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

interface FieldError {
  field: string;
  message: string;
}
const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((error) => [error.field, error.message]));

describe('clients', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const createClient = (body: object) => t.http().post('/api/clients').set(bearer(admin)).send(body);
  const stats = async () =>
    (await t.http().get('/api/clients/stats').set(bearer(admin)).expect(200)).body.data as {
      totalClients: number;
      activeClients: number;
      inactiveClients: number;
      newClientsThisMonth: number;
    };

  it('creates a client with a generated password, answered once, that works for logging in', async () => {
    const before = await stats();
    const created = await createClient({
      name: 'Regina Flores',
      email: 'regina@example.com',
      phone: '+52 55 1234 5678',
    }).expect(201);
    expect(created.body.message).toBe('Cliente creado exitosamente');
    expect(created.body.data).toMatchObject({
      name: 'Regina Flores',
      role: 'CLIENT',
      isActive: true,
      phone: '+52 55 1234 5678',
    });
    const generated = created.body.data.generatedPassword as string;
    expect(generated).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10}$/);
    await t.login('regina@example.com', generated);
    expect(await stats()).toEqual({
      ...before,
      totalClients: before.totalClients + 1,
      activeClients: before.activeClients + 1,
      newClientsThisMonth: before.newClientsThisMonth + 1,
    });
    const withPassword = await createClient({
      name: 'Iker Soto',
      email: 'iker@example.com',
      phone: '5512345678',
      password: 'Golpe2024',
    }).expect(201);
    expect(withPassword.body.data.generatedPassword).toBeUndefined();
  });

  it('validates the WhatsApp number and password with the spec messages, in both languages', async () => {
    const missing = await createClient({ name: 'Sin Teléfono', email: 'sin@example.com' }).expect(400);
    expect(byField(missing.body.errors)).toEqual({ phone: 'El número de WhatsApp es requerido' });
    const wrong = await createClient({
      name: 'Mal Teléfono',
      email: 'mal@example.com',
      phone: '12345',
      password: 'abc',
    }).expect(400);
    expect(byField(wrong.body.errors)).toEqual({
      phone: 'Formato de WhatsApp inválido. Use: +52 55 1234 5678',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    const english = await t
      .http()
      .post('/api/clients')
      .set(bearer(admin))
      .set('Accept-Language', 'en')
      .send({ name: 'X', email: 'x@example.com', phone: '12' })
      .expect(400);
    expect(english.body.errors[0].message).toBe('Invalid WhatsApp format. Use: +52 55 1234 5678');
    for (const [index, phone] of ['+52 55 1234 5678', '+525512345678', '55 1234 5678', '5512345678'].entries()) {
      await createClient({ name: 'Formato', email: `formato${index}@example.com`, phone }).expect(201);
    }
  });

  it('edits, deactivates, reactivates and deletes, each moving the stats by exactly one', async () => {
    const id = (
      await createClient({ name: 'Tomás Luna', email: 'tomas@example.com', phone: '+52 33 1111 2222' }).expect(201)
    ).body.data.id as string;
    const edited = await t
      .http()
      .put(`/api/clients/${id}`)
      .set(bearer(admin))
      .send({ name: 'Tomás Luna Ríos' })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Cliente actualizado exitosamente',
      data: { name: 'Tomás Luna Ríos' },
    });

    const before = await stats();
    const off = await t.http().put(`/api/clients/${id}`).set(bearer(admin)).send({ isActive: false }).expect(200);
    expect(off.body.message).toBe('Cliente desactivado exitosamente');
    expect(await stats()).toMatchObject({
      totalClients: before.totalClients,
      activeClients: before.activeClients - 1,
      inactiveClients: before.inactiveClients + 1,
    });
    const refused = await t.http().post('/api/auth/login').send({ email: 'tomas@example.com', password: 'x' });
    expect(refused.status).toBe(401);

    const on = await t.http().put(`/api/clients/${id}`).set(bearer(admin)).send({ isActive: true }).expect(200);
    expect(on.body.message).toBe('Cliente activado exitosamente');
    const deleted = await t.http().delete(`/api/clients/${id}`).set(bearer(admin)).expect(200);
    expect(deleted.body.message).toBe('Cliente eliminado exitosamente');
    expect(await stats()).toMatchObject({
      totalClients: before.totalClients - 1,
      activeClients: before.activeClients - 1,
    });
    await t.http().get(`/api/clients/${id}`).set(bearer(admin)).expect(404);
    // The address is free again for a new account; the old history stays for audit.
    await createClient({ name: 'Otro Tomás', email: 'tomas@example.com', phone: '+52 33 1111 3333' }).expect(201);
    const history = await t.http().get(`/api/audit/user/${id}/events`).set(bearer(admin)).expect(200);
    expect(history.body.data.events.map((event: { type: string }) => event.type)).toEqual([
      'UserRegistered',
      'UserProfileUpdated',
      'UserDeactivated',
      'UserReactivated',
      'UserDeleted',
    ]);
  });

  it('searches name, email and phone on the server, ignoring case and accents', async () => {
    await createClient({ name: 'Ámbar Quintanilla', email: 'ambar.q@example.com', phone: '+52 81 9876 5432' }).expect(
      201,
    );
    const search = async (text: string) =>
      (
        await t
          .http()
          .get(`/api/clients?search=${encodeURIComponent(text)}`)
          .set(bearer(admin))
          .expect(200)
      ).body.data.users.map((user: { name: string }) => user.name);
    expect(await search('ambar')).toEqual(['Ámbar Quintanilla']);
    expect(await search('AMBAR.Q@')).toEqual(['Ámbar Quintanilla']);
    expect(await search('8198765432')).toEqual(['Ámbar Quintanilla']);
    expect(await search('9876 5432')).toEqual(['Ámbar Quintanilla']);
  });

  it('refuses a duplicate email, even under concurrent creates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createClient({ name: `Gemelo ${index}`, email: 'gemelo@example.com', phone: '+52 55 0000 0000' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('keeps employees out of the clients routes', async () => {
    const instructor = await createPerson(t.app, 'INSTRUCTOR');
    const response = await t.http().get(`/api/clients/${instructor.id}`).set(bearer(admin)).expect(404);
    expect(response.body.message).toBe('La persona no es un cliente');
    await t.http().delete(`/api/clients/${instructor.id}`).set(bearer(admin)).expect(404);
  });

  it('pages with sane edges', async () => {
    const page = async (query: string) =>
      (await t.http().get(`/api/clients?${query}`).set(bearer(admin)).expect(200)).body.data;
    expect((await page('limit=1000')).limit).toBe(100);
    expect((await page('limit=0')).limit).toBe(10);
    const beyond = await page('page=999');
    expect(beyond).toMatchObject({ users: [], currentPage: 999 });
    expect(beyond.total).toBeGreaterThan(0);
    const one = await page('limit=1');
    expect(one.users).toHaveLength(1);
    expect(one.totalPages).toBe(one.total);
  });
});

describe('employees', () => {
  let t: TestApp;
  let superAdmin: string;
  let superAdminId: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    superAdminId = (await t.http().get('/api/auth/profile').set(bearer(superAdmin))).body.data.id as string;
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
  });
  afterAll(() => t.close());

  const createEmployee = (body: object, token = superAdmin) =>
    t
      .http()
      .post('/api/users')
      .set(bearer(token))
      .send({ password: 'Boxeo2024', ...body });
  const employeeStats = async () =>
    (await t.http().get('/api/users/stats').set(bearer(superAdmin)).expect(200)).body.data;

  it('creates employees with every field, and counts them by role', async () => {
    const before = await employeeStats();
    const created = await createEmployee(
      {
        name: 'Ricardo Salgado',
        email: 'ricardo@boxstudio.mx',
        role: 'INSTRUCTOR',
        phone: '+52 55 4102 3381',
        dateOfBirth: '1988-03-14',
        address: 'Calle Roble 12',
        emergencyContact: 'Laura Salgado',
        emergencyPhone: '+52 55 4102 0000',
      },
      admin,
    ).expect(201);
    expect(created.body.message).toBe('Empleado creado exitosamente');
    expect(created.body.data).toMatchObject({
      role: 'INSTRUCTOR',
      dateOfBirth: '1988-03-14T00:00:00.000Z',
      emergencyContact: 'Laura Salgado',
    });
    expect(await employeeStats()).toEqual({
      ...before,
      totalEmployees: before.totalEmployees + 1,
      activeEmployees: before.activeEmployees + 1,
      instructors: before.instructors + 1,
    });
    const instructors = await t.http().get('/api/users/role/INSTRUCTOR').set(bearer(admin)).expect(200);
    expect(instructors.body.data.users.map((user: { email: string }) => user.email)).toContain('ricardo@boxstudio.mx');
    await t.http().get('/api/users/role/WIZARD').set(bearer(admin)).expect(400);
  });

  it('requires a password with the spec rules, and a known role', async () => {
    const response = await t
      .http()
      .post('/api/users')
      .set(bearer(superAdmin))
      .send({ name: 'Sin Clave', email: 'sinclave@boxstudio.mx', role: 'ROOT' })
      .expect(400);
    expect(byField(response.body.errors)).toEqual({ password: 'Este campo es requerido', role: 'Rol inválido' });
  });

  it('lets only a super admin create or promote admins', async () => {
    const refused = await createEmployee(
      { name: 'Nuevo Admin', email: 'nuevo.admin@boxstudio.mx', role: 'ADMIN' },
      admin,
    ).expect(403);
    expect(refused.body.message).toBe('Solo un super administrador puede asignar el rol de administrador');
    const instructorId = (
      await createEmployee({ name: 'Ascenso', email: 'ascenso@boxstudio.mx', role: 'INSTRUCTOR' }, admin).expect(201)
    ).body.data.id as string;
    await t.http().put(`/api/users/${instructorId}`).set(bearer(admin)).send({ role: 'ADMIN' }).expect(403);
    const promoted = await t
      .http()
      .put(`/api/users/${instructorId}`)
      .set(bearer(superAdmin))
      .send({ role: 'ADMIN' })
      .expect(200);
    expect(promoted.body.data.role).toBe('ADMIN');
    // Now an admin: another admin can no longer manage this account, nor edit its profile...
    await t.http().put(`/api/users/${instructorId}`).set(bearer(admin)).send({ isActive: false }).expect(403);
    await t.http().put(`/api/users/${instructorId}`).set(bearer(admin)).send({ phone: '+52 55 1111 2222' }).expect(403);
    // ...but its holder edits their own profile (not their role or standing).
    const own = await t.login('ascenso@boxstudio.mx', 'Boxeo2024');
    const edited = await t
      .http()
      .put(`/api/users/${instructorId}`)
      .set(bearer(own))
      .send({ phone: '+52 55 3333 4444', role: 'ADMIN' })
      .expect(200);
    expect(edited.body.data.phone).toBe('+52 55 3333 4444');
    await t.http().put(`/api/users/${instructorId}`).set(bearer(own)).send({ role: 'MANAGER' }).expect(403);
  });

  it('keeps the last active super admin, and nobody changes their own standing', async () => {
    const self = await t
      .http()
      .put(`/api/users/${superAdminId}`)
      .set(bearer(superAdmin))
      .send({ role: 'ADMIN' })
      .expect(403);
    expect(self.body.message).toBe('No puedes cambiar tu propio rol, desactivarte ni eliminarte');
    await t.http().delete(`/api/users/${superAdminId}`).set(bearer(superAdmin)).expect(403);
    const otherSuper = (
      await createEmployee({ name: 'Segunda Dueña', email: 'duena@boxstudio.mx', role: 'SUPER_ADMIN' }).expect(201)
    ).body.data.id as string;
    const otherToken = await t.login('duena@boxstudio.mx', 'Boxeo2024');
    await t.http().put(`/api/users/${superAdminId}`).set(bearer(otherToken)).send({ role: 'ADMIN' }).expect(200);
    // A role change ends the person's earlier sessions: the demoted admin signs in again.
    await t.http().get('/api/auth/profile').set(bearer(superAdmin)).expect(401);
    const demoted = await t.adminSession();
    const last = await t.http().put(`/api/users/${otherSuper}`).set(bearer(demoted)).send({ role: 'ADMIN' });
    expect(last.status).toBe(403);
    await t.http().put(`/api/users/${superAdminId}`).set(bearer(otherToken)).send({ role: 'SUPER_ADMIN' }).expect(200);
    superAdmin = await t.adminSession();
  });

  it('records who changed a role, and answers the role someone had at any past instant', async () => {
    const id = (
      await createEmployee({ name: 'Historia', email: 'historia@boxstudio.mx', role: 'INSTRUCTOR' }).expect(201)
    ).body.data.id as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const asInstructor = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.http().put(`/api/users/${id}`).set(bearer(superAdmin)).send({ role: 'SUPERVISOR' }).expect(200);
    await t.http().put(`/api/users/${id}`).set(bearer(superAdmin)).send({ isActive: false }).expect(200);
    await t.http().put(`/api/users/${id}`).set(bearer(superAdmin)).send({ isActive: true }).expect(200);
    await t.http().delete(`/api/users/${id}`).set(bearer(superAdmin)).expect(200);
    const events = (await t.http().get(`/api/audit/user/${id}/events`).set(bearer(superAdmin)).expect(200)).body.data
      .events as { type: string; data: Record<string, unknown>; metadata: { userId: string } }[];
    expect(events.map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserRoleChanged',
      'UserDeactivated',
      'UserReactivated',
      'UserDeleted',
    ]);
    expect(events.every((event) => event.metadata.userId === superAdminId)).toBe(true);
    expect(events[1]?.data).toMatchObject({ from: 'INSTRUCTOR', to: 'SUPERVISOR' });
    const then = await t
      .http()
      .get(`/api/audit/user/${id}?asOf=${encodeURIComponent(asInstructor)}`)
      .set(bearer(superAdmin))
      .expect(200);
    expect(then.body.data.state).toMatchObject({ id, role: 'INSTRUCTOR', isActive: true });
    expect(then.body.data.state).not.toHaveProperty('status');
  });

  it('filters the list by role, status and search on the server', async () => {
    await createEmployee({ name: 'Filtro Gerente', email: 'gerente@boxstudio.mx', role: 'MANAGER' }).expect(201);
    const managers = await t.http().get('/api/users?role=MANAGER&search=filtro').set(bearer(admin)).expect(200);
    expect(managers.body.data.users.map((user: { email: string }) => user.email)).toEqual(['gerente@boxstudio.mx']);
    const inactive = await t.http().get('/api/users?status=inactive').set(bearer(admin)).expect(200);
    expect(inactive.body.data.users.every((user: { isActive: boolean }) => !user.isActive)).toBe(true);
  });

  it('lists several roles at once, paged by the server (the employees screen without a role filter)', async () => {
    const staff = 'INSTRUCTOR,SUPERVISOR,MANAGER,ADMIN';
    const page = await t.http().get(`/api/users?roles=${staff}&limit=2`).set(bearer(admin)).expect(200);
    const all = await t.http().get(`/api/users?roles=${staff}&limit=100`).set(bearer(admin)).expect(200);
    expect(page.body.data.users).toHaveLength(2);
    expect(page.body.data.total).toBe(all.body.data.total);
    const roles = new Set(all.body.data.users.map((user: { role: string }) => user.role));
    expect([...roles].every((role) => staff.split(',').includes(role as string))).toBe(true);
    const managers = await t.http().get(`/api/users?roles=${staff}&role=MANAGER`).set(bearer(admin)).expect(200);
    expect(managers.body.data.users.every((user: { role: string }) => user.role === 'MANAGER')).toBe(true);
    const none = await t.http().get(`/api/users?roles=INSTRUCTOR&role=CLIENT`).set(bearer(admin)).expect(200);
    expect(none.body.data).toMatchObject({ users: [], total: 0 });
    const wrong = await t.http().get('/api/users?roles=INSTRUCTOR,WIZARD').set(bearer(admin)).expect(400);
    expect(wrong.body.errors).toMatchObject([{ field: 'roles', message: 'Rol inválido' }]);
  });

  it('creates the sample-class client through POST /users', async () => {
    const response = await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({
        name: 'Prueba Muestra',
        email: 'muestra@example.com',
        password: 'Muestra123',
        role: 'CLIENT',
        phone: '+52 55 2222 3333',
        dateOfBirth: '1995-07-01T00:00:00.000Z',
        isActive: true,
      })
      .expect(201);
    expect(response.body.data).toMatchObject({ role: 'CLIENT', isActive: true });
    expect(response.body.message).toBe('Cliente creado exitosamente');
  });
});

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('subscribes anyone, twice harmlessly, and lists subscribers for admins', async () => {
    const first = await t
      .http()
      .post('/api/newsletter/subscribe')
      .send({ firstName: 'Ana', lastName: 'Torres', email: 'ana@example.com' })
      .expect(201);
    expect(first.body.message).toBe('¡Te has suscrito exitosamente!');
    const again = await t
      .http()
      .post('/api/newsletter/subscribe')
      .set('Accept-Language', 'en')
      .send({ firstName: 'Ana', lastName: 'Torres', email: 'ANA@example.com' })
      .expect(201);
    expect(again.body.message).toBe('You have successfully subscribed!');
    const list = await t
      .http()
      .get('/api/newsletter/subscribers')
      .set(bearer(await t.adminToken()))
      .expect(200);
    expect(list.body.data).toMatchObject({ total: 1, subscribers: [{ firstName: 'Ana', email: 'ana@example.com' }] });
    await t.http().get('/api/newsletter/subscribers').expect(401);
  });

  it('asks for every field with the spec message', async () => {
    const response = await t.http().post('/api/newsletter/subscribe').send({ firstName: 'Ana' }).expect(400);
    expect(byField(response.body.errors)).toEqual({
      lastName: 'Por favor completa todos los campos',
      email: 'Por favor completa todos los campos',
    });
  });
});
