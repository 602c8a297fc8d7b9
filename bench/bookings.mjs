#!/usr/bin/env node
// Bookings over HTTP: POST /api/reservations as an admin against the compiled server started as a
// child process on a fresh data folder.
//   1. spread: bookings over many occurrences (classes × start times), N in flight for a measured
//      window; no person books an occurrence twice and no occurrence fills, so every answer
//      should be a 201.
//   2. one occurrence: N in flight, every request for the same occurrence of a capacity-50 class,
//      each for a different person, until every person has had an answer; exactly the capacity
//      must be booked, the rest refused as full, and availability must say so afterwards.
// Creating the people, the instructor and the classes is set-up, done before any timing.
//
//   node bench/bookings.mjs
//   BENCH_DURATION_S=5 node bench/bookings.mjs
//   BENCH_PHASES=one BENCH_ONE_ROUNDS=5 node bench/bookings.mjs        # the one-occurrence phase only
//   BENCH_CPU_PROF=bench/.out/prof BENCH_PHASES=spread node bench/bookings.mjs   # server runs with --cpu-prof
//
// Everything goes to 127.0.0.1. Every loop is bounded by time and by a request count.
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  int,
  login,
  machineNote,
  ms,
  processCpuSeconds,
  request,
  startServer,
  verdict,
  createAll,
} from './lib/common.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
/** Which phases to run (comma-separated): spread, one. */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'spread,one').split(',').map((p) => p.trim()));
const SPREAD_CONCURRENCY = Number(process.env.BENCH_SPREAD_CONCURRENCY ?? 32);
const ONE_CONCURRENCY = Number(process.env.BENCH_ONE_CONCURRENCY ?? 64);
/** People created at set-up; the one-occurrence phase sends one booking for each. */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 640);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 20);
const START_TIMES = Number(process.env.BENCH_START_TIMES ?? 500);
/** Occurrences booked one after the other in the one-occurrence phase (a fresh one each round). */
const ONE_ROUNDS = Number(process.env.BENCH_ONE_ROUNDS ?? 3);
const SETUP_CONCURRENCY = 16;
const REQUEST_TIMEOUT_MS = 30_000;

const CAPACITY = 50; // the largest a class may have
/** Spread bookings per occurrence stay below the capacity, so no occurrence fills. */
const SPREAD_PER_OCCURRENCE = Math.min(CAPACITY - 10, PEOPLE);
const TARGET_SPREAD_PER_S = 1500; // the rate of the other creates (http-commands)
const TARGET_ONE_PER_S = 500;
const FULL_MESSAGE = 'La clase está llena';

/** Monday 7 January 2030, 14:00 UTC: occurrences one hour apart from there, all in the future. */
const FIRST_START = Date.UTC(2030, 0, 7, 14);
const startTimeAt = (index) => new Date(FIRST_START + index * 3_600_000).toISOString();

/** p50/p95/p99/max of a list of milliseconds. */
function latencyText(values) {
  if (values.length === 0) return 'n/a';
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return (
    `p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  ` +
    `max ${ms(sorted[sorted.length - 1])}  (n=${int(sorted.length)})`
  );
}

/** Counts answers as 201, 409 by message (full, already booked, …) and anything else by status. */
class Outcomes {
  created = 0;
  conflicts = new Map();
  other = new Map();
  firstOther = null;

  add(status, body) {
    if (status === 201) this.created++;
    else if (status === 409)
      this.conflicts.set(body?.message ?? '?', (this.conflicts.get(body?.message ?? '?') ?? 0) + 1);
    else {
      this.other.set(status, (this.other.get(status) ?? 0) + 1);
      this.firstOther ??= `${status} ${JSON.stringify(body)?.slice(0, 300)}`;
    }
  }

  get conflictCount() {
    return [...this.conflicts.values()].reduce((a, b) => a + b, 0);
  }

  get otherCount() {
    return [...this.other.values()].reduce((a, b) => a + b, 0);
  }

  text() {
    const conflicts = [...this.conflicts.entries()].map(([message, n]) => `${int(n)} '${message}'`).join(', ');
    const other = [...this.other.entries()].map(([status, n]) => `${status}×${n}`).join(' ');
    return (
      `201 ×${int(this.created)}, 409 ×${int(this.conflictCount)}${conflicts ? ` (${conflicts})` : ''}, ` +
      `other ×${int(this.otherCount)}${other ? ` (${other})` : ''}`
    );
  }
}

/** One booking; a network error counts as "other". */
async function book(agent, port, token, body) {
  const sent = performance.now();
  try {
    const res = await request(agent, port, {
      method: 'POST',
      path: '/api/reservations',
      body,
      token,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    return { status: res.status, body: res.body, sent, done: performance.now() };
  } catch (error) {
    return { status: 'network-error', body: String(error), sent, done: performance.now() };
  }
}

/** CPU share of one core and event-loop use of the server over a window (the first probe call resets it). */
function serverText(server, window, procCpuBefore, seconds) {
  const procCpuAfter = processCpuSeconds(server.pid);
  const cpu =
    window?.cpuMs !== undefined
      ? window.cpuMs / (window.activeMs + window.idleMs)
      : procCpuBefore !== null && procCpuAfter !== null
        ? (procCpuAfter - procCpuBefore) / seconds
        : null;
  const pct = (x) => (x === null || x === undefined ? 'n/a' : `${Math.round(x * 100)}%`);
  return {
    cpu,
    text:
      `server: event loop busy ${pct(window?.utilization)}, CPU ${pct(cpu)} of one core` +
      (window ? `, loop delay p99 ${window.delayP99Ms.toFixed(1)} ms` : ''),
  };
}

/**
 * Phase 1. Booking i goes to occurrence i mod O (consecutive bookings never share an occurrence,
 * so they do not race on one seat stream), as its k = floor(i / O)-th booking there, for person
 * (k + occurrence) mod PEOPLE: distinct people within an occurrence, at most
 * SPREAD_PER_OCCURRENCE bookings each, hence O × SPREAD_PER_OCCURRENCE bookings at most.
 */
async function spreadPhase({ server, token, classes, people }) {
  const { port } = server;
  const occurrences = classes.length * START_TIMES;
  const maxBookings = occurrences * SPREAD_PER_OCCURRENCE;
  console.log(
    `\n1. Spread: POST /api/reservations over ${int(occurrences)} occurrences ` +
      `(${classes.length} classes × ${START_TIMES} start times, capacity ${CAPACITY}, ` +
      `at most ${SPREAD_PER_OCCURRENCE} bookings each), ` +
      `${int(PEOPLE)} people, ${SPREAD_CONCURRENCY} in flight; ` +
      `warm-up ${WARMUP_MS / 1000} s, measured ${DURATION_MS / 1000} s`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: SPREAD_CONCURRENCY });
  const outcomes = new Outcomes();
  const latencies = [];
  let issued = 0;
  let completed = 0;
  const t0 = performance.now();
  const warmEnd = t0 + WARMUP_MS;
  const end = warmEnd + DURATION_MS;
  let procCpuAtWarmEnd = null;
  let clientCpuAtWarmEnd;
  const warmTimer = setTimeout(() => {
    procCpuAtWarmEnd = processCpuSeconds(server.pid);
    clientCpuAtWarmEnd = process.cpuUsage();
    void server.probe(); // resets the server's window
  }, WARMUP_MS);

  const bodyFor = (i) => {
    const occurrence = i % occurrences;
    const k = Math.floor(i / occurrences);
    const cls = classes[occurrence % classes.length];
    return {
      classId: cls.id,
      startTime: startTimeAt(Math.floor(occurrence / classes.length)),
      userId: people[(k + occurrence) % people.length],
    };
  };
  async function worker() {
    while (performance.now() < end && issued < maxBookings) {
      const res = await book(agent, port, token, bodyFor(issued++));
      // Counted when answered inside the window; latency only of requests also sent in it (the
      // first request of each new connection, sent at the start, belongs to the warm-up).
      if (res.done < warmEnd || res.done > end) continue;
      completed++;
      outcomes.add(res.status, res.body);
      if (res.sent >= warmEnd) latencies.push(res.done - res.sent);
    }
  }
  await Promise.all(Array.from({ length: SPREAD_CONCURRENCY }, worker));
  clearTimeout(warmTimer);
  const window = await server.probe();
  const clientUsed = process.cpuUsage(clientCpuAtWarmEnd);
  agent.destroy();

  const seconds = DURATION_MS / 1000;
  const usage = serverText(server, window, procCpuAtWarmEnd, seconds);
  const perSecond = completed / seconds;
  const createdPerSecond = outcomes.created / seconds;
  console.log(
    `   ${int(perSecond)} answers/s, ${int(createdPerSecond)} bookings/s (201) over ${seconds} s; ` +
      `${int(issued)} sent in all (warm-up included)` +
      (issued >= maxBookings ? ' ⚠ stopped at the bound of bookings: raise BENCH_START_TIMES' : ''),
  );
  console.log(`   latency ${latencyText(latencies)}`);
  console.log(`   answers: ${outcomes.text()}  (expected: all 201, no occurrence fills and no person repeats one)`);
  if (outcomes.firstOther) console.log(`   first other answer: ${outcomes.firstOther}`);
  if (usage.cpu)
    console.log(
      `   ${int(perSecond / usage.cpu)} answers per server CPU-second ` +
        '(≈ what the server would do on one dedicated core)',
    );
  // The client runs on the same cores as the server: what it uses, the server cannot.
  console.log(
    `   ${usage.text}; client CPU ${Math.round(((clientUsed.user + clientUsed.system) / 1e6 / seconds) * 100)}%`,
  );
  return { createdPerSecond };
}

/**
 * Phase 2. Every person books the same occurrence once, ONE_CONCURRENCY in flight, until all have
 * an answer; then availability is asked. Answers/s = people ÷ time from the first send to the last
 * answer.
 */
async function oneOccurrenceRound({ server, token, cls, startTime, round, people }) {
  const { port } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: ONE_CONCURRENCY });
  // Open every connection first, so the timed requests do not pay for new connections.
  await Promise.all(
    Array.from({ length: ONE_CONCURRENCY }, () => request(agent, port, { method: 'GET', path: '/api/health' })),
  );
  const outcomes = new Outcomes();
  const latencies = [];
  let next = 0;
  await server.probe();
  const procCpuBefore = processCpuSeconds(server.pid);
  const t0 = performance.now();
  const worker = async () => {
    while (next < PEOPLE) {
      const res = await book(agent, port, token, { classId: cls.id, startTime, userId: people[next++] });
      outcomes.add(res.status, res.body);
      latencies.push(res.done - res.sent);
    }
  };
  await Promise.all(Array.from({ length: ONE_CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  const window = await server.probe();
  const availability = await request(agent, port, {
    method: 'GET',
    path: `/api/reservations/availability/${cls.id}?startTime=${encodeURIComponent(startTime)}`,
    token,
  });
  agent.destroy();

  const perSecond = PEOPLE / seconds;
  const seats = availability.body?.data;
  const full = outcomes.conflicts.get(FULL_MESSAGE) ?? 0;
  // The only right outcome: exactly the capacity booked, every other person told the class is full.
  const exact =
    outcomes.created === CAPACITY &&
    full === PEOPLE - CAPACITY &&
    outcomes.otherCount === 0 &&
    availability.status === 200 &&
    seats?.booked === CAPACITY &&
    seats?.remaining === 0;
  console.log(
    `   round ${round} (${startTime}): ${int(perSecond)} answers/s (${int(PEOPLE)} in ${seconds.toFixed(2)} s)`,
  );
  console.log(`     latency ${latencyText(latencies)}`);
  console.log(`     answers: ${outcomes.text()}`);
  if (outcomes.firstOther) console.log(`     first other answer: ${outcomes.firstOther}`);
  console.log(
    '     availability afterwards: ' +
      (availability.status === 200
        ? JSON.stringify(seats)
        : `${availability.status} ${JSON.stringify(availability.body)}`),
  );
  console.log(`     ${serverText(server, window, procCpuBefore, seconds).text}`);
  console.log(
    `     ${exact ? 'MET    ' : 'NOT MET'} exactly its capacity booked: ` +
      `${outcomes.created} × 201 (capacity ${CAPACITY}), ` +
      `${full} × 409 '${FULL_MESSAGE}' (of ${PEOPLE - CAPACITY}), ` +
      `${outcomes.otherCount} other, availability booked ${seats?.booked ?? '?'}`,
  );
  return { seconds, exact };
}

async function main() {
  console.log(`bookings: POST /api/reservations as an admin; ${[...PHASES].join(', ')}; ${int(PEOPLE)} people`);
  const nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    const dir = resolve(process.env.BENCH_CPU_PROF);
    mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
    console.log(`  server runs with --cpu-prof; profile goes to ${dir}`);
  }
  console.log(await machineNote());
  if (PEOPLE < CAPACITY + 1)
    throw new Error(
      `BENCH_PEOPLE must be more than the capacity (${CAPACITY}) for the one-occurrence phase to fill it`,
    );

  const server = await startServer({ nodeArgs });
  const verdicts = [];
  try {
    const { port } = server;
    const setupAgent = new http.Agent({ keepAlive: true, maxSockets: SETUP_CONCURRENCY });
    const token = await login(setupAgent, port);
    const post = (path, body) => request(setupAgent, port, { method: 'POST', path, body, token, timeoutMs: 120_000 });

    // Set-up, not timed as part of any figure: people (each a password hash on the server), one
    // instructor, the classes.
    const setupStart = performance.now();
    const [instructor] = await createAll(1, 1, () =>
      post('/api/users', {
        name: 'Instructora Bench',
        email: 'instructora.bench@boxstudio.mx',
        password: 'Boxeo2024',
        role: 'INSTRUCTOR',
      }),
    );
    const created = await createAll(PEOPLE, SETUP_CONCURRENCY, (i) =>
      post('/api/users', {
        name: `Cliente Bench ${i + 1}`,
        email: `cliente.bench${i + 1}@example.com`,
        password: 'Boxeo2024',
        role: 'CLIENT',
        phone: `+52 55 ${String(1000 + (i % 9000))} ${String(1000 + ((i * 7) % 9000))}`,
      }),
    );
    const people = created.map((person) => person.id);
    const newClass = (name) =>
      post('/api/classes', {
        name,
        description: 'Golpeo y cardio',
        duration: 50,
        maxCapacity: CAPACITY,
        price: 150,
        instructorId: instructor.id,
      });
    const classes = PHASES.has('spread')
      ? await createAll(CLASSES, SETUP_CONCURRENCY, (i) => newClass(`Box Bench ${i + 1}`))
      : [];
    const [fullClass] = PHASES.has('one') ? await createAll(1, 1, () => newClass('Box Bench Llena')) : [];
    setupAgent.destroy();
    console.log(
      `\nSet-up (not timed as a figure): ${int(PEOPLE)} people + 1 instructor + ` +
        `${classes.length + (fullClass ? 1 : 0)} classes ` +
        `in ${((performance.now() - setupStart) / 1000).toFixed(1)} s, ${SETUP_CONCURRENCY} in flight`,
    );

    if (PHASES.has('spread')) {
      const { createdPerSecond } = await spreadPhase({ server, token, classes, people });
      verdicts.push(verdict('spread: successful bookings/s', Math.round(createdPerSecond), TARGET_SPREAD_PER_S, true));
    }

    if (PHASES.has('one')) {
      console.log(
        `\n2. One occurrence: ${int(PEOPLE)} people book the same occurrence of a capacity-${CAPACITY} class, ` +
          `${ONE_CONCURRENCY} in flight, until each has an answer; ${ONE_ROUNDS} round(s), a fresh occurrence each`,
      );
      const rounds = [];
      for (let round = 1; round <= ONE_ROUNDS; round++)
        rounds.push(
          await oneOccurrenceRound({ server, token, cls: fullClass, startTime: startTimeAt(round - 1), round, people }),
        );
      const perSecond = (PEOPLE * rounds.length) / rounds.reduce((sum, r) => sum + r.seconds, 0);
      console.log(`   over the ${rounds.length} round(s): ${int(perSecond)} answers/s`);
      verdicts.push(verdict('one occurrence: answers/s', Math.round(perSecond), TARGET_ONE_PER_S, true));
      const exact = rounds.filter((r) => r.exact).length;
      verdicts.push(
        `${exact === rounds.length ? 'MET    ' : 'NOT MET'} one occurrence: ` +
          `exactly its capacity booked in ${exact} of ${rounds.length} round(s)`,
      );
    }
  } finally {
    await server.stop();
    const output = server.output
      .trim()
      .split('\n')
      .filter((text) => text && !text.startsWith('BoxStudio listening'));
    if (output.length > 0) {
      console.log(`\nServer output (${output.length} lines, last 20):`);
      for (const text of output.slice(-20)) console.log(`  ${text.slice(0, 300)}`);
    }
  }

  console.log('\nSummary');
  for (const line of verdicts) console.log(`  ${line}`);
  if (process.env.BENCH_CPU_PROF)
    console.log(`  CPU profile of the server written to ${resolve(process.env.BENCH_CPU_PROF)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
