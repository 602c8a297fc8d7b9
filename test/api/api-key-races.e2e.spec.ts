import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { keyCalls, keyStudio, type KeyStudio } from './api-key-helpers.js';

const NOW = '2030-05-06T15:00:00.000Z';
const ROUNDS = 10;

/**
 * A key's life under concurrency, checked against its stream in the log: the day's first use is
 * recorded once however many requests race for it, and a revocation racing reads is recorded once
 * and refuses every request that comes after its answer.
 */
describe('API key races', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let s: KeyStudio;
  let k: ReturnType<typeof keyCalls>;
  const typesIn = async (keyId: string): Promise<string[]> =>
    (await t.app.get<EventLog>(EVENT_LOG).readStream(`api-key-${keyId}`)).map((event) => event.type);

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    s = await keyStudio(t);
    k = keyCalls(t, s, clock);
  });
  afterAll(() => t.close());

  it(`records a day's first use once when 20 requests race for it, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, key } = await k.newKey();
      const answers = await Promise.all(Array.from({ length: 20 }, () => k.read(key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect((await typesIn(id)).filter((type) => type === 'ApiKeyUsed')).toHaveLength(1);
    }
  }, 60_000);

  it(`records a revocation racing reads once, and refuses every read after its answer, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, key } = await k.newKey();
      const revoke = () => t.http().delete(`/api/admin/api-keys/${id}`).set(bearer(s.admin));
      const [revoked, second, ...reads] = await Promise.all([
        revoke(),
        revoke(),
        ...Array.from({ length: 10 }, () => k.read(key)),
      ]);
      expect([revoked?.status, second?.status].sort()).toEqual([200, 409]);
      expect(reads.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
      expect((await k.read(key)).status).toBe(401);
      const types = await typesIn(id);
      expect(types.filter((type) => type === 'ApiKeyRevoked')).toHaveLength(1);
      // A use recorded after the revocation would be a use of a dead key.
      expect(types.slice(types.indexOf('ApiKeyRevoked') + 1)).toEqual([]);
    }
  }, 60_000);
});
