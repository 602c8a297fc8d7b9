// Append throughput of the embedded event log against raw better-sqlite3 at the same durability.
//
// Run after building the API:  npx tsc -p api/tsconfig.build.json && node bench/event-log-append.mjs
// Optional: BENCH_SECONDS (per configuration, split into 1 s rounds; default 3),
// BENCH_READ_EVENTS (default 200000).
//
// Raw SQLite commits one row per transaction, sequentially: that is what one fsync per write
// costs. The event log groups concurrent appends into one transaction, so with several appends in
// flight it should beat that figure; with one in flight it should come close to it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventLog } from '../api/dist/platform/event-log/sqlite-event-log.js';
import { verdict } from './lib/common.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const READ_EVENTS = Number(process.env.BENCH_READ_EVENTS ?? 200_000);
/** BENCH_GROWTH_EVENTS=1000000 also measures the append rate as one log grows (about a minute). */
const GROWTH_EVENTS = Number(process.env.BENCH_GROWTH_EVENTS ?? 0);
const CONCURRENCY_LEVELS = [1, 16, 64];
/** Group commit must make 64 appends in flight at least this many times the raw single-row rate. */
const TARGET_TIMES_RAW = 5;

const dir = mkdtempSync(join(tmpdir(), 'boxstudio-bench-event-log-'));
let fileCount = 0;
const newFile = () => join(dir, `events-${(fileCount += 1)}.sqlite3`);

function sampleEvent(index) {
  return {
    id: randomUUID(),
    type: 'MembershipRenewed',
    data: { membershipId: `membership-${index}`, planId: 'plan-monthly', amountCents: 4500, until: '2026-01-31' },
    metadata: {
      userId: 'user-1',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandType: 'RenewMembership',
      occurredAt: new Date().toISOString(),
    },
  };
}

/** The log's own schema (created by opening it once), written to directly. */
async function openRawDatabase() {
  const filePath = newFile();
  await SqliteEventLog.open(filePath).close();
  const db = new Database(filePath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const insert = db.prepare(
    'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return { db, insert };
}

async function rawInsertRate(seconds) {
  const { db, insert } = await openRawDatabase();
  const insertOne = db.transaction((index) => {
    const event = sampleEvent(index);
    insert.run(
      `membership-${index}`,
      0,
      event.id,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(event.metadata),
      Date.now(),
    );
  });
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  while (performance.now() < deadline) insertOne(count++);
  const elapsed = (performance.now() - started) / 1000;
  db.close();
  return { rate: count / elapsed, perTransaction: 1 };
}

async function appendRate(inFlight, seconds) {
  const log = SqliteEventLog.open(newFile());
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  const appender = async (worker) => {
    for (let index = 0; performance.now() < deadline; index += 1) {
      await log.append(`membership-${worker}-${index}`, [sampleEvent(index)], 'no-stream');
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, worker) => appender(worker)));
  const elapsed = (performance.now() - started) / 1000;
  const transactions = log.committedTransactions;
  await log.close();
  return { rate: count / elapsed, perTransaction: count / transactions };
}

/**
 * The append rate per 100k-event window while one log grows to `total` events, 64 in flight over
 * 10,000 streams (each append the next revision of its stream): does the cost grow with the log?
 */
async function growth(total) {
  const streams = 10_000;
  const window = 100_000;
  const revisions = new Array(streams).fill(-1);
  const log = SqliteEventLog.open(newFile());
  const windows = [];
  let issued = 0;
  let written = 0;
  let windowStarted = performance.now();
  const appender = async () => {
    while (issued < total) {
      const stream = issued++ % streams;
      const expected = revisions[stream] < 0 ? 'no-stream' : revisions[stream];
      revisions[stream] += 1;
      await log.append(`membership-${stream}`, [sampleEvent(stream)], expected);
      written += 1;
      if (written % window === 0) {
        const now = performance.now();
        windows.push({ to: written, perSecond: (window * 1000) / (now - windowStarted) });
        windowStarted = now;
      }
    }
  };
  await Promise.all(Array.from({ length: 64 }, appender));
  await log.close();
  return windows;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * fsync latency on a shared machine drifts a lot from one second to the next, so every
 * configuration is measured in short rounds interleaved with the others, and medians compared.
 */
async function measureInterleaved(configurations) {
  const rounds = Math.max(1, Math.round(SECONDS));
  const samples = configurations.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    // Rotated, so no configuration always runs right after another one's file was closed.
    for (let step = 0; step < configurations.length; step += 1) {
      const index = (step + round) % configurations.length;
      samples[index].push(await configurations[index].measure(SECONDS / rounds));
    }
  }
  return samples.map((runs) => ({
    rate: median(runs.map((run) => run.rate)),
    perTransaction: median(runs.map((run) => run.perTransaction)),
  }));
}

async function readRate() {
  const { db, insert } = await openRawDatabase();
  db.transaction(() => {
    for (let index = 0; index < READ_EVENTS; index += 1) {
      const event = sampleEvent(index);
      insert.run(
        `membership-${index % 5000}`,
        Math.floor(index / 5000),
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        Date.now(),
      );
    }
  })();
  const filePath = db.name;
  db.close();
  const log = SqliteEventLog.open(filePath);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let checkpoint = null;
  let count = 0;
  for (;;) {
    const batch = await log.readAll(checkpoint, 1000);
    if (batch.length === 0) break;
    count += batch.length;
    checkpoint = batch[batch.length - 1].checkpoint;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await log.close();
  // Per CPU-second too: on a shared machine the wall-clock figure mostly measures the neighbours.
  return { rate: count / elapsed, ratePerCpuSecond: count / ((cpu.user + cpu.system) / 1e6) };
}

const round = (value) => Math.round(value).toLocaleString('en-US');

try {
  console.log(
    `event log append bench: ${SECONDS} s per configuration in interleaved rounds, medians; ` +
      'single-event appends to distinct streams',
  );
  const [raw, ...appends] = await measureInterleaved([
    { measure: (seconds) => rawInsertRate(seconds) },
    ...CONCURRENCY_LEVELS.map((inFlight) => ({ measure: (seconds) => appendRate(inFlight, seconds) })),
  ]);
  console.log(
    `raw better-sqlite3, WAL + synchronous=FULL, 1 row per transaction, sequential: ${round(raw.rate)} inserts/s`,
  );
  for (const [index, inFlight] of CONCURRENCY_LEVELS.entries()) {
    const { rate, perTransaction } = appends[index];
    console.log(
      `SqliteEventLog.append, ${inFlight} in flight: ${round(rate)} appends/s, ` +
        `${perTransaction.toFixed(1)} appends per transaction, ${(rate / raw.rate).toFixed(2)}x raw`,
    );
  }
  const atMost = appends[CONCURRENCY_LEVELS.length - 1];
  const maxInFlight = CONCURRENCY_LEVELS[CONCURRENCY_LEVELS.length - 1];
  console.log(
    '  ' +
      verdict(
        `appends with ${maxInFlight} in flight / raw single-row FULL commits`,
        Number((atMost.rate / raw.rate).toFixed(2)),
        TARGET_TIMES_RAW,
        true,
      ),
  );
  if (GROWTH_EVENTS >= 200_000) {
    const windows = await growth(GROWTH_EVENTS);
    console.log(
      `append rate per 100k events while one log grows to ${round(GROWTH_EVENTS)}, 64 in flight over 10,000 streams:`,
    );
    console.log(`  ${windows.map((w) => `${round(w.to / 1000)}k ${round(w.perSecond)}/s`).join(', ')}`);
    const first = windows[0];
    const last = windows[windows.length - 1];
    console.log(
      '  ' +
        verdict(
          'append rate at the end of the log / over its first 100k',
          Number((last.perSecond / first.perSecond).toFixed(3)),
          0.9,
          true,
        ),
    );
  }
  const read = await readRate();
  console.log(
    `SqliteEventLog.readAll, batches of 1000 over ${round(READ_EVENTS)} events: ` +
      `${round(read.rate)} events/s (${round(read.ratePerCpuSecond)} per CPU-second)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
