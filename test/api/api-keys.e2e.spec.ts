import type { CreatedApiKeyDto } from '@boxstudio/contracts';
import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { daysAhead, eventually, keyCalls, keyStudio, withKey, type KeyStudio } from './api-key-helpers.js';
import { allEvents } from './report-folds.js';

/** Monday 6 May 2030, 09:00 in the studio (America/Mexico_City, UTC−6). */
const NOW = '2030-05-06T15:00:00.000Z';

describe('API keys: shown once, kept hashed, used by the day, managed by admins only', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let s: KeyStudio;
  let k: ReturnType<typeof keyCalls>;
  /** Every key this suite was shown: none of them, nor its digest, may be in the log. */
  const shown: string[] = [];
  const newKey = async (extra: Record<string, unknown> = {}): Promise<CreatedApiKeyDto> => {
    const created = await k.newKey(extra);
    shown.push(created.key);
    return created;
  };
  const start = async (dataDir?: string): Promise<void> => {
    t = await startTestApp({}, dataDir, { clock, schedulerPollMs: 50 });
  };
  beforeAll(async () => {
    await start();
    s = await keyStudio(t);
    k = keyCalls(t, s, clock);
  });
  afterAll(() => t.close());

  it('answers the key once, in the create answer, and keeps only its hash', async () => {
    const body = { name: 'Power BI', expiresAt: daysAhead(clock, 90) };
    const response = await t.http().post('/api/admin/api-keys').set(bearer(s.admin)).send(body).expect(201);
    expect(response.body.message).toBe('Clave de API creada exitosamente. Cópiala ahora: no se volverá a mostrar');
    const { key, ...dto } = response.body.data as CreatedApiKeyDto;
    shown.push(key);
    expect(key).toMatch(/^bxs_[0-9A-Za-z]{81}$/);
    expect(dto).toEqual({
      id: expect.any(String),
      ...body,
      prefix: key.slice(0, 12),
      branchId: null,
      lastUsedAt: null,
      revokedAt: null,
      createdBy: s.adminId,
      createdAt: clock.now().toISOString(),
      status: 'ACTIVE',
    });
    expect(await k.listed(dto.id)).toEqual(dto);
    const events = await k.history(dto.id);
    expect(events.events.map((event) => [event.type, Object.keys(event.data).sort()])).toEqual([
      ['ApiKeyCreated', ['branchId', 'createdBy', 'expiresAt', 'keyId', 'name', 'prefix']],
    ]);
    const secret = key.slice(36, 79);
    expect(JSON.stringify([await k.keys(), events])).not.toContain(secret);
    // Nothing on disk holds it: the log, the read models, the credentials.
    for (const file of readdirSync(t.dataDir, { withFileTypes: true }).filter((entry) => entry.isFile()))
      expect(readFileSync(join(t.dataDir, file.name)).includes(secret)).toBe(false);
  });

  it('refuses a missing name, a bad or out-of-range expiry and an unknown branch, naming the field', async () => {
    const refused = async (body: object) =>
      expectRefusal(await t.http().post('/api/admin/api-keys').set(bearer(s.admin)).send(body), [400]).errors;
    const expiry = (expiresAt: string) => refused({ name: 'Tablero', expiresAt });
    expect(await refused({})).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name' }),
        expect.objectContaining({ field: 'expiresAt' }),
      ]),
    );
    expect(await refused({ name: 'x'.repeat(101), expiresAt: daysAhead(clock, 1) })).toEqual([
      expect.objectContaining({ field: 'name', message: 'El texto es demasiado largo (máximo 100 caracteres)' }),
    ]);
    expect(await expiry('2030-06-01T00:00:00')).toEqual([
      { field: 'expiresAt', message: 'Fecha inválida', code: 'VALIDATION.DATE' },
    ]);
    expect((await expiry(daysAhead(clock, -1)))?.[0]?.message).toBe('La fecha de expiración debe ser futura');
    expect((await expiry(daysAhead(clock, 366)))?.[0]?.message).toBe(
      'La fecha de expiración puede ser como máximo un año después de hoy',
    );
    expect(await refused({ name: 'Tablero', expiresAt: daysAhead(clock, 1), branchId: 'nowhere' })).toEqual([
      expect.objectContaining({ field: 'branchId', message: 'La sucursal no existe' }),
    ]);
    await newKey({ expiresAt: daysAhead(clock, 365) });
  });

  it("records a key's use once a studio day, from the key's own stream", async () => {
    const { id, key } = await newKey();
    for (let request = 0; request < 3; request += 1) expect((await k.read(key)).status).toBe(200);
    const firstUse = clock.now().toISOString();
    expect(
      (
        await eventually(
          () => k.listed(id),
          (dto) => dto?.lastUsedAt !== null,
        )
      )?.lastUsedAt,
    ).toBe(firstUse);
    clock.advance(12 * 3_600_000); // 21:00, the same studio day
    expect((await k.read(key)).status).toBe(200);
    clock.advance(6 * 3_600_000); // 03:00 the next day (09:00 UTC)
    expect((await k.read(key)).status).toBe(200);
    const uses = (await k.history(id)).events.filter((event) => event.type === 'ApiKeyUsed');
    expect(uses.map((event) => event.data.day)).toEqual(['2030-05-06', '2030-05-07']);
  });

  it('lets only admins manage keys: other roles 403, anonymous 401, and a key 403 even to list', async () => {
    const client = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    const { id, key } = await newKey();
    const calls = [
      () => t.http().get('/api/admin/api-keys'),
      () =>
        t
          .http()
          .post('/api/admin/api-keys')
          .send({ name: 'x', expiresAt: daysAhead(clock, 1) }),
      () => t.http().delete(`/api/admin/api-keys/${id}`),
    ];
    for (const call of calls) {
      expectRefusal(await call(), [401]);
      expectRefusal(await call().set(bearer(client)), [403]);
      expectRefusal(await call().set(withKey(key)), [403]);
    }
  });

  it('answers a create retried after a restart with a 409, and the key it showed still works', async () => {
    const body = { name: 'Reintento', expiresAt: daysAhead(clock, 30) };
    const send = (sent: object = body) =>
      t.http().post('/api/admin/api-keys').set(bearer(s.admin)).set('Idempotency-Key', 'clave-1').send(sent);
    // Refused first (a digest is kept, no event): the corrected request under the same key is answered.
    expectRefusal(await send({ ...body, expiresAt: daysAhead(clock, 400) }), [400]);
    const first = (await send().expect(201)).body.data as CreatedApiKeyDto;
    shown.push(first.key);
    expect((await send().expect(201)).body.data).toEqual(first);
    expect((await k.read(first.key)).status).toBe(200);
    await t.stop();
    await start(t.dataDir);
    k = keyCalls(t, s, clock);
    expect(expectRefusal(await send(), [409]).message).toBe(
      'La clave ya se creó y solo se muestra una vez; revócala y crea otra',
    );
    // The retry's own key was never shown: the one that was keeps working.
    expect((await k.read(first.key)).status).toBe(200);
    expect((await k.history(first.id)).events.map((event) => event.type)).toEqual(['ApiKeyCreated', 'ApiKeyUsed']);
  });

  it('records no key nor its digest in any event of the log', async () => {
    expect(shown.length).toBeGreaterThanOrEqual(5);
    const log = JSON.stringify(await allEvents(t.app.get<EventLog>(EVENT_LOG)));
    expect(log).toContain('ApiKeyCreated');
    for (const key of shown) {
      expect(log).not.toContain(key.slice(36, 79));
      expect(log).not.toContain(hash('sha256', key, 'hex'));
    }
  });
});
