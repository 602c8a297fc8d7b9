#!/usr/bin/env node
// Page 1 of filtered, sorted 100,000-document lists against the target "p50 ≤ 20 ms one at a
// time and ≥ 1,000 pages/s with 32 in flight": clients (GET /api/clients, sorted by createdAt)
// and branches (GET /api/branches, sorted by name), each unfiltered, with status=active and
// with a search.
//   1. In process: the projections fold the events into an embedded read store with their
//      declared indexes (events/s: the write cost of keeping the indexes), then PeopleQueries /
//      BranchQueries answer the pages.
//   2. Over HTTP: the same events are appended to a SQLite event log, the real server
//      (api/dist/main.js) catches up from it at start, and the pages are asked for as admin.
//
//   node bench/list-pages.mjs
//   BENCH_LIST_DOCS=20000 BENCH_PHASES=process node bench/list-pages.mjs
//   BENCH_CPU_PROF=bench/.out/prof-lists node bench/list-pages.mjs   # server runs with --cpu-prof
//   BENCH_API_DIST=<other build> node bench/list-pages.mjs           # e.g. the build before a change
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import {
  assertBuilt,
  formatLatency,
  importDist,
  int,
  login,
  machineNote,
  request,
  startServer,
  summarize,
  tempDir,
  verdict,
} from './lib/common.mjs';
import { appendAll, branchEvents, branchRenamed, personEvents, recorded } from './lib/list-data.mjs';

const DOCS = Number(process.env.BENCH_LIST_DOCS ?? 100_000);
const SERIAL = Number(process.env.BENCH_LIST_SERIAL ?? 300);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 8) * 1000;
const PHASES = new Set((process.env.BENCH_PHASES ?? 'process,http').split(','));
const CONCURRENCY = 32;
const TARGET_P50_MS = 20;
const TARGET_PAGES_PER_S = 1000;

assertBuilt();
const { SqliteReadStore } = await importDist('platform/read-store/sqlite-read-store.js');
const { ProjectionWriter } = await importDist('platform/projections/projection.js');
const { usersProjection } = await importDist('modules/accounts/projections/users.projection.js');
const { branchesProjection } = await importDist('modules/branches/projections/branches.projection.js');
const { PeopleQueries } = await importDist('modules/accounts/queries/people-queries.js');
const { BranchQueries } = await importDist('modules/branches/queries/branch-queries.js');
const { BranchFigureRegistry, countedPerBranch } = await importDist('modules/branches/branch-figures.js');
const { View } = await importDist('platform/projections/view.js');
const { USERS } = await importDist('modules/accounts/projections/user-docs.js');
const { createEventLog } = await importDist('platform/event-log/create-event-log.js');
const { userAggregate } = await importDist('modules/accounts/domain/user.aggregate.js');
const { branchAggregate } = await importDist('modules/branches/domain/branch.aggregate.js');

/** [label, HTTP path, the same page in process]. */
const CASES = [
  [
    'clients',
    '/api/clients?page=1&limit=10',
    (q) => q.people.list({ roles: ['CLIENT'], status: 'all', page: 1, limit: 10 }),
  ],
  [
    'clients, status=active',
    '/api/clients?page=1&limit=10&status=active',
    (q) => q.people.list({ roles: ['CLIENT'], status: 'active', page: 1, limit: 10 }),
  ],
  ['branches', '/api/branches?page=1&limit=10', (q) => q.branches.list({ status: 'all', page: 1, limit: 10 })],
  [
    'branches, status=active',
    '/api/branches?page=1&limit=10&status=active',
    (q) => q.branches.list({ status: 'active', page: 1, limit: 10 }),
  ],
  // A search is a filter too: "contains" over folded text, which no sorted index can answer.
  [
    'clients, search=garcia',
    '/api/clients?page=1&limit=10&search=garcia',
    (q) => q.people.list({ roles: ['CLIENT'], status: 'all', search: 'garcia', page: 1, limit: 10 }),
  ],
  [
    'branches, search=queretaro',
    '/api/branches?page=1&limit=10&search=queretaro',
    (q) => q.branches.list({ status: 'all', search: 'queretaro', page: 1, limit: 10 }),
  ],
];

const verdicts = [];
function judge(label, p50, perSecond) {
  verdicts.push(verdict(`${label}: p50 one at a time (ms)`, Number(p50.toFixed(2)), TARGET_P50_MS, false));
  verdicts.push(
    verdict(`${label}: pages/s with ${CONCURRENCY} in flight`, Math.round(perSecond), TARGET_PAGES_PER_S, true),
  );
}

/** Folds `count` entities' events with `projection` (as the runner applies them); answers events/s. */
async function fold(store, projection, count, eventsOf, label) {
  let position = 0;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    for (const [revision, event] of eventsOf(index).entries()) {
      const applied = recorded(event, `s${index}`, revision, ++position);
      await projection.apply(applied, new ProjectionWriter(store, new Map(), applied));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${int(position)} events in ${seconds.toFixed(2)} s = ${int(position / seconds)} events/s`);
}

async function inProcess() {
  console.log(`\n1) In process: embedded read store, the projections' declared indexes, PeopleQueries / BranchQueries`);
  const store = SqliteReadStore.open(':memory:');
  for (const projection of [usersProjection, branchesProjection]) {
    for (const [name, specs] of Object.entries(projection.indexes ?? {}))
      for (const fields of specs) await store.collection(name).createIndex(fields);
  }
  await fold(
    store,
    usersProjection,
    DOCS,
    (i) => personEvents(i, `u${i}`),
    `fold ${int(DOCS)} people (users projection)`,
  );
  await fold(
    store,
    branchesProjection,
    DOCS,
    (i) => branchEvents(i, `b${i}`),
    `fold ${int(DOCS)} branches (branches projection)`,
  );
  await fold(
    store,
    branchesProjection,
    DOCS,
    (i) => [branchRenamed(i, `b${i}`, 1)],
    `rename ${int(DOCS)} branches (each moves in the name index)`,
  );
  // Committed as the projection runner commits with its checkpoints (the store's statistics are refreshed then).
  await store.commit();
  // The people of each row's branch are counted by the accounts module, as in the server.
  const figures = new BranchFigureRegistry();
  figures.register(
    countedPerBranch('users', new View(store, USERS), (branchId) => ({ branchId, isDeleted: false }), {
      isActive: true,
    }),
  );
  const queries = { people: new PeopleQueries(store), branches: new BranchQueries(store, figures) };
  for (const [label, , page] of CASES) {
    const coldStarted = performance.now();
    const { total } = await page(queries);
    const cold = performance.now() - coldStarted;
    for (let i = 0; i < 30; i++) await page(queries);
    const times = [];
    for (let i = 0; i < SERIAL; i++) {
      const started = performance.now();
      await page(queries);
      times.push(performance.now() - started);
    }
    const serial = summarize(times);
    let pages = 0;
    const started = performance.now();
    while (performance.now() - started < DURATION_MS / 4) {
      await Promise.all(Array.from({ length: CONCURRENCY }, () => page(queries)));
      pages += CONCURRENCY;
    }
    const perSecond = pages / ((performance.now() - started) / 1000);
    console.log(
      `  ${label.padEnd(24)} total ${int(total).padStart(7)}  first page ${cold.toFixed(1)} ms, ` +
        `then one at a time ${formatLatency(serial)}  |  ` +
        `${int(perSecond)} pages/s with ${CONCURRENCY} in flight`,
    );
    judge(`in process, ${label}`, serial.p50, perSecond);
  }
  await firstTimeSearches(queries);
}

/**
 * Words typed into a list's search box for the first time: every term is new to the store, so
 * none of them can be answered from what an earlier search kept. Each is asked once.
 */
const FIRST_TIME_TERMS = {
  clients: [
    'sofia',
    'diego',
    'valen',
    'hernan',
    'martinez',
    'lopez',
    'ramirez',
    'ximena',
    'torres',
    'rivera',
    'gomez',
    'cruz',
    'mateo ort',
    'zz',
    'renata reyes',
  ],
  branches: [
    'merida',
    'puebla',
    'guadalajara',
    'monterrey',
    'leon',
    'tijuana',
    'mexico',
    'jalisco',
    'yucatan',
    'nuevo',
    'baja',
    'studio 1',
    'boxstudio q',
    '999',
    'zz',
  ],
};

async function firstTimeSearches(queries) {
  const times = { clients: [], branches: [] };
  // Interleaved, so that a pause of the machine does not fall on one list only.
  for (let i = 0; i < FIRST_TIME_TERMS.clients.length; i++) {
    for (const list of ['clients', 'branches']) {
      const search = FIRST_TIME_TERMS[list][i];
      const started = performance.now();
      if (list === 'clients')
        await queries.people.list({ roles: ['CLIENT'], status: 'active', search, page: 1, limit: 10 });
      else await queries.branches.list({ status: 'all', search, page: 1, limit: 10 });
      times[list].push(performance.now() - started);
    }
  }
  for (const list of ['clients', 'branches']) {
    const summary = summarize(times[list]);
    console.log(
      `  ${`${list}, a new search term`.padEnd(24)} ${times[list].length} terms, ` +
        `each asked once: ${formatLatency(summary)}`,
    );
    verdicts.push(
      verdict(
        `in process, ${list}, a search term asked for the first time: p50 (ms)`,
        Number(summary.p50.toFixed(2)),
        TARGET_P50_MS,
        false,
      ),
    );
  }
}

/** The log a server catches up from: DOCS people and DOCS branches, one stream each. */
async function seedLog(dataDir) {
  const log = await createEventLog({ dataDir });
  const started = performance.now();
  function* streams() {
    for (let i = 0; i < DOCS; i++) {
      const id = `u${i}`;
      yield [userAggregate.streamId(id), personEvents(i, id)];
    }
    for (let i = 0; i < DOCS; i++) {
      const id = `b${i}`;
      yield [branchAggregate.streamId(id), branchEvents(i, id)];
    }
  }
  const head = await appendAll(log, streams());
  await log.close();
  console.log(`  seeded the event log: ${int(head)} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** `concurrency` keep-alive connections, each asking again as soon as it has its answer. */
async function load(port, path, token, concurrency, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let answered = 0;
  let errors = 0;
  const warmEnd = performance.now() + WARMUP_MS;
  const end = warmEnd + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const res = await request(agent, port, { method: 'GET', path, token }).catch(() => ({ status: 0 }));
      const done = performance.now();
      if (done < warmEnd || done > end) continue;
      if (res.status !== 200) errors++;
      answered++;
      if (sent >= warmEnd) latencies.push(done - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { perSecond: answered / (durationMs / 1000), summary: summarize(latencies), errors };
}

async function overHttp() {
  console.log(`\n2) Over HTTP: the real server catching up from a seeded SQLite event log, as admin`);
  const dataDir = tempDir('list-pages');
  await seedLog(dataDir);
  const nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    mkdirSync(resolve(process.env.BENCH_CPU_PROF), { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`);
  }
  const starting = performance.now();
  const server = await startServer({ env: { DATA_DIR: dataDir }, nodeArgs, startTimeoutMs: 600_000 });
  console.log(`  server healthy after ${((performance.now() - starting) / 1000).toFixed(1)} s (catch-up included)`);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const token = await login(agent, server.port);
    for (const [label, path] of CASES) {
      const first = await request(agent, server.port, { method: 'GET', path, token });
      if (first.status !== 200)
        throw new Error(`GET ${path} answered ${first.status}: ${JSON.stringify(first.body).slice(0, 300)}`);
      for (let i = 0; i < 30; i++) await request(agent, server.port, { method: 'GET', path, token });
      const times = [];
      for (let i = 0; i < SERIAL; i++)
        times.push((await request(agent, server.port, { method: 'GET', path, token })).ms);
      const serial = summarize(times);
      await server.probe();
      const loaded = await load(server.port, path, token, CONCURRENCY, DURATION_MS);
      const probe = await server.probe();
      const cpu =
        probe?.cpuMs === undefined ? 'n/a' : `${Math.round((100 * probe.cpuMs) / (probe.activeMs + probe.idleMs))}%`;
      console.log(`  GET ${path}  total ${int(first.body?.data?.total ?? NaN)}`);
      console.log(`    one at a time: ${formatLatency(serial)}`);
      console.log(
        `    ${CONCURRENCY} in flight: ${int(loaded.perSecond)} pages/s, ${formatLatency(loaded.summary)}, ` +
          `errors ${loaded.errors}; server CPU ${cpu} of one core`,
      );
      judge(`HTTP, ${label}`, serial.p50, loaded.perSecond);
    }
    agent.destroy();
  } finally {
    await server.stop();
    if (process.env.BENCH_CPU_PROF)
      console.log(`  CPU profile of the server in ${resolve(process.env.BENCH_CPU_PROF)}`);
  }
}

console.log(
  `list-pages: page 1 of 10 over ${int(DOCS)} people and ${int(DOCS)} branches; ` +
    `${SERIAL} pages one at a time, then ${CONCURRENCY} in flight`,
);
console.log(await machineNote());
if (PHASES.has('process')) await inProcess();
if (PHASES.has('http')) await overHttp();
console.log(
  `\nTargets: p50 ≤ ${TARGET_P50_MS} ms one at a time, ` +
    `≥ ${int(TARGET_PAGES_PER_S)} pages/s with ${CONCURRENCY} in flight`,
);
for (const line of verdicts) console.log(`  ${line}`);
if (PHASES.has('process'))
  console.log(
    `(in process, "${CONCURRENCY} in flight" is ${CONCURRENCY} concurrent calls on one thread: ` +
      'the store answers synchronously)',
  );
