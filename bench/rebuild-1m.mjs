#!/usr/bin/env node
// Rebuild speed over a 1,000,000-event log: writes the log directly with the compiled embedded
// event log (BranchCreated for 10,000 branches, then BranchUpdated events cycling over them),
// then folds it into a fresh embedded read store with the classes the server uses:
//   1. log read only (readAll in batches of 2,000, no projection): the floor set by the log;
//   2. ProjectionRunner.start() on a fresh store: what every server start does (catch-up);
//   3. ProjectionRunner.startRebuild('branches'): what POST /api/admin/projections/branches/rebuild does;
//   4. the real server on the same log: POST .../branches/rebuild?wait=true while GET /api/health is
//      polled, one request after the other: how long the server makes a request wait meanwhile.
// Phases 2 and 3 also measure this process's event-loop delay (perf_hooks.monitorEventLoopDelay).
//
//   node bench/rebuild-1m.mjs
//   BENCH_EVENTS=200000 node bench/rebuild-1m.mjs     # a smaller log (multiple of BENCH_BRANCHES)
//   BENCH_LOG_DIR=/tmp/log node bench/rebuild-1m.mjs  # keep the log there and reuse it next time
//   BENCH_CPU_PROF=/tmp/prof node bench/rebuild-1m.mjs  # also writes a CPU profile of phases 1-3
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { statSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  assertBuilt,
  formatLatency,
  importDist,
  int,
  login,
  machineNote,
  removeTempDir,
  request,
  sleep,
  startServer,
  summarize,
  tempDir,
  verdict,
} from './lib/common.mjs';

const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 10_000);
const TOTAL_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const TARGET_EVENTS_PER_S = 250_000;
/** The rebuild target; the start-up catch-up keeps the earlier target of the rebuild. */
const TARGET_CATCH_UP_EVENTS_PER_S = 100_000;
/** Appends per rate window, and how far the last window's rate may fall below the first's. */
const RATE_WINDOW = 100_000;
const TARGET_APPEND_RATE_KEPT = 0.9;
const TARGET_HEALTH_P99_MS = 50;
const HEALTH_GAP_MS = 5; // pause between two health requests (one in flight at a time)
const PROGRESS_EVERY = Math.max(BRANCHES, Math.round(TOTAL_EVENTS / 10));
const MAX_SECONDS_PER_PHASE = 600; // a hard bound: a phase slower than this aborts the bench

assertBuilt();
const { createEventLog } = await importDist('platform/event-log/create-event-log.js');
const { createReadStore } = await importDist('platform/read-store/create-read-store.js');
const { ProjectionRegistry } = await importDist('platform/projections/projection-registry.js');
const { ProjectionRunner } = await importDist('platform/projections/projection-runner.js');
const { ReadYourWrites } = await importDist('platform/projections/read-your-writes.js');
const { branchesProjection } = await importDist('modules/branches/projections/branches.projection.js');
const { BRANCHES: BRANCHES_SPEC } = await importDist('modules/branches/projections/branch-docs.js');
const { branchAggregate } = await importDist('modules/branches/domain/branch.aggregate.js');
const BRANCHES_COLLECTION = BRANCHES_SPEC.name;
const branchStream = (id) => branchAggregate.streamId(id);

const CITIES = [
  ['Ciudad de México', 'CDMX', '06600', '55'],
  ['Querétaro', 'Querétaro', '76000', '442'],
  ['Guadalajara', 'Jalisco', '44100', '33'],
  ['Monterrey', 'Nuevo León', '64000', '81'],
  ['Mérida', 'Yucatán', '97000', '999'],
  ['Puebla', 'Puebla', '72000', '222'],
  ['León', 'Guanajuato', '37000', '477'],
  ['Tijuana', 'Baja California', '22000', '664'],
];
const STREETS = [
  'Av. Reforma',
  'Calle Juárez',
  'Blvd. Bernardo Quintana',
  'Av. Constituyentes',
  'Calle 60',
  'Av. Vallarta',
];

const ADMIN_ID = randomUUID();
const BASE_TIME = Date.parse('2025-01-06T09:00:00.000Z');

function metadata(commandType, sequence) {
  const commandId = randomUUID();
  return {
    userId: ADMIN_ID,
    correlationId: randomUUID(),
    causationId: commandId,
    commandType,
    occurredAt: new Date(BASE_TIME + sequence * 1000).toISOString(),
  };
}

function createdEvent(branchId, n) {
  const [city, state, postalCode, area] = CITIES[n % CITIES.length];
  return {
    id: randomUUID(),
    type: 'BranchCreated',
    data: {
      branchId,
      name: `BoxStudio ${city} ${n + 1}`,
      address: `${STREETS[n % STREETS.length]} ${100 + (n % 900)}, Col. Centro`,
      city,
      state,
      country: 'México',
      postalCode: n % 5 === 0 ? null : postalCode,
      phone: n % 3 === 0 ? null : `+52 ${area} ${1000 + (n % 9000)}-${1000 + ((n * 7) % 9000)}`,
      email: n % 4 === 0 ? null : `sucursal${n + 1}@boxstudio.mx`,
    },
    metadata: metadata('CreateBranch', n),
  };
}

/** The changes of an edit, cycling over the shapes the edit form produces. */
function changesFor(n, round) {
  const [city, state, postalCode, area] = CITIES[(n + round) % CITIES.length];
  switch (round % 6) {
    case 0:
      return { city, state, postalCode };
    case 1:
      return { phone: `+52 ${area} ${1000 + ((n + round) % 9000)}-${1000 + ((n * round) % 9000)}` };
    case 2:
      return { name: `BoxStudio ${city} ${n + 1} (${round})` };
    case 3:
      return {
        address: `${STREETS[(n + round) % STREETS.length]} ${100 + ((n + round) % 900)}, Col. Centro`,
        postalCode,
      };
    case 4:
      return { email: round % 12 === 4 ? null : `contacto${n + 1}.${round}@boxstudio.mx` };
    default:
      return { phone: null, email: `sucursal${n + 1}@boxstudio.mx` };
  }
}

function updatedEvent(branchId, n, round, sequence) {
  return {
    id: randomUUID(),
    type: 'BranchUpdated',
    data: { branchId, changes: changesFor(n, round) },
    metadata: metadata('UpdateBranch', sequence),
  };
}

function dirSize(dir) {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

function checkBound(started, phase) {
  if ((performance.now() - started) / 1000 > MAX_SECONDS_PER_PHASE)
    throw new Error(`${phase} took longer than ${MAX_SECONDS_PER_PHASE} s: aborted`);
}

/**
 * This process's event-loop delay while `work` runs (p50, p99, max in ms): how late a timer due
 * every 5 ms fires. A fold that does not yield delays every HTTP request by as much.
 */
async function withLoopDelay(work) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await work();
    return {
      result,
      delay: { p50: histogram.percentile(50) / 1e6, p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 },
    };
  } finally {
    histogram.disable();
  }
}

const delayText = ({ p50, p99, max }) =>
  `event-loop delay p50 ${p50.toFixed(1)} / p99 ${p99.toFixed(1)} / max ${max.toFixed(1)} ms`;

/**
 * The real server on this log (it catches up at start), then POST .../branches/rebuild?wait=true
 * while this process sends GET /api/health one after the other: each one's latency is what a
 * request meets during a rebuild. Also the server's own event-loop delay over the rebuild.
 */
async function healthDuringRebuild(dataDir) {
  const server = await startServer({ env: { DATA_DIR: dataDir }, startTimeoutMs: MAX_SECONDS_PER_PHASE * 1000 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const token = await login(agent, server.port);
    await server.probe(); // starts the server's event-loop figures afresh
    const latencies = [];
    let finished = false;
    const started = performance.now();
    const path = '/api/admin/projections/branches/rebuild?wait=true';
    const answer = request(agent, server.port, {
      method: 'POST',
      path,
      token,
      timeoutMs: MAX_SECONDS_PER_PHASE * 1000,
    }).finally(() => (finished = true));
    while (!finished) {
      const health = await request(agent, server.port, { method: 'GET', path: '/api/health' });
      if (health.status !== 200)
        throw new Error(`GET /api/health answered ${health.status} during the rebuild: ${JSON.stringify(health.body)}`);
      latencies.push(health.ms);
      await sleep(HEALTH_GAP_MS);
      checkBound(started, 'The rebuild over HTTP');
    }
    const rebuilt = await answer;
    const seconds = (performance.now() - started) / 1000;
    if (rebuilt.status !== 200 && rebuilt.status !== 202)
      throw new Error(`POST ${path} answered ${rebuilt.status}: ${JSON.stringify(rebuilt.body)}`);
    return {
      seconds,
      status: rebuilt.status,
      progress: rebuilt.body?.data?.rebuild,
      health: summarize(latencies),
      probe: await server.probe(),
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** Runs `work` and answers its result with the wall and CPU seconds it took (CPU of this process). */
async function timed(work) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** Optionally profiles `work` with the inspector (BENCH_CPU_PROF=<dir>). */
async function maybeProfile(name, work) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(resolve(dir), { recursive: true });
    const file = join(resolve(dir), `rebuild-1m-${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`    CPU profile: ${file}`);
    session.disconnect();
  }
}

async function writeLog(dataDir) {
  const log = await createEventLog({ dataDir });
  const existing = await log.headPosition();
  // A reused log also holds what phase 5's server appended after it (its first admin): a few events.
  if (existing >= TOTAL_EVENTS && existing < TOTAL_EVENTS + 100 && process.env.BENCH_LOG_DIR) {
    await log.close();
    return { seconds: 0, head: existing, bytes: dirSize(dataDir), reused: true };
  }
  if (existing !== 0)
    throw new Error(`${dataDir} holds a log of ${existing} events, not ${TOTAL_EVENTS}: empty it first`);
  const ids = Array.from({ length: BRANCHES }, () => randomUUID());
  const rounds = Math.ceil(TOTAL_EVENTS / BRANCHES);
  const started = performance.now();
  let written = 0;
  let nextReport = PROGRESS_EVERY;
  // The append rate over the first and the last WINDOW events: cost must not grow with the log.
  let windowStarted = started;
  let windowFrom = 0;
  const windows = [];
  for (let round = 0; round < rounds && written < TOTAL_EVENTS; round++) {
    // One append per branch, all queued in the same tick: the log commits them as one group.
    const count = Math.min(BRANCHES, TOTAL_EVENTS - written);
    const appends = new Array(count);
    for (let n = 0; n < count; n++) {
      const stream = branchStream(ids[n]);
      appends[n] =
        round === 0
          ? log.append(stream, [createdEvent(ids[n], n)], 'no-stream')
          : log.append(stream, [updatedEvent(ids[n], n, round, written + n)], round - 1);
    }
    await Promise.all(appends);
    written += count;
    if (written - windowFrom >= RATE_WINDOW || written === TOTAL_EVENTS) {
      const now = performance.now();
      windows.push({
        from: windowFrom,
        to: written,
        perSecond: ((written - windowFrom) * 1000) / (now - windowStarted),
      });
      windowStarted = now;
      windowFrom = written;
    }
    if (written >= nextReport || written === TOTAL_EVENTS) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `    written ${int(written).padStart(9)} events  ` +
          `${seconds.toFixed(1).padStart(6)} s  ${int(written / seconds)} events/s`,
      );
      nextReport += PROGRESS_EVERY;
    }
    checkBound(started, 'Writing the log');
  }
  const seconds = (performance.now() - started) / 1000;
  const head = await log.headPosition();
  await log.close();
  return { seconds, head, bytes: dirSize(dataDir), windows };
}

/** Reads the whole log in batches of 2,000 (what ProjectionRebuild does), applying nothing. */
async function readOnly(log) {
  const started = performance.now();
  let checkpoint = null;
  let count = 0;
  for (;;) {
    const batch = await log.readAll(checkpoint, 2000);
    if (batch.length === 0) break;
    count += batch.length;
    checkpoint = batch[batch.length - 1].checkpoint;
    checkBound(started, 'Reading the log');
  }
  return { count, seconds: (performance.now() - started) / 1000 };
}

/** ReadYourWrites that also prints progress; the runner calls advance() once per event. */
class ProgressReadYourWrites extends ReadYourWrites {
  constructor(label) {
    super();
    this.label = label;
    this.nextMark = PROGRESS_EVERY;
    this.started = performance.now();
  }
  advance(position) {
    super.advance(position);
    if (position >= this.nextMark) {
      const seconds = (performance.now() - this.started) / 1000;
      console.log(
        `    ${this.label} at ${int(position).padStart(9)}  ` +
          `${seconds.toFixed(1).padStart(6)} s  ${int(position / seconds)} events/s`,
      );
      this.nextMark += PROGRESS_EVERY;
    }
  }
}

/** The log as the runner sees it, with progress printed as a rebuild reads it. */
function observedLog(log, label) {
  let nextMark = PROGRESS_EVERY;
  let started = null;
  return {
    append: (...args) => log.append(...args),
    readStream: (...args) => log.readStream(...args),
    subscribeAll: (...args) => log.subscribeAll(...args),
    headPosition: () => log.headPosition(),
    close: () => log.close(),
    async readAll(after, maxCount) {
      started ??= performance.now();
      const batch = await log.readAll(after, maxCount);
      const last = batch[batch.length - 1]?.position ?? 0;
      if (last >= nextMark) {
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `    ${label} at ${int(last).padStart(9)}  ` +
            `${seconds.toFixed(1).padStart(6)} s  ${int(last / seconds)} events/s`,
        );
        nextMark += PROGRESS_EVERY;
      }
      return batch;
    },
  };
}

async function main() {
  console.log(`rebuild-1m: ${int(TOTAL_EVENTS)} events over ${int(BRANCHES)} branches, embedded log and read store`);
  console.log(await machineNote());
  // BENCH_LOG_DIR keeps the written log between runs (writing it takes about a minute).
  const dataDir = process.env.BENCH_LOG_DIR ? resolve(process.env.BENCH_LOG_DIR) : tempDir('rebuild');
  const figures = {};
  // events/s over wall time, and per CPU-second of this process (robust to other load on the machine)
  const rates = (events, phase) =>
    `${int(events / phase.seconds)} events/s (${int(events / phase.cpuSeconds)} per CPU-second)`;
  let events = TOTAL_EVENTS;
  try {
    console.log('\n1) Writing the log (one append per branch, 10,000 appends queued at once → one group commit each)');
    const write = await timed(() => writeLog(dataDir));
    const written = write.result;
    events = written.head;
    if (written.reused) console.log(`  reused the log in ${dataDir} (BENCH_LOG_DIR): ${int(events)} events`);
    else
      console.log(
        `  wrote ${int(events)} events in ${write.seconds.toFixed(1)} s: ${rates(events, write)}; ` +
          `data folder ${(written.bytes / 1e6).toFixed(0)} MB`,
      );
    figures.write = written.reused ? null : write;

    const log = await createEventLog({ dataDir });
    try {
      console.log('\n2) Log read only (readAll, batches of 2,000, no projection)');
      const read = await timed(() => maybeProfile('read-only', () => readOnly(log)));
      figures.read = read;
      console.log(
        `  read ${int(read.result.count)} events in ${read.seconds.toFixed(1)} s: ${rates(read.result.count, read)}`,
      );

      console.log(
        '\n3) ProjectionRunner.start() on a fresh read store: catch-up from position 0 (what a server start does)',
      );
      const store = await createReadStore({ dataDir: join(dataDir, 'read-models') });
      const registry = new ProjectionRegistry();
      registry.register(branchesProjection);
      const runner = new ProjectionRunner(
        observedLog(log, 'rebuilt'),
        store,
        registry,
        new ProgressReadYourWrites('caught up'),
      );
      const start = await timed(() => withLoopDelay(() => maybeProfile('runner-start', () => runner.start())));
      start.docs = await store.collection(BRANCHES_COLLECTION).count({});
      figures.start = start;
      console.log(
        `  caught up with ${int(events)} events in ${start.seconds.toFixed(1)} s: ${rates(events, start)}; ` +
          `${int(start.docs)} branch documents; ${delayText(start.result.delay)}`,
      );

      console.log(
        `\n4) ProjectionRunner.startRebuild('branches'): fresh copy over the whole log, ` +
          'then swap (what the rebuild endpoint does)',
      );
      const rebuild = await timed(() =>
        withLoopDelay(() =>
          maybeProfile('rebuild', async () => {
            const { done, track } = runner.startRebuild('branches');
            await done;
            return track;
          }),
        ),
      );
      const track = rebuild.result.result;
      rebuild.docs = await store.collection(BRANCHES_COLLECTION).count({});
      figures.rebuild = rebuild;
      const info = (await runner.describe()).find((projection) => projection.name === 'branches');
      if (track.rebuild?.error) throw new Error(`Rebuild failed: ${track.rebuild.error}`);
      console.log(
        `  rebuilt ${int(track.rebuild?.done ?? 0)} events in ${rebuild.seconds.toFixed(1)} s: ` +
          `${rates(events, rebuild)} ` +
          `(the rebuild's own figure: ${int(track.rebuild?.eventsPerSecond ?? 0)} events/s); ` +
          `${int(rebuild.docs)} branch documents; ` +
          `status ${info?.status}, lag ${info?.lag}; ${delayText(rebuild.result.delay)}`,
      );
      const sample = (await store.collection(BRANCHES_COLLECTION).find({}, { limit: 1 }))[0];
      console.log(`  sample document: ${JSON.stringify(sample)}`);
      await runner.stop();
      await store.close();
    } finally {
      await log.close();
    }

    console.log(
      `\n5) The server on this log: POST /api/admin/projections/branches/rebuild?wait=true ` +
        'while GET /api/health is polled',
    );
    const overHttp = await healthDuringRebuild(dataDir);
    figures.http = overHttp;
    console.log(
      `  answered ${overHttp.status} after ${overHttp.seconds.toFixed(1)} s; ` +
        `the server’s figure: ${int(overHttp.progress?.eventsPerSecond ?? 0)} events/s`,
    );
    console.log(`  GET /api/health during the rebuild: ${formatLatency(overHttp.health)}`);
    const { probe } = overHttp;
    if (probe)
      console.log(
        `  server ${delayText({ p50: probe.delayP50Ms, p99: probe.delayP99Ms, max: probe.delayMaxMs })}, ` +
          `event loop ${(probe.utilization * 100).toFixed(0)}% busy`,
      );
  } finally {
    if (!process.env.BENCH_LOG_DIR) removeTempDir(dataDir);
  }

  const row = (label, count, phase, extra = '') =>
    console.log(
      `  ${label.padEnd(34)} ${int(count / phase.seconds).padStart(9)} events/s  ` +
        `${int(count / phase.cpuSeconds).padStart(9)} per CPU-s  (${phase.seconds.toFixed(1)} s${extra})`,
    );
  const delay = (phase) =>
    `, loop delay p99 ${phase.result.delay.p99.toFixed(1)} / max ${phase.result.delay.max.toFixed(1)} ms`;
  console.log('\nSummary');
  if (figures.write) row('write (group-committed appends)', events, figures.write);
  row('log read only', figures.read.result.count, figures.read);
  row('runner start (catch-up)', events, figures.start, delay(figures.start));
  row('rebuild (startRebuild)', events, figures.rebuild, delay(figures.rebuild));
  console.log(
    `  documents after rebuild            ${int(figures.rebuild.docs).padStart(9)}  ` +
      `(expected ${int(Math.min(BRANCHES, TOTAL_EVENTS))})`,
  );
  console.log(
    `  health during the HTTP rebuild     p50 ${figures.http.health.p50.toFixed(1)} / ` +
      `p99 ${figures.http.health.p99.toFixed(1)} / ` +
      `max ${figures.http.health.max.toFixed(1)} ms (n=${figures.http.health.count})`,
  );
  console.log(
    '  ' + verdict('rebuild events/s', Math.round(events / figures.rebuild.seconds), TARGET_EVENTS_PER_S, true),
  );
  console.log(
    '  ' +
      verdict(
        'GET /api/health p99 during the rebuild, ms',
        Number(figures.http.health.p99.toFixed(1)),
        TARGET_HEALTH_P99_MS,
        false,
      ),
  );
  console.log(
    '  ' +
      verdict(
        'event-loop delay p99 during the rebuild (in process), ms',
        Number(figures.rebuild.result.delay.p99.toFixed(1)),
        TARGET_HEALTH_P99_MS,
        false,
      ),
  );
  console.log(
    '  ' +
      verdict(
        'runner catch-up events/s',
        Math.round(events / figures.start.seconds),
        TARGET_CATCH_UP_EVENTS_PER_S,
        true,
      ),
  );
  const windows = figures.write?.result.windows ?? [];
  if (windows.length >= 2) {
    const first = windows[0];
    const last = windows[windows.length - 1];
    const kept = last.perSecond / first.perSecond;
    console.log(
      `  append rate, events ${int(first.from)}-${int(first.to)}: ${int(first.perSecond)}/s; ` +
        `events ${int(last.from)}-${int(last.to)}: ${int(last.perSecond)}/s`,
    );
    console.log(
      '  ' +
        verdict(
          'append rate at the end of the log / at its start',
          Number(kept.toFixed(3)),
          TARGET_APPEND_RATE_KEPT,
          true,
        ),
    );
  } else {
    console.log('  append rate by log size: not measured (the log was reused; unset BENCH_LOG_DIR)');
  }
  if (
    figures.rebuild.docs !== Math.min(BRANCHES, TOTAL_EVENTS) ||
    figures.start.docs !== Math.min(BRANCHES, TOTAL_EVENTS)
  ) {
    console.error('  SANITY CHECK FAILED: wrong document count');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
