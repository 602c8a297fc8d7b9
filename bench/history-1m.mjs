#!/usr/bin/env node
// Start-up, memory and disk of the real server on a realistic history of 1,000,000 events: two
// years (2024-12-01 .. 2026-11-26) of a busy two-branch boxing studio, written straight into the
// embedded event log by lib/history-data.mjs with the compiled deciders (staff and a few thousand
// clients, plans, classes with weekly timetables, bookings with their claims, moves, cancellations,
// confirmations and attendance, memberships sold, renewed, frozen, changed, cancelled and expired
// with their span claims, payments and refunds, newsletter sign-ups).
//   1. The history: written (generation time, event types), or reused from BENCH_HISTORY_DIR; then
//      copied into a fresh data folder (DATA_DIR) for the server.
//   2. First start on that folder (`node api/dist/main.js` as a child): the server builds its read
//      models. Times from spawn to the "listening" line, to the first `GET /api/health` 200, and to
//      the first `GET /api/clients?page=1&limit=10` 200 as the super admin (logging in once health
//      answers); resident memory (VmRSS) then, and its peak (VmHWM).
//   3. Clean stop (SIGTERM, wait for the exit) and restart: the same times (the read with the token of
//      the first start, asked from the spawn on) and memory.
//   4. 1,000 mixed reads as the super admin, 4 in flight: lists of clients, classes, reservations,
//      memberships, payments (pages, filters, searches), stats endpoints and reads by id; memory after.
//   5. Rebuild of one projection (BENCH_REBUILD, default reservations) over the whole history:
//      `POST /api/admin/projections/<name>/rebuild?wait=true` while `GET /api/health` and a page of
//      the projection's list are asked one after the other (the old table serves until the swap);
//      the server's events/s, health latency, and the list's answers meanwhile.
//   6. SIGKILL while the server is busy (reads and client edits in flight), then restart: the same
//      times and memory.
//   7. The data folder: every file and its size, while the server runs and after a clean stop.
// Prints MET / NOT MET against the targets: restart to first answer ≤ 3 s (after a clean stop and
// after a SIGKILL), resident memory ≤ 300 MB once started and after the reads, the rebuild
// ≥ 100,000 events/s with GET /api/health p99 ≤ 50 ms meanwhile.
//
//   node bench/history-1m.mjs
//   BENCH_EVENTS=100000 node bench/history-1m.mjs              # a smaller history (a quick try)
//   BENCH_HISTORY_DIR=/tmp/history node bench/history-1m.mjs   # keep the history there and reuse it
//   BENCH_CPU_PROF=/tmp/prof node bench/history-1m.mjs         # a CPU profile of each server start
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  ADMIN,
  API_DIST,
  REPO_ROOT,
  SERVER_NODE_FLAGS,
  assertBuilt,
  freePort,
  importDist,
  int,
  machineNote,
  processCpuSeconds,
  removeTempDir,
  request,
  sleep,
  summarize,
  verdict,
} from './lib/common.mjs';
import { copyHistory, prepareHistory, printFiles, printHistory } from './lib/history-files.mjs';

const TARGET_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const HISTORY_DIR = process.env.BENCH_HISTORY_DIR ? resolve(process.env.BENCH_HISTORY_DIR) : null;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const LOG_LEVEL = process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn';
const TARGET_START_S = 3;
const TARGET_RSS_MB = 300;
const TARGET_REBUILD_PER_S = 100_000;
const TARGET_HEALTH_P99_MS = 50;
const REBUILT = process.env.BENCH_REBUILD ?? 'reservations';
/** The list each rebuilt projection serves, read during its rebuild. */
const LIST_OF = { reservations: '/api/reservations?page=1&limit=10', memberships: '/api/memberships?page=1&limit=10' };
const READS = 1000;
const READ_CONCURRENCY = 4;
/** Reads and client edits in flight when the server is killed, and how long they run first. */
const KILL_READERS = 6;
const KILL_WRITERS = 2;
const KILL_AFTER_MS = 2000;
/** Every start may rebuild every read model from the whole log: a generous bound. */
const START_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 60_000;
const POLL_MS = 25;

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

assertBuilt();
const { EMBEDDED_EVENT_LOG_FILE } = await importDist('platform/event-log/create-event-log.js');

const servers = new Set();
process.on('exit', () => {
  for (const server of servers) server.child.kill('SIGKILL');
});

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const secs = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/** VmRSS and VmHWM (peak) of a process in bytes, from /proc; NaN where unavailable. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** The machine's CPU ticks so far, busy and total (from /proc/stat); null where unavailable. */
function cpuTicks() {
  try {
    const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    return { busy: total - values[3] - (values[4] ?? 0), total };
  } catch {
    return null;
  }
}

const busyShare = (before, after) =>
  before && after ? (after.busy - before.busy) / Math.max(1, after.total - before.total) : null;

// ---- the server ----

/**
 * Starts the compiled server on `dataDir` and times it from the spawn: the "listening" line on its
 * output, the first answer of `GET /api/health` (any status) and its first 200, and the first 200 of
 * `GET /api/clients?page=1&limit=10` as the super admin (with `token` from a previous start, asked
 * from the spawn on; without one, after logging in once health answers).
 */
async function startServer(label, dataDir, token) {
  const port = await freePort();
  const nodeArgs = CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`, `--cpu-prof-name=history-1m-${label}.cpuprofile`]
    : [];
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const spawned = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extra, ...nodeArgs, join(API_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL,
      AUTH_THROTTLE_LIMIT: '1000000',
      NODE_ENV: 'test',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { label, child, pid: child.pid, port, dataDir, output: '', exited: null, token, times: {} };
  servers.add(server);
  const since = () => performance.now() - spawned;
  const keep = (chunk) => {
    server.output = (server.output + chunk).slice(-64_000);
    if (server.times.listening === undefined && /listening on/.test(server.output)) server.times.listening = since();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  server.exit = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => {
      server.exited = { code, signal };
      servers.delete(server);
      resolveExit(server.exited);
    }),
  );
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + START_TIMEOUT_MS;
  const check = () => {
    if (server.exited)
      throw new Error(`The server exited while starting (${JSON.stringify(server.exited)}):\n${server.output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${server.output}`);
    }
  };
  let peakDuringStart = 0;
  const health = (async () => {
    for (;;) {
      check();
      peakDuringStart = Math.max(peakDuringStart, memoryOf(child.pid).rss || 0);
      try {
        const res = await request(agent, port, { method: 'GET', path: '/api/health', timeoutMs: 2000 });
        server.times.firstAnswer ??= since();
        if (res.status === 200) {
          server.times.health = since();
          server.head = res.body?.data?.headPosition ?? res.body?.headPosition ?? null;
          return;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(POLL_MS);
    }
  })();
  const read = (async () => {
    if (!server.token) {
      await health;
      const started = performance.now();
      server.token = await logIn(agent, port);
      server.times.login = performance.now() - started;
    }
    for (;;) {
      check();
      try {
        const res = await request(agent, port, { ...CLIENTS_PAGE, token: server.token, timeoutMs: 30_000 });
        if (res.status === 200) {
          server.times.read = since();
          server.clientsTotal = res.body?.data?.total ?? null;
          return;
        }
        if (res.status === 401) {
          // A token the server no longer takes: log in again (the time says so).
          await health;
          server.token = await logIn(agent, port);
          server.times.relogin = true;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(POLL_MS);
    }
  })();
  try {
    await Promise.all([health, read]);
  } finally {
    agent.destroy();
  }
  const memory = memoryOf(child.pid);
  server.memory = { rss: memory.rss, peak: Math.max(memory.peak, peakDuringStart) };
  server.cpuSeconds = processCpuSeconds(child.pid);
  return server;
}

const CLIENTS_PAGE = { method: 'GET', path: '/api/clients?page=1&limit=10' };

async function logIn(agent, port) {
  const res = await request(agent, port, { method: 'POST', path: '/api/auth/login', body: ADMIN, timeoutMs: 30_000 });
  if (res.status !== 200 || !res.body?.data?.token)
    throw new Error(`Login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** SIGTERM (or another signal) and the time until the process has exited. */
async function stopServer(server, signal = 'SIGTERM') {
  const started = performance.now();
  if (!server.exited) {
    server.child.kill(signal);
    const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await server.exit;
    clearTimeout(timer);
  }
  return { ms: performance.now() - started, ...server.exited };
}

function startLine(server) {
  const t = server.times;
  const cpu = server.cpuSeconds === null ? '' : `; server CPU ${server.cpuSeconds.toFixed(1)} s`;
  return (
    `listening line ${secs(t.listening ?? null)}, first answer ${secs(t.firstAnswer ?? null)}, ` +
    `GET /api/health 200 ${secs(t.health)}, GET /api/clients?page=1&limit=10 200 ${secs(t.read)}` +
    `${t.login === undefined ? '' : ` (login ${secs(t.login)} included)`}${t.relogin ? ' (logged in again)' : ''}\n` +
    `    RSS ${mb(server.memory.rss)} once answering, peak ${mb(server.memory.peak)}${cpu}; ` +
    `log head ${server.head === null ? 'n/a' : int(server.head)}`
  );
}

function serverWarnings(server) {
  const lines = server.output
    .split('\n')
    .filter((line) => line.trim() !== '' && !/listening on/.test(line))
    .map((line) => line.slice(0, 300));
  const unique = [...new Set(lines)];
  if (unique.length === 0) return;
  console.log(`    the server's output (${LOG_LEVEL} and above), ${unique.length} distinct lines, the last ones:`);
  for (const line of unique.slice(-8)) console.log(`      ${line}`);
}

/** The types of the events after `position` in a data folder's log (read only, beside the running server). */
function appendedAfter(dataDir, position) {
  const db = new Database(join(dataDir, EMBEDDED_EVENT_LOG_FILE), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT type, COUNT(*) AS n FROM events WHERE position > ? GROUP BY type ORDER BY n DESC')
      .all(position)
      .map(({ type, n }) => `${type} ×${int(n)}`)
      .join(', ');
  } finally {
    db.close();
  }
}

// ---- reads ----

/** Ids and page counts learnt from the answers, for the reads by id and the pages further in. */
class ReadMix {
  constructor(historyInfo) {
    this.pools = { clients: [], classes: [], reservations: [], memberships: [], payments: [], plans: [], branches: [] };
    this.pages = new Map();
    this.seed = 12345;
    this.lastDay = (historyInfo.stats.lastEventAt ?? '2026-11-26').slice(0, 10);
  }

  random() {
    this.seed = (Math.imul(this.seed, 1_103_515_245) + 12_345) >>> 0;
    return this.seed / 4294967296;
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  page(key) {
    const pages = Math.min(this.pages.get(key) ?? 1, 200);
    return 1 + Math.floor(this.random() * pages);
  }

  day(back) {
    const date = new Date(`${this.lastDay}T12:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() - Math.floor(this.random() * back));
    return date.toISOString().slice(0, 10);
  }

  /** The next read: [kind, path, list key (for its page count and ids)]. */
  next() {
    const byId = (pool, path, fallback) => {
      const id = this.pick(this.pools[pool]);
      return id ? [`${pool} by id`, `${path}/${id}`] : fallback();
    };
    const list = (kind, base, key, query = '') => {
      const page = this.page(key);
      return [kind, `${base}?page=${page}&limit=10${query}`, key];
    };
    const r = this.random() * 100;
    if (r < 9) return list('clients list', '/api/clients', 'clients');
    if (r < 14) {
      const term = this.pick(['garcia', 'sofia', 'hernandez', 'mart', 'diego', 'lopez ramirez', '55 1']);
      return list('clients search', '/api/clients', `clients:${term}`, `&search=${encodeURIComponent(term)}`);
    }
    if (r < 20) return byId('clients', '/api/clients', () => list('clients list', '/api/clients', 'clients'));
    if (r < 22) return ['clients stats', '/api/clients/stats'];
    if (r < 24) return ['staff by role', `/api/users/role/${this.pick(['INSTRUCTOR', 'EMPLOYEE', 'ADMIN'])}`];
    if (r < 25) return ['users stats', '/api/users/stats'];
    if (r < 29) return list('classes list', '/api/classes', 'classes');
    if (r < 32) return byId('classes', '/api/classes', () => list('classes list', '/api/classes', 'classes'));
    if (r < 34) return ['classes stats', '/api/classes/stats'];
    if (r < 42) {
      const filter = this.pick([
        '',
        '&status=CONFIRMED',
        '&status=CANCELLED',
        `&date=${this.day(30)}`,
        '&sort=createdAt&order=desc',
        '&sort=client&order=asc',
      ]);
      return list('reservations list', '/api/reservations', `reservations${filter}`, filter);
    }
    if (r < 45) {
      const term = this.pick(['box', 'kick', 'garcia', 'hiit']);
      return list('reservations search', '/api/reservations', `reservations:${term}`, `&search=${term}`);
    }
    if (r < 48) {
      const client = this.pick(this.pools.clients);
      if (client)
        return list('reservations of a client', '/api/reservations', `reservations:${client}`, `&userId=${client}`);
    }
    if (r < 53)
      return byId('reservations', '/api/reservations', () =>
        list('reservations list', '/api/reservations', 'reservations'),
      );
    if (r < 55) return ['reservations stats', '/api/reservations/stats'];
    if (r < 58) return ['occurrences (a week)', `/api/reservations/occurrences?from=${this.day(60)}&days=7`];
    if (r < 64) {
      const filter = this.pick(['', '&status=ACTIVE', '&status=EXPIRED', '&sort=endDate&order=asc', '&search=plus']);
      return list('memberships list', '/api/memberships', `memberships${filter}`, filter);
    }
    if (r < 68)
      return byId('memberships', '/api/memberships', () => list('memberships list', '/api/memberships', 'memberships'));
    if (r < 71) return ['memberships stats', '/api/memberships/stats'];
    if (r < 79) {
      const filter = this.pick([
        '',
        '&status=COMPLETED',
        '&status=REFUNDED',
        '&method=CARD',
        `&from=${this.day(90)}T06:00:00.000Z&to=${this.lastDay}T06:00:00.000Z`,
      ]);
      return list('payments list', '/api/payments', `payments${filter}`, filter);
    }
    if (r < 84) return byId('payments', '/api/payments', () => list('payments list', '/api/payments', 'payments'));
    if (r < 88) return ['payments stats', '/api/payments/stats'];
    if (r < 91) return list('plans list', '/api/membership-plans', 'plans');
    if (r < 93) {
      const plan = this.pick(this.pools.plans);
      if (plan) return ['plan stats', `/api/membership-plans/${plan}/stats`];
    }
    if (r < 96) return list('branches list', '/api/branches', 'branches');
    const branch = this.pick(this.pools.branches);
    if (branch) return ['branch stats', `/api/branches/${branch}/stats`];
    return list('clients list', '/api/clients', 'clients');
  }

  /** Learns ids and page counts from a list's answer. */
  learn(key, body) {
    const data = body?.data;
    if (!key || !data || typeof data !== 'object') return;
    if (typeof data.totalPages === 'number') this.pages.set(key, data.totalPages);
    const pool = key.split(/[:&]/)[0];
    const items = Object.values(data).find((value) => Array.isArray(value));
    if (!items || !this.pools[pool]) return;
    for (const item of items) if (item?.id && this.pools[pool].length < 2000) this.pools[pool].push(item.id);
  }
}

/** `count` reads (or until `until()`), `concurrency` in flight; answers per kind and overall. */
async function runReads(server, mix, { count = Infinity, concurrency, until = () => false, timeoutMs = 60_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const kinds = new Map();
  const statuses = new Map();
  const all = [];
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < count && !until()) {
      sent += 1;
      const [kind, path, key] = mix.next();
      try {
        const res = await request(agent, server.port, { method: 'GET', path, token: server.token, timeoutMs });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) mix.learn(key, res.body);
        else if (!kinds.has(`! ${kind} ${res.status}`)) kinds.set(`! ${kind} ${res.status}`, [path]);
        all.push(res.ms);
        const list = kinds.get(kind) ?? [];
        list.push(res.ms);
        kinds.set(kind, list);
      } catch (error) {
        failed += 1;
        if (until()) return;
        if (failed <= 3) console.log(`    GET ${path} failed: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { kinds, statuses, all: summarize(all), failed, seconds: (performance.now() - started) / 1000 };
}

function printReads(result) {
  const statusText = [...result.statuses.entries()].map(([status, n]) => `${status} ×${int(n)}`).join(', ');
  console.log(
    `  ${int(result.all.count)} answers in ${result.seconds.toFixed(1)} s (${statusText}` +
      `${result.failed > 0 ? `, ${result.failed} failed` : ''}); latency p50 ${result.all.p50.toFixed(1)} / ` +
      `p99 ${result.all.p99.toFixed(1)} / max ${result.all.max.toFixed(1)} ms`,
  );
  const rows = [...result.kinds.entries()]
    .filter(([kind]) => !kind.startsWith('!'))
    .map(([kind, values]) => [kind, summarize(values)])
    .sort((a, b) => b[1].p50 - a[1].p50);
  for (const [kind, s] of rows)
    console.log(
      `    ${kind.padEnd(26)} n=${String(s.count).padStart(4)}  p50 ${s.p50.toFixed(1).padStart(7)} ms  ` +
        `p99 ${s.p99.toFixed(1).padStart(7)} ms  max ${s.max.toFixed(1).padStart(7)} ms`,
    );
  for (const [kind, [path]] of result.kinds.entries()) if (kind.startsWith('!')) console.log(`    ${kind}: ${path}`);
}

/** Reads and client edits while the clock runs; the server is killed with SIGKILL in the middle of them. */
async function killUnderLoad(server, mix) {
  let killed = false;
  const until = () => killed;
  const reads = runReads(server, mix, { concurrency: KILL_READERS, until, timeoutMs: 10_000 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: KILL_WRITERS });
  let edits = 0;
  let editErrors = 0;
  let inFlight = 0;
  const editor = async (n) => {
    for (let i = 0; !killed; i++) {
      const id = mix.pools.clients[(n * 997 + i * 31) % Math.max(1, mix.pools.clients.length)];
      if (!id) return;
      const digits = String(10_000_000 + ((n * 7919 + i * 104_729) % 90_000_000));
      const body = { phone: `+52 55 ${digits.slice(0, 4)} ${digits.slice(4)}` };
      inFlight += 1;
      try {
        const res = await request(agent, server.port, {
          method: 'PUT',
          path: `/api/clients/${id}`,
          body,
          token: server.token,
          timeoutMs: 10_000,
        });
        if (res.status === 200) edits += 1;
        else editErrors += 1;
      } catch {
        if (!killed) editErrors += 1;
      } finally {
        inFlight -= 1;
      }
    }
  };
  const writers = Promise.all(Array.from({ length: KILL_WRITERS }, (_, n) => editor(n)));
  await sleep(KILL_AFTER_MS);
  const editsInFlight = inFlight;
  killed = true;
  const stop = await stopServer(server, 'SIGKILL');
  const [readResult] = await Promise.all([reads, writers]);
  agent.destroy();
  return { readResult, edits, editErrors, editsInFlight, stop };
}

// ---- rebuild ----

/** The rebuild endpoint, waited for, while health and the projection's list are asked one after the other. */
/**
 * Sends `POST path` (a rebuild or a consistency check of REBUILT, which answer when done) while
 * GET /api/health and REBUILT's list are asked one after the other: how long it takes, how long the
 * server makes a request wait meanwhile, and what the list answered.
 */
async function whileServing(server, path) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const health = [];
  const list = { ok: 0, failed: 0, totals: new Set() };
  const listPath = LIST_OF[REBUILT] ?? '/api/clients?page=1&limit=10';
  let done = false;
  const polling = (async () => {
    for (let turn = 0; !done; turn += 1) {
      if (turn % 2 === 0) {
        const res = await request(agent, server.port, { method: 'GET', path: '/api/health', timeoutMs: 10_000 });
        health.push(res.ms);
      } else {
        const res = await request(agent, server.port, { method: 'GET', path: listPath, token: server.token });
        if (res.status === 200) {
          list.ok += 1;
          list.totals.add(res.body?.data?.total);
        } else list.failed += 1;
      }
      await sleep(POLL_MS);
    }
  })();
  const started = performance.now();
  const answer = await request(new http.Agent(), server.port, {
    method: 'POST',
    path,
    token: server.token,
    timeoutMs: START_TIMEOUT_MS,
  });
  const ms = performance.now() - started;
  done = true;
  await polling;
  agent.destroy();
  return { status: answer.status, body: answer.body, ms, health: summarize(health), list };
}

async function rebuildWhileServing(server) {
  const rebuilt = await whileServing(server, `/api/admin/projections/${REBUILT}/rebuild?wait=true`);
  const infos = await request(new http.Agent(), server.port, {
    method: 'GET',
    path: '/api/admin/projections',
    token: server.token,
  });
  const info = (infos.body?.data ?? []).find((each) => each.name === REBUILT);
  return { ...rebuilt, progress: info?.rebuild ?? null };
}

/** The projections console's "Comprobar": the log folded again and compared with the live copy. */
async function checkWhileServing(server) {
  const checked = await whileServing(server, `/api/admin/projections/${REBUILT}/check`);
  return { ...checked, result: checked.body?.data ?? null };
}

// ---- main ----

async function main() {
  console.log(
    `history-1m: start-up, memory and disk of the server on a ${int(TARGET_EVENTS)}-event history ` +
      'of a two-branch studio',
  );
  console.log(await machineNote());
  const figures = {};
  console.log(`\n1) The history (${HISTORY_DIR ? `kept in ${HISTORY_DIR}` : 'a temporary folder'})`);
  const history = await prepareHistory({ target: TARGET_EVENTS, historyDir: HISTORY_DIR });
  printHistory(history);
  const copy = copyHistory(history.dir);
  const { dataDir } = copy;
  console.log(`  copied into a fresh data folder ${dataDir} in ${copy.seconds.toFixed(1)} s`);
  let server = null;
  try {
    console.log('\n2) First start on the history (the server builds its read models)');
    server = await startServer('first-start', dataDir, null);
    figures.first = server;
    console.log(`  ${startLine(server)}`);
    const appended = server.head === null ? null : server.head - history.info.events;
    if (appended)
      console.log(
        `  the server appended ${int(appended)} events while starting (what fell due since the history's last ` +
          `event): ${appendedAfter(dataDir, history.info.events)}`,
      );
    console.log(`  clients in the list: ${int(server.clientsTotal ?? 0)}`);
    serverWarnings(server);
    const token = server.token;

    console.log('\n3) Clean stop (SIGTERM, wait for the exit) and restart');
    const cleanStop = await stopServer(server);
    console.log(
      `  stopped in ${secs(cleanStop.ms)} (exit code ${cleanStop.code}` +
        `${cleanStop.signal ? `, ${cleanStop.signal}` : ''})`,
    );
    server = await startServer('restart', dataDir, token);
    figures.clean = server;
    console.log(`  ${startLine(server)}`);
    figures.rssStarted = server.memory.rss;

    console.log(`\n4) ${int(READS)} mixed reads as the super admin, ${READ_CONCURRENCY} in flight`);
    const mix = new ReadMix(history.info);
    const cpuBefore = processCpuSeconds(server.pid);
    const busyBefore = cpuTicks();
    const reads = await runReads(server, mix, { count: READS, concurrency: READ_CONCURRENCY });
    printReads(reads);
    const serverCpu = processCpuSeconds(server.pid) - cpuBefore;
    const busy = busyShare(busyBefore, cpuTicks());
    console.log(
      `  server CPU ${serverCpu.toFixed(1)} s over the ${reads.seconds.toFixed(1)} s of the reads ` +
        `(${Math.round((100 * serverCpu) / reads.seconds)}% of one core); all CPUs ` +
        `${busy === null ? 'n/a' : `${Math.round(busy * 100)}%`} busy meanwhile ` +
        '(this bench and other processes included)',
    );
    const afterReads = memoryOf(server.pid);
    figures.rssAfterReads = afterReads.rss;
    figures.reads = reads;
    console.log(`  RSS after the reads ${mb(afterReads.rss)} (peak since the start ${mb(afterReads.peak)})`);
    console.log('  data folder while the server runs:');
    printFiles(dataDir);

    console.log(`\n5) Rebuild of '${REBUILT}' over the whole history while health and its list are asked`);
    const rebuilt = await rebuildWhileServing(server);
    figures.rebuild = rebuilt;
    console.log(
      `  answered ${rebuilt.status} after ${secs(rebuilt.ms)}; the server's figure: ` +
        `${int(rebuilt.progress?.eventsPerSecond ?? 0)} events/s over ${int(rebuilt.progress?.done ?? 0)} events`,
    );
    console.log(
      `  GET /api/health meanwhile: p50 ${rebuilt.health.p50.toFixed(1)}  p99 ${rebuilt.health.p99.toFixed(1)}  ` +
        `max ${rebuilt.health.max.toFixed(1)} ms (n=${rebuilt.health.count}); the list answered ` +
        `${rebuilt.list.ok} × 200, ${rebuilt.list.failed} × other, totals seen: ${[...rebuilt.list.totals].join(', ')}`,
    );

    console.log(`\n5b) Consistency check of '${REBUILT}' (the projections console's Comprobar) while served`);
    const checked = await checkWhileServing(server);
    figures.check = checked;
    const result = checked.result;
    console.log(
      `  answered ${checked.status} after ${secs(checked.ms)}: ${int(result?.documents ?? 0)} documents compared at ` +
        `position ${int(result?.position ?? 0)}, ${result?.consistent ? 'consistent' : 'NOT consistent'}` +
        `${result?.differences?.length ? ` (${result.differences.length} differences listed)` : ''}` +
        `${result?.error ? `; error: ${result.error}` : ''}`,
    );
    console.log(
      `  GET /api/health meanwhile: p50 ${checked.health.p50.toFixed(1)}  p99 ${checked.health.p99.toFixed(1)}  ` +
        `max ${checked.health.max.toFixed(1)} ms (n=${checked.health.count}); the list answered ` +
        `${checked.list.ok} × 200, ${checked.list.failed} × other`,
    );

    console.log(
      `\n6) SIGKILL while busy (${KILL_READERS} reads and ${KILL_WRITERS} client edits in flight for ` +
        `${KILL_AFTER_MS / 1000} s), then restart`,
    );
    const kill = await killUnderLoad(server, mix);
    console.log(
      `  killed (${kill.stop.signal}) after ${int(kill.readResult.all.count)} reads and ${int(kill.edits)} edits ` +
        `answered; ${kill.editsInFlight} edits in flight at the kill`,
    );
    server = await startServer('after-kill', dataDir, token);
    figures.kill = server;
    console.log(`  ${startLine(server)}`);
    const check = await request(new http.Agent(), server.port, { ...CLIENTS_PAGE, token: server.token });
    console.log(`  GET /api/clients after the restart: ${check.status}, ${int(check.body?.data?.total ?? 0)} clients`);
    serverWarnings(server);

    console.log('\n7) The data folder after a clean stop');
    const finalStop = await stopServer(server);
    server = null;
    console.log(`  stopped in ${secs(finalStop.ms)} (exit code ${finalStop.code})`);
    figures.disk = printFiles(dataDir);
  } finally {
    if (server) await stopServer(server, 'SIGKILL');
    removeTempDir(dataDir);
    if (!HISTORY_DIR) removeTempDir(history.dir);
  }

  const row = (label, s) =>
    console.log(
      `  ${label.padEnd(32)} first answer ${secs(s.times.health).padStart(8)}   ` +
        `real read ${secs(s.times.read).padStart(8)}` +
        `   RSS ${mb(s.memory.rss).padStart(9)}   peak ${mb(s.memory.peak).padStart(9)}`,
    );
  console.log(`\nSummary (${int(history.info.events)} events)`);
  console.log(
    `  history written in ${history.info.seconds.toFixed(1)} s${history.reused ? ' (reused)' : ''}; ` +
      `data folder ${mb(figures.disk.total)}`,
  );
  row('first start (builds read models)', figures.first);
  row('restart after a clean stop', figures.clean);
  row('restart after SIGKILL', figures.kill);
  console.log(
    `  RSS once started ${mb(figures.rssStarted)}, after ${int(READS)} reads ${mb(figures.rssAfterReads)}; ` +
      `reads p50 ${figures.reads.all.p50.toFixed(1)} / p99 ${figures.reads.all.p99.toFixed(1)} ms`,
  );
  const seconds = (ms) => Number((ms / 1000).toFixed(2));
  const megabytes = (bytes) => Number((bytes / 1e6).toFixed(1));
  console.log('  (report only) first start to first answer: ' + `${secs(figures.first.times.health)}`);
  for (const [label, s] of [
    ['restart after a clean stop', figures.clean],
    ['restart after SIGKILL', figures.kill],
  ]) {
    console.log(
      '  ' +
        verdict(
          `${label}: spawn to first answer (GET /api/health 200), s`,
          seconds(s.times.health),
          TARGET_START_S,
          false,
        ),
    );
    console.log(
      '  ' + verdict(`${label}: spawn to GET /api/clients 200, s`, seconds(s.times.read), TARGET_START_S, false),
    );
  }
  console.log('  ' + verdict('RSS once started, MB', megabytes(figures.rssStarted), TARGET_RSS_MB, false));
  const rebuildRate = figures.rebuild.progress?.eventsPerSecond ?? 0;
  console.log('  ' + verdict(`rebuild of ${REBUILT}, events/s`, rebuildRate, TARGET_REBUILD_PER_S, true));
  console.log(
    '  ' +
      verdict(
        'GET /api/health p99 during the rebuild, ms',
        Number(figures.rebuild.health.p99.toFixed(1)),
        TARGET_HEALTH_P99_MS,
        false,
      ),
  );
  console.log(
    `  (report only) consistency check of ${REBUILT}: ${secs(figures.check.ms)}, ` +
      `${int(figures.check.result?.documents ?? 0)} documents, ` +
      `${figures.check.result?.consistent ? 'consistent' : 'NOT consistent'}; ` +
      `GET /api/health p99 meanwhile ${figures.check.health.p99.toFixed(1)} ms`,
  );
  console.log(
    '  ' + verdict(`RSS after ${int(READS)} mixed reads, MB`, megabytes(figures.rssAfterReads), TARGET_RSS_MB, false),
  );
}

await main();
