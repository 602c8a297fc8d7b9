#!/usr/bin/env node
// Rebuild speed over a 1,000,000-event log: writes the log directly with the compiled embedded
// event log (BranchCreated for 10,000 branches, then BranchUpdated events cycling over them),
// then folds it into a fresh embedded read store with the classes the server uses:
//   1. log read only (readAll in batches of 2,000, no projection): the floor set by the log;
//   2. ProjectionRunner.start() on a fresh store: what every server start does (catch-up);
//   3. ProjectionRunner.startRebuild('branches'): what POST /api/admin/projections/branches/rebuild does.
//
//   node bench/rebuild-1m.mjs
//   BENCH_EVENTS=200000 node bench/rebuild-1m.mjs     # a smaller log (multiple of BENCH_BRANCHES)
//   BENCH_CPU_PROF=/tmp/prof node bench/rebuild-1m.mjs  # also writes a CPU profile of the rebuild
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { statSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { assertBuilt, importDist, int, machineNote, removeTempDir, tempDir, verdict } from './lib/common.mjs';

const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 10_000);
const TOTAL_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const TARGET_EVENTS_PER_S = 100_000;
const PROGRESS_EVERY = Math.max(BRANCHES, Math.round(TOTAL_EVENTS / 10));
const MAX_SECONDS_PER_PHASE = 600; // a hard bound: a phase slower than this aborts the bench

assertBuilt();
const { createEventLog } = await importDist('platform/event-log/create-event-log.js');
const { createReadStore } = await importDist('platform/read-store/create-read-store.js');
const { ProjectionRegistry } = await importDist('platform/projections/projection-registry.js');
const { ProjectionRunner } = await importDist('platform/projections/projection-runner.js');
const { ReadYourWrites } = await importDist('platform/projections/read-your-writes.js');
const { branchesProjection } = await importDist('modules/branches/projections/branches.projection.js');
const { BRANCHES } = await importDist('modules/branches/projections/branch-docs.js');
const { branchAggregate } = await importDist('modules/branches/domain/branch.aggregate.js');
const BRANCHES_COLLECTION = BRANCHES.name;
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
const STREETS = ['Av. Reforma', 'Calle Juárez', 'Blvd. Bernardo Quintana', 'Av. Constituyentes', 'Calle 60', 'Av. Vallarta'];

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
      return { address: `${STREETS[(n + round) % STREETS.length]} ${100 + ((n + round) % 900)}, Col. Centro`, postalCode };
    case 4:
      return { email: round % 12 === 4 ? null : `contacto${n + 1}.${round}@boxstudio.mx` };
    default:
      return { phone: null, email: `sucursal${n + 1}@boxstudio.mx` };
  }
}

function updatedEvent(branchId, n, round, sequence) {
  return { id: randomUUID(), type: 'BranchUpdated', data: { branchId, changes: changesFor(n, round) }, metadata: metadata('UpdateBranch', sequence) };
}

function dirSize(dir) {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

function checkBound(started, phase) {
  if ((performance.now() - started) / 1000 > MAX_SECONDS_PER_PHASE) throw new Error(`${phase} took longer than ${MAX_SECONDS_PER_PHASE} s: aborted`);
}

/**
 * Longest stall of the event loop while `work` runs: a 5 ms interval timer notes the gaps between
 * its ticks. A rebuild that never yields to the event loop blocks every HTTP request meanwhile.
 */
async function withLoopMonitor(work) {
  let last = performance.now();
  let maxStallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxStallMs = Math.max(maxStallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    maxStallMs = Math.max(maxStallMs, performance.now() - last);
    return { result, maxStallMs };
  } finally {
    clearInterval(timer);
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
  const ids = Array.from({ length: BRANCHES }, () => randomUUID());
  const rounds = Math.ceil(TOTAL_EVENTS / BRANCHES);
  const started = performance.now();
  let written = 0;
  let nextReport = PROGRESS_EVERY;
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
    if (written >= nextReport || written === TOTAL_EVENTS) {
      const seconds = (performance.now() - started) / 1000;
      console.log(`    written ${int(written).padStart(9)} events  ${seconds.toFixed(1).padStart(6)} s  ${int(written / seconds)} events/s`);
      nextReport += PROGRESS_EVERY;
    }
    checkBound(started, 'Writing the log');
  }
  const seconds = (performance.now() - started) / 1000;
  const head = await log.headPosition();
  await log.close();
  return { seconds, head, bytes: dirSize(dataDir) };
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
      console.log(`    ${this.label} at ${int(position).padStart(9)}  ${seconds.toFixed(1).padStart(6)} s  ${int(position / seconds)} events/s`);
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
        console.log(`    ${label} at ${int(last).padStart(9)}  ${seconds.toFixed(1).padStart(6)} s  ${int(last / seconds)} events/s`);
        nextMark += PROGRESS_EVERY;
      }
      return batch;
    },
  };
}

async function main() {
  console.log(`rebuild-1m: ${int(TOTAL_EVENTS)} events over ${int(BRANCHES)} branches, embedded log and read store`);
  console.log(await machineNote());
  const dataDir = tempDir('rebuild');
  const figures = {};
  // events/s over wall time, and per CPU-second of this process (robust to other load on the machine)
  const rates = (events, phase) => `${int(events / phase.seconds)} events/s (${int(events / phase.cpuSeconds)} per CPU-second)`;
  try {
    console.log('\n1) Writing the log (one append per branch, 10,000 appends queued at once → one group commit each)');
    const write = await timed(() => writeLog(dataDir));
    figures.write = write;
    const written = write.result;
    console.log(`  wrote ${int(written.head)} events in ${write.seconds.toFixed(1)} s: ${rates(written.head, write)}; data folder ${(written.bytes / 1e6).toFixed(0)} MB`);
    if (written.head !== TOTAL_EVENTS) throw new Error(`Log head is ${written.head}, expected ${TOTAL_EVENTS}`);

    const log = await createEventLog({ dataDir });
    try {
      console.log('\n2) Log read only (readAll, batches of 2,000, no projection)');
      const read = await timed(() => maybeProfile('read-only', () => readOnly(log)));
      figures.read = read;
      console.log(`  read ${int(read.result.count)} events in ${read.seconds.toFixed(1)} s: ${rates(read.result.count, read)}`);

      console.log('\n3) ProjectionRunner.start() on a fresh read store: catch-up from position 0 (what a server start does)');
      const store = await createReadStore({});
      const registry = new ProjectionRegistry();
      registry.register(branchesProjection);
      const readYourWrites = new ProgressReadYourWrites('caught up');
      const runner = new ProjectionRunner(observedLog(log, 'rebuilt'), store, registry, readYourWrites);
      const start = await timed(() => withLoopMonitor(() => maybeProfile('runner-start', () => runner.start())));
      start.docs = await store.collection(BRANCHES_COLLECTION).count({});
      start.stallMs = start.result.maxStallMs;
      figures.start = start;
      console.log(
        `  caught up with ${int(written.head)} events in ${start.seconds.toFixed(1)} s: ${rates(written.head, start)}; ` +
          `${int(start.docs)} branch documents; longest event-loop stall ${int(start.stallMs)} ms`,
      );

      console.log(`\n4) ProjectionRunner.startRebuild('branches'): fresh copy over the whole log, then swap (what the rebuild endpoint does)`);
      const rebuild = await timed(() =>
        withLoopMonitor(() =>
          maybeProfile('rebuild', async () => {
            const { done, track } = runner.startRebuild('branches');
            await done;
            return track;
          }),
        ),
      );
      const track = rebuild.result.result;
      rebuild.stallMs = rebuild.result.maxStallMs;
      rebuild.docs = await store.collection(BRANCHES_COLLECTION).count({});
      figures.rebuild = rebuild;
      const info = (await runner.describe()).find((projection) => projection.name === 'branches');
      if (track.rebuild?.error) throw new Error(`Rebuild failed: ${track.rebuild.error}`);
      console.log(
        `  rebuilt ${int(track.rebuild?.done ?? 0)} events in ${rebuild.seconds.toFixed(1)} s: ${rates(written.head, rebuild)} ` +
          `(the rebuild's own figure: ${int(track.rebuild?.eventsPerSecond ?? 0)} events/s); ${int(rebuild.docs)} branch documents; ` +
          `status ${info?.status}, lag ${info?.lag}; longest event-loop stall ${int(rebuild.stallMs)} ms`,
      );
      const sample = (await store.collection(BRANCHES_COLLECTION).find({}, { limit: 1 }))[0];
      console.log(`  sample document: ${JSON.stringify(sample)}`);
      await runner.stop();
      await store.close();
    } finally {
      await log.close();
    }
  } finally {
    removeTempDir(dataDir);
  }

  const row = (label, events, phase, extra = '') =>
    console.log(
      `  ${label.padEnd(34)} ${int(events / phase.seconds).padStart(9)} events/s  ${int(events / phase.cpuSeconds).padStart(9)} per CPU-s  (${phase.seconds.toFixed(1)} s${extra})`,
    );
  console.log('\nSummary');
  row('write (group-committed appends)', TOTAL_EVENTS, figures.write);
  row('log read only', figures.read.result.count, figures.read);
  row('runner start (catch-up)', TOTAL_EVENTS, figures.start, `, longest stall ${int(figures.start.stallMs)} ms`);
  row('rebuild (startRebuild)', TOTAL_EVENTS, figures.rebuild, `, longest stall ${int(figures.rebuild.stallMs)} ms`);
  console.log(`  documents after rebuild            ${int(figures.rebuild.docs).padStart(9)}  (expected ${int(Math.min(BRANCHES, TOTAL_EVENTS))})`);
  console.log(`  ${verdict('rebuild events/s', Math.round(TOTAL_EVENTS / figures.rebuild.seconds), TARGET_EVENTS_PER_S, true)}`);
  console.log(`  ${verdict('runner catch-up events/s', Math.round(TOTAL_EVENTS / figures.start.seconds), TARGET_EVENTS_PER_S, true)}`);
  if (figures.rebuild.docs !== Math.min(BRANCHES, TOTAL_EVENTS) || figures.start.docs !== Math.min(BRANCHES, TOTAL_EVENTS)) {
    console.error('  SANITY CHECK FAILED: wrong document count');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
