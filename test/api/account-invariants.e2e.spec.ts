import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventLog } from '../../api/src/platform/event-log/sqlite-event-log.js';
import { UserDirectory } from '../../api/src/modules/accounts/index.js';
import { PASSWORD } from '../support/people.js';
import { ADMIN, bearer, REPO_ROOT, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Account rules that must hold however the API is called: never zero active SUPER_ADMINs, even
 * when two remove each other at the same moment; a start-up on any history; no role of null; an
 * inactive person created inactive; commands that answer the DTO itself.
 */

jest.setTimeout(180_000);

describe('account invariants', () => {
  let t: TestApp;
  let superAdmin: string;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
  });

  afterAll(async () => {
    await t?.close();
  });

  const activeSuperAdmins = async (app: TestApp): Promise<string[]> => app.app.get(UserDirectory).activeSuperAdminIds();

  it('refuses a role of null or an unknown role with a 400 naming role, and records nothing', async () => {
    const created = await t
      .http()
      .post('/api/users')
      .set(bearer(superAdmin))
      .send({ name: 'Rol Nulo', email: 'rol.nulo@boxstudio.mx', password: PASSWORD, role: 'INSTRUCTOR' })
      .expect(201);
    const id = created.body.data.id as string;
    const eventsBefore = (await t.http().get(`/api/audit/user/${id}/events`).set(bearer(superAdmin)).expect(200)).body
      .data.events.length as number;
    for (const role of [null, 'KING', 7, '']) {
      const refused = await t.http().put(`/api/users/${id}`).set(bearer(superAdmin)).send({ role }).expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'role', message: 'Rol inválido' })]);
    }
    const english = await t
      .http()
      .put(`/api/users/${id}`)
      .set(bearer(superAdmin))
      .set('Accept-Language', 'en')
      .send({ role: null })
      .expect(400);
    expect(english.body.errors).toEqual([expect.objectContaining({ field: 'role', message: 'Invalid role' })]);
    expect(
      (await t.http().get(`/api/audit/user/${id}/events`).set(bearer(superAdmin)).expect(200)).body.data.events,
    ).toHaveLength(eventsBefore);
    expect((await t.http().get(`/api/users/${id}`).set(bearer(superAdmin)).expect(200)).body.data.role).toBe(
      'INSTRUCTOR',
    );
  });

  it('creates a person inactive when asked, in the same append, and they cannot log in', async () => {
    const created = await t
      .http()
      .post('/api/users')
      .set(bearer(superAdmin))
      .send({
        name: 'Inactiva',
        email: 'inactiva@boxstudio.mx',
        password: PASSWORD,
        role: 'INSTRUCTOR',
        isActive: false,
      })
      .expect(201);
    expect(created.body.data).toMatchObject({ email: 'inactiva@boxstudio.mx', isActive: false });
    const id = created.body.data.id as string;
    expect((await t.http().get(`/api/users/${id}`).set(bearer(superAdmin)).expect(200)).body.data.isActive).toBe(false);
    const events = (await t.http().get(`/api/audit/user/${id}/events`).set(bearer(superAdmin)).expect(200)).body.data
      .events as { type: string; metadata: { causationId: string } }[];
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'UserDeactivated']);
    expect(new Set(events.map((event) => event.metadata.causationId)).size).toBe(1);
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'inactiva@boxstudio.mx', password: PASSWORD })
      .expect(401);
    expect(login.body.message).toBe('Tu cuenta está desactivada. Contacta a la administración.');
  });

  it('answers the created person itself under data, for employees and clients alike', async () => {
    const employee = await t
      .http()
      .post('/api/users')
      .set(bearer(superAdmin))
      .send({ name: 'Forma', email: 'forma@boxstudio.mx', password: PASSWORD, role: 'MANAGER' })
      .expect(201);
    expect(employee.body.data).not.toHaveProperty('user');
    const listed = await t
      .http()
      .get(`/api/users/${employee.body.data.id as string}`)
      .set(bearer(superAdmin))
      .expect(200);
    expect(employee.body.data).toEqual(listed.body.data);
    const client = await t
      .http()
      .post('/api/clients')
      .set(bearer(superAdmin))
      .send({ name: 'Cliente Forma', email: 'cliente.forma@example.com', phone: '+52 55 1111 2222' })
      .expect(201);
    expect(client.body.data).not.toHaveProperty('user');
    const { generatedPassword, ...person } = client.body.data as Record<string, unknown>;
    expect(typeof generatedPassword).toBe('string');
    expect(person).toEqual(
      (
        await t
          .http()
          .get(`/api/clients/${String(person.id)}`)
          .set(bearer(superAdmin))
          .expect(200)
      ).body.data,
    );
  });

  it('starts on a history that left no active SUPER_ADMIN, and makes ADMIN_EMAIL one again', async () => {
    const ids = await activeSuperAdmins(t);
    await t.stop();
    // The history older versions could write: every SUPER_ADMIN deleted, as after a mutual delete.
    const log = SqliteEventLog.open(join(t.dataDir, 'events.sqlite3'));
    for (const id of ids) {
      const stream = `user-${id}`;
      const revision = (await log.readStream(stream)).length - 1;
      const email = ((await log.readStream(stream))[0]?.data.email as string | undefined) ?? '';
      const metadata = {
        userId: id,
        correlationId: 'old-history',
        causationId: `old-delete-${id}`,
        commandType: 'DeleteUser',
        occurredAt: new Date().toISOString(),
      };
      await log.append(
        stream,
        [{ id: crypto.randomUUID(), type: 'UserDeleted', data: { userId: id, email }, metadata }],
        revision,
      );
    }
    await log.close();
    t = await startTestApp({}, t.dataDir);
    const after = await activeSuperAdmins(t);
    expect(after).toHaveLength(1);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.http().get('/api/auth/profile').set(bearer(admin)).expect(200)).body.data).toMatchObject({
      email: ADMIN.email,
      role: 'SUPER_ADMIN',
      isActive: true,
    });
    await t.stop();
    t = await startTestApp({}, t.dataDir);
    expect(await activeSuperAdmins(t)).toEqual(after);
  });
});

describe('project layout', () => {
  it('has the top-level nest-cli.json the design names, pointing at the API entry', () => {
    const file = join(REPO_ROOT, 'nest-cli.json');
    expect(existsSync(file)).toBe(true);
    const config = JSON.parse(readFileSync(file, 'utf8')) as { sourceRoot?: string; entryFile?: string };
    expect(existsSync(join(REPO_ROOT, config.sourceRoot ?? '', `${config.entryFile ?? ''}.ts`))).toBe(true);
  });
});
