import { Projections } from '../../api/src/platform/projections/projections.js';
import { ReadYourWrites } from '../../api/src/platform/projections/read-your-writes.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal } from '../support/envelope.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { eventually, keyCalls, keyStudio, otherSecret, type KeyStudio } from './api-key-helpers.js';

const INVALID = 'Clave de API inválida, expirada o revocada';

describe('API keys refused: malformed or wrong at once, revoked or expired from the next request', () => {
  const clock = new ManualClock('2030-05-06T15:00:00.000Z');
  let t: TestApp;
  let s: KeyStudio;
  let k: ReturnType<typeof keyCalls>;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock, schedulerPollMs: 50 });
    s = await keyStudio(t);
    k = keyCalls(t, s, clock);
  });
  afterAll(() => t.close());

  it('refuses a malformed key, a wrong checksum, a wrong secret and a key beside a token with 401', async () => {
    const { id, key } = await k.newKey();
    const typo = key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a');
    for (const bad of ['hello', 'bxs_', '', typo, key.slice(0, -1), otherSecret(key)])
      expect(expectRefusal(await k.read(bad), [401]).message).toBe(INVALID);
    expect(expectRefusal(await k.read(key).set(bearer(s.admin)), [401]).message).toBe(INVALID);
    expect((await k.history(id)).events.map((event) => event.type)).toEqual(['ApiKeyCreated']);
  });

  it('revokes a key for the very next request; a second revocation is a 409', async () => {
    const { id, key, createdAt } = await k.newKey();
    expect((await k.read(key)).status).toBe(200);
    clock.advance(60_000);
    const revoked = await t.http().delete(`/api/admin/api-keys/${id}`).set(bearer(s.admin)).expect(200);
    expect(revoked.body).toMatchObject({ message: 'Clave de API revocada exitosamente', data: { status: 'REVOKED' } });
    expect(expectRefusal(await k.read(key), [401]).message).toBe(INVALID);
    // The history tells what the key was before, with the same public shape.
    const before = await t.http().get(`/api/audit/api-key/${id}?asOf=${createdAt}`).set(bearer(s.admin)).expect(200);
    expect(before.body.data.state).toMatchObject({ id, status: 'ACTIVE', revokedAt: null });
    const again = await t.http().delete(`/api/admin/api-keys/${id}`).set(bearer(s.admin));
    expect(expectRefusal(again, [409]).message).toBe('La clave de API ya está revocada');
    const unknown = await t.http().delete('/api/admin/api-keys/nope').set(bearer(s.admin));
    expect(expectRefusal(unknown, [404]).message).toBe('Clave de API no encontrada');
  });

  it('refuses an expired key from the instant of its expiry, then lists it EXPIRED', async () => {
    const { id, key } = await k.newKey({ expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString() });
    expect((await k.read(key)).status).toBe(200);
    clock.advance(3_600_000);
    expect(expectRefusal(await k.read(key), [401]).message).toBe(INVALID);
    expect(
      (
        await eventually(
          () => k.listed(id),
          (dto) => dto?.status === 'EXPIRED',
        )
      )?.status,
    ).toBe('EXPIRED');
    expect((await k.history(id)).events.at(-1)?.type).toBe('ApiKeyExpired');
  });

  it('does not wait for the read models to refuse a revoked key', async () => {
    const { id, key } = await k.newKey();
    expect((await k.read(key)).status).toBe(200);
    // The list stops following the log: a revocation's answer gives up waiting for it.
    await t.app.get(Projections).stop();
    t.app.get(ReadYourWrites).timeoutMs = 100;
    const answer = await t.http().delete(`/api/admin/api-keys/${id}`).set(bearer(s.admin)).expect(200);
    expect(answer.body.data.status).toBe('ACTIVE');
    expect(expectRefusal(await k.read(key), [401]).message).toBe(INVALID);
  });
});
