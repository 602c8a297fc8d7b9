// Opens, uses and closes the embedded stores (event log and credentials) many times in one process,
// then idles: every statement and database handle becomes garbage for the collector to finalise
// while the process keeps running. Run under test/support/gc-pressure.cjs by gc-shutdown.e2e.spec.ts.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [distDir, dataDir] = process.argv.slice(2);
if (!distDir || !dataDir) throw new Error('usage: store-churn.mjs <api/dist> <data folder>');
const { SqliteEventLog } = await import(join(distDir, 'platform', 'event-log', 'sqlite-event-log.js'));
const { SqliteCredentialStore } = await import(
  join(distDir, 'modules', 'accounts', 'credentials', 'sqlite-credential-store.js')
);

const ROUNDS = 40;
for (let round = 0; round < ROUNDS; round += 1) {
  const log = SqliteEventLog.open(join(dataDir, 'events.sqlite3'));
  await log.append(
    `churn-${round}`,
    [{ id: randomUUID(), type: 'ChurnRecorded', data: { round }, metadata: {} }],
    'no-stream',
  );
  if ((await log.readStream(`churn-${round}`)).length !== 1)
    throw new Error(`round ${round}: the event was not read back`);
  await log.close();
  const credentials = new SqliteCredentialStore(join(dataDir, 'credentials.sqlite3'));
  await credentials.setPasswordHash(`user-${round}`, `hash-${round}`);
  await credentials.close();
  await sleep(1);
}
await sleep(1_500);
console.log(`store churn: ${ROUNDS} rounds done`);
