// List + search over 100,000 clients on the embedded read store, as GET /api/clients answers them:
// the users projection folds 100k UserRegistered events, then PeopleQueries.list runs the list's
// queries (no search, a name search, an email search, a phone-digits search, a status filter).
import { assertBuilt, importDist, int, machineNote, ms, summarize } from './lib/common.mjs';

assertBuilt();
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const QUERIES = 200;
const { SqliteReadStore } = await importDist('platform/read-store/sqlite-read-store.js');
const { ProjectionWriter } = await importDist('platform/projections/projection.js');
const { usersProjection } = await importDist('modules/accounts/projections/users.projection.js');
const { PeopleQueries } = await importDist('modules/accounts/queries/people-queries.js');

console.log(await machineNote());
const first = [
  'Sofía',
  'Diego',
  'Valentina',
  'Santiago',
  'Regina',
  'Emiliano',
  'Ximena',
  'Mateo',
  'Camila',
  'Leonardo',
  'Renata',
  'Iker',
];
const last = [
  'Hernández',
  'Martínez',
  'García',
  'López',
  'Ramírez',
  'Flores',
  'Torres',
  'Rivera',
  'Gómez',
  'Morales',
  'Cruz',
  'Reyes',
  'Ortiz',
];
const store = SqliteReadStore.open(':memory:');
const projection = usersProjection;
for (const [collection, specs] of Object.entries(projection.indexes))
  for (const fields of specs) await store.collection(collection).createIndex(fields);

const started = performance.now();
for (let index = 0; index < CLIENTS; index += 1) {
  const name = `${first[index % first.length]} ${last[(index * 7) % last.length]} ${last[(index * 11) % last.length]}`;
  const phone = `+52 55 ${String(1000 + (index % 9000)).padStart(4, '0')} ${String(index % 10_000).padStart(4, '0')}`;
  const event = {
    id: `e${index}`,
    streamId: `user-u${index}`,
    revision: 0,
    position: index + 1,
    checkpoint: String(index + 1),
    type: 'UserRegistered',
    recordedAt: new Date(),
    data: {
      userId: `u${index}`,
      role: 'CLIENT',
      name,
      email: `cliente${index}@example.com`,
      phone,
      branchId: null,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    },
    metadata: {
      userId: null,
      correlationId: 'bench',
      causationId: 'bench',
      commandType: 'Bench',
      occurredAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    },
  };
  await projection.apply(event, new ProjectionWriter(store, new Map(), event));
}
const seconds = (performance.now() - started) / 1000;
console.log(`projected ${int(CLIENTS)} clients in ${seconds.toFixed(1)} s (${int(CLIENTS / seconds)} events/s)`);

const queries = new PeopleQueries(store);
const cases = [
  ['page 1, no search', (i) => ({ roles: ['CLIENT'], status: 'all', page: 1 + (i % 5), limit: 10 })],
  [
    'search by name ("regina flo")',
    () => ({ roles: ['CLIENT'], search: 'regina flo', status: 'all', page: 1, limit: 10 }),
  ],
  [
    'search by email ("cliente4242")',
    () => ({ roles: ['CLIENT'], search: 'cliente4242', status: 'all', page: 1, limit: 10 }),
  ],
  [
    'search by phone digits ("1234 5")',
    () => ({ roles: ['CLIENT'], search: '1234 5', status: 'all', page: 1, limit: 10 }),
  ],
  ['status active, page 50', () => ({ roles: ['CLIENT'], status: 'active', page: 50, limit: 10 })],
];
const p99s = [];
for (const [label, criteria] of cases) {
  const times = [];
  let total = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    const t0 = performance.now();
    const answer = await queries.list(criteria(i));
    times.push(performance.now() - t0);
    total = answer.total;
  }
  const summary = summarize(times);
  p99s.push(summary.p99);
  console.log(
    `${label.padEnd(36)} total ${int(total).padStart(7)}  ` +
      `p50 ${ms(summary.p50)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)}`,
  );
}
console.log(`worst p99 over the cases: ${ms(Math.max(...p99s))} (no target set; figures for the record)`);
