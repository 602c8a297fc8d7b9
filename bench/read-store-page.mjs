// One page of a filtered, sorted list on the embedded read store, 100,000 documents: findPage()
// (count and page in one scan, keeping only skip+limit matches) against the count() + find()
// pair the list queries used before, side by side, on page 1 and page 50 of 10.
// Build first (npm run build -w contracts && npm run build -w api); run: node bench/read-store-page.mjs
// BENCH_API_DIST=<other build> runs another build; one without findPage prints only the old pair.
import { assertBuilt, importDist, int, machineNote, ms, summarize } from './lib/common.mjs';

assertBuilt();
const DOCS = Number(process.env.BENCH_PAGE_DOCS ?? 100_000);
const QUERIES = Number(process.env.BENCH_PAGE_QUERIES ?? 100);
const WARMUP = 10;
const CASE_BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 30_000);
const PAGE_SIZE = 10;
const { SqliteReadStore } = await importDist('platform/read-store/sqlite-read-store.js');

const FIRST = [
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
const LAST = [
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
const ROLES = ['CLIENT', 'CLIENT', 'CLIENT', 'CLIENT', 'CLIENT', 'CLIENT', 'INSTRUCTOR', 'ADMIN'];
const BRANCHES = ['b-north', 'b-south', 'b-center', 'b-east'];

/** A users read model document, shaped like the users projection writes them; deterministic. */
function user(index) {
  const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${LAST[(index * 11) % LAST.length]}`;
  return {
    _id: `u${index}`,
    _pos: index + 1,
    name,
    emailLower: `cliente${index}@example.com`,
    searchText: `${name} cliente${index}@example.com`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    role: ROLES[(index * 5) % ROLES.length],
    branchId: BRANCHES[(index * 3) % BRANCHES.length],
    isActive: index % 10 !== 0,
    isDeleted: index % 50 === 0,
    // Not in insertion order, so the sort has work to do.
    createdAt: new Date(Date.UTC(2026, 0, 1) + ((index * 7_919) % DOCS) * 60_000).toISOString(),
  };
}

console.log(await machineNote());
const store = SqliteReadStore.open(':memory:');
const users = store.collection('users');
// The indexes the users projection declares.
for (const fields of [{ emailLower: 1 }, { role: 1 }, { branchId: 1 }, { createdAt: -1 }])
  await users.createIndex(fields);
await users.insertMany(Array.from({ length: DOCS }, (_, index) => user(index)));
const hasFindPage = typeof users.findPage === 'function';
console.log(
  `${int(DOCS)} users documents; page size ${PAGE_SIZE}; ` +
    `${QUERIES} timed queries per figure after ${WARMUP} warm-up, old and new alternating`,
);
if (!hasFindPage) console.log('this build has no findPage: only the count() + find() pair is measured');

const CASES = [
  ['clients, sort createdAt desc', { isDeleted: false, role: { $in: ['CLIENT'] } }, { createdAt: -1, _id: 1 }],
  ['active, sort name', { isDeleted: false, isActive: true }, { name: 1, _id: 1 }],
  [
    'search "regina", sort createdAt',
    { isDeleted: false, role: { $in: ['CLIENT'] }, searchText: { $regex: 'regina' } },
    { createdAt: -1, _id: 1 },
  ],
  ['instructors (index), sort createdAt', { role: 'INSTRUCTOR', isDeleted: false }, { createdAt: -1, _id: 1 }],
];

async function oldPair(filter, sort, skip) {
  const [total, docs] = await Promise.all([users.count(filter), users.find(filter, { sort, skip, limit: PAGE_SIZE })]);
  return { docs, total };
}

const newPage = (filter, sort, skip) => users.findPage(filter, { sort, skip, limit: PAGE_SIZE });

async function timed(run) {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

for (const [label, filter, sort] of CASES) {
  for (const page of [1, 50]) {
    const skip = (page - 1) * PAGE_SIZE;
    const oldTimes = [];
    const newTimes = [];
    let total = 0;
    const deadline = performance.now() + CASE_BUDGET_MS;
    for (let i = 0; i < WARMUP + QUERIES && performance.now() < deadline; i++) {
      // Alternating which goes first spreads any drift in machine load evenly over both.
      const runs = hasFindPage
        ? [() => oldPair(filter, sort, skip), () => newPage(filter, sort, skip)]
        : [() => oldPair(filter, sort, skip)];
      if (i % 2 === 1) runs.reverse();
      const results = [];
      for (const run of runs) results.push(await timed(run));
      const [old, fresh] = hasFindPage && i % 2 === 1 ? [results[1], results[0]] : results;
      total = old.answer.total;
      if (
        fresh &&
        (fresh.answer.total !== total || JSON.stringify(fresh.answer.docs) !== JSON.stringify(old.answer.docs))
      ) {
        throw new Error(`findPage and count()+find() disagree on ${label}, page ${page}`);
      }
      if (i < WARMUP) continue;
      oldTimes.push(old.ms);
      if (fresh) newTimes.push(fresh.ms);
    }
    const before = summarize(oldTimes);
    const after = summarize(newTimes);
    const title = `${label}, page ${page}`.padEnd(46);
    const newText = hasFindPage
      ? `   findPage p50 ${ms(after.p50).padStart(8)} p99 ${ms(after.p99).padStart(8)}   ` +
        `p50 ${(before.p50 / after.p50).toFixed(1)}x`
      : '';
    console.log(
      `${title} total ${int(total).padStart(6)}   ` +
        `count+find p50 ${ms(before.p50).padStart(8)} p99 ${ms(before.p99).padStart(8)}${newText}  (n=${before.count})`,
    );
  }
}
await store.close();
