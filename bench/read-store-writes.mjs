// Throughput of the embedded read store on the projection write path and on a typical list query.
// Uses the compiled store, so build first:  npx tsc -p api/tsconfig.build.json
// Run:  node bench/read-store-writes.mjs        (each section stops at its time budget)
import { SqliteReadStore } from '../api/dist/platform/read-store/sqlite-read-store.js';

const SECTION_BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 20_000);
const UPDATE_OPS = 1_000_000;
const UPDATE_DOCS = 10_000;
const UPSERT_OPS = 200_000;
const SEARCH_DOCS = 100_000;
const SEARCH_QUERIES = 60;

const SYLLABLES = ['an', 'ma', 'ri', 'lo', 'pe', 'za', 'ca', 'ro', 'lu', 'is', 'be', 'to', 'na', 'el', 'di', 'go'];
const BRANCHES = ['north', 'south', 'center'];
const STATUSES = ['active', 'paused', 'ended'];

/** Deterministic pseudo-random numbers, so runs are comparable. */
function randomSource(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = randomSource(42);
const pick = (values) => values[Math.floor(random() * values.length)];
const word = (syllables) => Array.from({ length: syllables }, () => pick(SYLLABLES)).join('');
const capitalised = (text) => text[0].toUpperCase() + text.slice(1);

/** A member read model roughly the size projections write. */
function member(id, position) {
  const name = `${capitalised(word(2))} ${capitalised(word(3))}`;
  return {
    _id: id,
    _pos: position,
    name,
    nameSearch: name.toLowerCase(),
    email: `${id}@box.mx`,
    branchId: pick(BRANCHES),
    status: pick(STATUSES),
    joinedAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 7e10)).toISOString(),
    plan: { id: `plan-${Math.floor(random() * 5)}`, price: 400 + Math.floor(random() * 6) * 100 },
    tags: [pick(['boxing', 'cardio', 'kids']), pick(['morning', 'evening'])],
    visits: 0,
  };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function line(label, ops, elapsedMs, note = '') {
  const perSecond = Math.round((ops / elapsedMs) * 1000);
  console.log(
    `${label}: ${perSecond.toLocaleString('en-US')} ops/s ` +
      `(${ops.toLocaleString('en-US')} ops in ${elapsedMs.toFixed(0)} ms)${note}`,
  );
}

async function guardedUpdatesById() {
  const store = SqliteReadStore.open(':memory:');
  const members = store.collection('members');
  await members.insertMany(Array.from({ length: UPDATE_DOCS }, (_, i) => member(`m${i}`, 0)));
  const started = performance.now();
  const deadline = started + SECTION_BUDGET_MS;
  let ops = 0;
  let modified = 0;
  for (; ops < UPDATE_OPS; ops++) {
    const position = ops + 1;
    const result = await members.updateOne(
      { _id: `m${ops % UPDATE_DOCS}`, _pos: { $lt: position } },
      // The store offers $set and $unset only: the visit count is computed (the n-th update of this member).
      {
        $set: {
          status: STATUSES[ops % 3],
          lastVisitAt: position,
          _pos: position,
          visits: Math.floor(ops / UPDATE_DOCS) + 1,
        },
      },
    );
    modified += result.modified;
    if ((ops & 0xfff) === 0 && performance.now() > deadline) break;
  }
  const elapsed = performance.now() - started;
  if (modified !== ops) throw new Error(`expected every guarded update to apply, ${modified} of ${ops} did`);
  line(
    `guarded updateOne by _id (${UPDATE_DOCS.toLocaleString('en-US')} docs)`,
    ops,
    elapsed,
    ops < UPDATE_OPS ? ' [time budget reached]' : '',
  );
  // Replaying the same positions must change nothing: measures the skip path too.
  const replayStarted = performance.now();
  let replayed = 0;
  for (; replayed < UPDATE_DOCS * 10; replayed++) {
    const position = replayed + 1;
    const result = await members.updateOne(
      { _id: `m${replayed % UPDATE_DOCS}`, _pos: { $lt: position } },
      { $set: { _pos: position } },
    );
    if (result.matched !== 0) throw new Error('a replayed guarded update applied');
  }
  line('guarded updateOne replay (skipped)', replayed, performance.now() - replayStarted);
  await store.close();
}

async function guardedUpsertInserts() {
  const store = SqliteReadStore.open(':memory:');
  const members = store.collection('members');
  const docs = Array.from({ length: UPSERT_OPS }, (_, i) => member(`u${i}`, i + 1));
  const started = performance.now();
  const deadline = started + SECTION_BUDGET_MS;
  let ops = 0;
  for (; ops < UPSERT_OPS; ops++) {
    const { _id, _pos, ...fields } = docs[ops];
    const result = await members.updateOne(
      { _id, _pos: { $lt: _pos } },
      { $set: { ...fields, _pos } },
      { upsert: true },
    );
    if (!result.upserted) throw new Error(`upsert of ${_id} did not insert`);
    if ((ops & 0xfff) === 0 && performance.now() > deadline) break;
  }
  line('guarded upsert inserts', ops, performance.now() - started, ops < UPSERT_OPS ? ' [time budget reached]' : '');
  await store.close();
}

async function searchListQueries() {
  const store = SqliteReadStore.open(':memory:');
  const members = store.collection('members');
  await members.createIndex({ branchId: 1 });
  await members.insertMany(Array.from({ length: SEARCH_DOCS }, (_, i) => member(`s${i}`, i + 1)));
  const findTimes = [];
  const countTimes = [];
  let matchedTotal = 0;
  const deadline = performance.now() + SECTION_BUDGET_MS;
  for (let i = 0; i < SEARCH_QUERIES && performance.now() < deadline; i++) {
    const filter = {
      $or: [
        { nameSearch: { $regex: word(1) + pick(SYLLABLES)[0], $options: 'i' } },
        { email: { $regex: `^${word(1)}`, $options: 'i' } },
      ],
      status: { $in: ['active', 'paused'] },
    };
    const findStarted = performance.now();
    const page = await members.find(filter, { sort: { name: 1, _id: 1 }, skip: 20, limit: 20 });
    findTimes.push(performance.now() - findStarted);
    const countStarted = performance.now();
    matchedTotal += await members.count(filter);
    countTimes.push(performance.now() - countStarted);
    if (page.length > 20) throw new Error('limit ignored');
  }
  findTimes.sort((a, b) => a - b);
  countTimes.sort((a, b) => a - b);
  const queries = findTimes.length;
  const average = Math.round(matchedTotal / queries);
  console.log(
    'find $regex+$or+$in, sort 2 fields, skip 20 limit 20 ' +
      `over ${SEARCH_DOCS.toLocaleString('en-US')} docs (~${average.toLocaleString('en-US')} matches): ` +
      `p50 ${percentile(findTimes, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(findTimes, 0.99).toFixed(1)} ms (${queries} queries)`,
  );
  console.log(
    'count of the same filter: ' +
      `p50 ${percentile(countTimes, 0.5).toFixed(1)} ms, p99 ${percentile(countTimes, 0.99).toFixed(1)} ms`,
  );
  const indexedStarted = performance.now();
  let indexedQueries = 0;
  for (; indexedQueries < 200; indexedQueries++) {
    await members.find(
      { branchId: BRANCHES[indexedQueries % 3], status: 'active' },
      { sort: { joinedAt: -1 }, limit: 20 },
    );
  }
  console.log(
    'find on an indexed field + sort + limit 20: ' +
      `${((performance.now() - indexedStarted) / indexedQueries).toFixed(1)} ms per query`,
  );
  await store.close();
}

console.log(`read store (embedded) bench, node ${process.version}, budget ${SECTION_BUDGET_MS} ms per section`);
await guardedUpdatesById();
await guardedUpsertInserts();
await searchListQueries();
