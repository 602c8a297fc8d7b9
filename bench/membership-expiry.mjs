#!/usr/bin/env node
// Membership expiry at scale: 100,000 ACTIVE memberships whose end dates fall within one minute,
// on the compiled server with a fresh data folder. The membership-expiry schedule must append
// exactly one MembershipExpired per membership, all of them within 30 s of the minute's end,
// while GET /api/health stays responsive.
//   Set-up (not timed): a first server start on an empty folder creates the admin, a branch, a
//   plan, some clients and one membership sold over HTTP (its MembershipSold is the template of
//   the seeded ones: real shape, real metadata). The server is stopped and the sales are appended
//   straight to its event log, with end dates spread evenly over [T, T + 60 s), T a known lead
//   after now that covers the seeding and the second start. The reactions' checkpoints are moved
//   to the seeded head: those sales were paid when they were made.
//   Measured: the server started again on that folder rebuilds its read models, then the real
//   clock passes the minute. Meanwhile this process reads the log file (read only, WAL) for
//   MembershipExpired events, asks GET /api/health one at a time every 10 ms, and, once the log
//   holds every expiry, polls GET /api/memberships/stats until the read model shows them all.
//   After the server is stopped, the log is counted per stream: each membership exactly once.
//
//   node bench/membership-expiry.mjs
//   BENCH_MEMBERSHIPS=10000 node bench/membership-expiry.mjs
//   BENCH_SPREAD_S=0 node bench/membership-expiry.mjs            # every end at the same instant
//
// Everything goes to 127.0.0.1. Every wait is bounded in time.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  formatLatency,
  importDist,
  int,
  login,
  machineNote,
  ms,
  request,
  sleep,
  startServer,
  summarize,
  tempDir,
  verdict,
  createAll,
} from './lib/common.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const MEMBERSHIPS = Number(process.env.BENCH_MEMBERSHIPS ?? 100_000);
/** The end dates are spread evenly over this many seconds (60: one minute; 0: all at one instant). */
const SPREAD_MS = Number(process.env.BENCH_SPREAD_S ?? 60) * 1000;
/**
 * From the start of the seeding to the first end date: it must cover writing the log and the
 * server's second start (read models rebuilt from it): ~5 s for 100,000 on a quiet 2-core
 * machine, so the default leaves room for a loaded one. A server ready too late stops the bench.
 */
const LEAD_MS = process.env.BENCH_LEAD_S ? Number(process.env.BENCH_LEAD_S) * 1000 : 15_000 + MEMBERSHIPS * 0.15;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
/** How long after the minute's end the bench waits for the last expiry before it gives up. */
const WAIT_MS = Number(process.env.BENCH_WAIT_S ?? 180) * 1000;
const LOG_LEVEL = process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn';

const TARGET_WITHIN_S = 30;
const TARGET_HEALTH_P99_MS = 50;
const HEALTH_GAP_MS = 10;
const LOG_POLL_MS = 100;
const STATS_POLL_MS = 100;
/** The server's scheduler polls every second: a second expiry would show up within a few. */
const AFTER_MS = 3_000;
const SEED_GROUP = 10_000;
const PLAN_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

const { createEventLog, EMBEDDED_EVENT_LOG_FILE } = await importDist('platform/event-log/create-event-log.js');

const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const clock = (epochMs) => new Date(epochMs).toISOString().slice(11, 23);

/**
 * First start on an empty folder, over HTTP: the admin, a branch, a plan of PLAN_DAYS days,
 * CLIENTS clients and one membership sold. Answers what the seeding needs.
 */
async function setUp(dataDir) {
  const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL }, probe: false });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  try {
    const token = await login(agent, server.port);
    const post = (path, body) => request(agent, server.port, { method: 'POST', path, body, token, timeoutMs: 120_000 });
    const [branch] = await createAll(1, 1, () =>
      post('/api/branches', {
        name: 'BoxStudio Bench Vencimientos',
        address: 'Av. Reforma 100, Col. Centro',
        city: 'Ciudad de México',
        state: 'CDMX',
        country: 'México',
        postalCode: '06600',
        phone: '+52 55 1000-2000',
        email: 'vencimientos@boxstudio.mx',
      }),
    );
    const [plan] = await createAll(1, 1, () =>
      post('/api/membership-plans', { name: 'Mensual Bench', price: 899, duration: PLAN_DAYS, branchId: branch.id }),
    );
    const clients = await createAll(CLIENTS, 16, (i) =>
      post('/api/users', {
        name: `Cliente Vence ${i + 1}`,
        email: `cliente.vence${i + 1}@example.com`,
        password: 'Boxeo2024',
        role: 'CLIENT',
        phone: `+52 55 ${String(1000 + (i % 9000))} ${String(2000 + ((i * 7) % 8000))}`,
      }),
    );
    const [sold] = await createAll(1, 1, () =>
      post('/api/memberships', {
        userId: clients[0].id,
        membershipPlanId: plan.id,
        startDate: new Date().toISOString(),
        price: 899,
        paymentMethod: 'CARD',
      }),
    );
    const reactions = await request(agent, server.port, { method: 'GET', path: '/api/admin/reactions', token });
    if (reactions.status !== 200 || !Array.isArray(reactions.body?.data))
      throw new Error(`GET /api/admin/reactions answered ${reactions.status}: ${JSON.stringify(reactions.body)}`);
    return {
      clients: clients.map((client) => client.id),
      templateId: sold.id,
      reactions: reactions.body.data.map((reaction) => reaction.name),
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The sale made over HTTP, as the log recorded it: the shape every seeded sale copies. */
function templateSale(dataDir, membershipId) {
  const db = new Database(join(dataDir, EMBEDDED_EVENT_LOG_FILE), { readonly: true });
  try {
    const row = db
      .prepare("SELECT data, metadata FROM events WHERE stream_id = ? AND type = 'MembershipSold'")
      .get(`membership-${membershipId}`);
    if (!row) throw new Error(`The set-up sale membership-${membershipId} is not in the log`);
    return { data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) };
  } finally {
    db.close();
  }
}

/**
 * Appends MEMBERSHIPS sales, one stream each (`membership-<id>`), SEED_GROUP appends queued at
 * once so each group is one commit. Membership i ends at firstEnd + i × SPREAD / MEMBERSHIPS,
 * started PLAN_DAYS before. Answers the log's head and each stream's end.
 */
async function seed(dataDir, template, clients, firstEnd) {
  const log = await createEventLog({ dataDir });
  const ends = new Map();
  try {
    let pending = [];
    for (let i = 0; i < MEMBERSHIPS; i++) {
      const membershipId = randomUUID();
      const end = firstEnd + Math.floor((i * SPREAD_MS) / MEMBERSHIPS);
      const startDate = new Date(end - PLAN_DAYS * DAY_MS).toISOString();
      const streamId = `membership-${membershipId}`;
      const data = {
        ...template.data,
        membershipId,
        userId: clients[i % clients.length],
        startDate,
        endDate: new Date(end).toISOString(),
        status: 'ACTIVE',
      };
      const metadata = {
        ...template.metadata,
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: startDate,
      };
      ends.set(streamId, end);
      pending.push(log.append(streamId, [{ id: randomUUID(), type: 'MembershipSold', data, metadata }], 'no-stream'));
      if (pending.length >= SEED_GROUP) {
        await Promise.all(pending);
        pending = [];
      }
    }
    await Promise.all(pending);
    return { head: await log.headPosition(), ends };
  } finally {
    await log.close();
  }
}

/** The reactions have handled every seeded sale (their payments were recorded when they were made). */
function moveReactionCheckpoints(dataDir, names, head) {
  const file = join(dataDir, 'reaction-checkpoints.json');
  const checkpoints = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const name of names) checkpoints[`reaction:${name}`] = { position: head, checkpoint: String(head) };
  writeFileSync(file, JSON.stringify(checkpoints), { mode: 0o600 });
}

/** GET /api/health one at a time, HEALTH_GAP_MS apart, until `stop()`; answers the latencies. */
function sampleHealth(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const failures = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      try {
        const res = await request(agent, port, { method: 'GET', path: '/api/health', timeoutMs: 10_000 });
        if (res.status === 200) latencies.push(res.ms);
        else failures.push(res.status);
      } catch (error) {
        failures.push(String(error));
      }
      await sleep(HEALTH_GAP_MS);
    }
    agent.destroy();
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { latencies, failures };
    },
  };
}

/** Follows the log file (read only; the server writes it) for MembershipExpired events of the seeded streams. */
function followExpiries(dataDir, ends, fromPosition) {
  const db = new Database(join(dataDir, EMBEDDED_EVENT_LOG_FILE), { readonly: true, fileMustExist: true });
  const next = db
    .prepare(
      'SELECT position, stream_id, recorded_at FROM events ' +
        "WHERE position > ? AND type = 'MembershipExpired' ORDER BY position",
    )
    .raw();
  let after = fromPosition;
  let seen = 0;
  let last = 0;
  return {
    read() {
      for (const [position, streamId, recordedAt] of next.iterate(after)) {
        after = position;
        if (!ends.has(streamId)) continue;
        seen++;
        last = Math.max(last, recordedAt);
      }
      return { seen, last };
    },
    close: () => db.close(),
  };
}

/** After the server stopped: MembershipExpired per seeded stream, and each one's lag behind its end. */
function countExpiries(dataDir, ends) {
  const db = new Database(join(dataDir, EMBEDDED_EVENT_LOG_FILE), { readonly: true });
  try {
    const perStream = new Map();
    const lags = [];
    let first = Infinity;
    let last = 0;
    for (const [streamId, recordedAt] of db
      .prepare("SELECT stream_id, recorded_at FROM events WHERE type = 'MembershipExpired'")
      .raw()
      .iterate()) {
      const end = ends.get(streamId);
      if (end === undefined) continue;
      perStream.set(streamId, (perStream.get(streamId) ?? 0) + 1);
      lags.push(recordedAt - end);
      first = Math.min(first, recordedAt);
      last = Math.max(last, recordedAt);
    }
    let once = 0;
    let twice = 0;
    for (const count of perStream.values()) {
      if (count === 1) once++;
      else twice++;
    }
    return { once, twice, missing: ends.size - perStream.size, lags: summarize(lags), first, last };
  } finally {
    db.close();
  }
}

async function main() {
  console.log(
    `Membership expiry: ${int(MEMBERSHIPS)} ACTIVE memberships ending within ${seconds(SPREAD_MS)}, ` +
      'on a fresh data folder',
  );
  console.log(await machineNote());
  const dataDir = tempDir('membership-expiry');

  // Set-up, not timed.
  const setupStarted = performance.now();
  const { clients, templateId, reactions } = await setUp(dataDir);
  const template = templateSale(dataDir, templateId);
  console.log(
    `\nSet-up (not timed): admin, branch, ${PLAN_DAYS}-day plan, ${int(CLIENTS)} clients, ` +
      `one sale over HTTP in ${seconds(performance.now() - setupStarted)}; ` +
      `reactions: ${reactions.join(', ') || 'none'}`,
  );

  const seedStarted = Date.now();
  const firstEnd = seedStarted + LEAD_MS;
  const minuteEnd = firstEnd + SPREAD_MS;
  const { head, ends } = await seed(dataDir, template, clients, firstEnd);
  moveReactionCheckpoints(dataDir, reactions, head);
  const seededIn = Date.now() - seedStarted;
  console.log(
    `Seeded ${int(MEMBERSHIPS)} MembershipSold (log head ${int(head)}) in ${seconds(seededIn)}; ` +
      `ends from ${clock(firstEnd)} to ${clock(minuteEnd)} UTC (lead ${seconds(LEAD_MS)})`,
  );

  const startStarted = Date.now();
  const server = await startServer({
    env: { DATA_DIR: dataDir, LOG_LEVEL },
    startTimeoutMs: Math.max(LEAD_MS, 60_000),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const verdicts = [];
  let stopped = false;
  try {
    const token = await login(agent, server.port);
    const stats = async () => {
      const res = await request(agent, server.port, { method: 'GET', path: '/api/memberships/stats', token });
      if (res.status !== 200)
        throw new Error(`GET /api/memberships/stats answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const before = await stats();
    const readyAt = Date.now();
    console.log(
      `Server ready (read models rebuilt from ${int(head)} events) in ${seconds(readyAt - startStarted)}; ` +
        `stats ${JSON.stringify(before)}; ` +
        `${seconds(firstEnd - readyAt)} left before the first end`,
    );
    const held =
      (await request(agent, server.port, { method: 'GET', path: '/api/admin/reactions', token })).body?.data ?? [];
    const behind = held.filter((reaction) => reaction.position < head);
    if (behind.length > 0)
      console.log(
        '  ⚠ reactions behind the seeded head: ' +
          `${behind.map((reaction) => `${reaction.name}@${reaction.position}`).join(', ')}`,
      );
    if (readyAt > firstEnd - 1000) {
      throw new Error(
        `The server was ready ${seconds(readyAt - firstEnd + 1000)} too late for a fair measurement ` +
          '(the first end date had passed or was under 1 s away): ' +
          `raise BENCH_LEAD_S above ${Math.ceil(LEAD_MS / 1000)}`,
      );
    }
    if (before.active < MEMBERSHIPS)
      throw new Error(`The read model shows ${before.active} ACTIVE memberships, not ${MEMBERSHIPS}`);

    // Quiet health figure, for comparison, then wait for the first end.
    const quiet = sampleHealth(server.port);
    await sleep(Math.min(2_000, firstEnd - 500 - Date.now()));
    const quietHealth = await quiet.stop();
    await sleep(Math.max(0, firstEnd - 500 - Date.now()));

    console.log(
      `\nThe wave: ${clock(firstEnd)} → ${clock(minuteEnd)} UTC; ` +
        `GET /api/health every ${HEALTH_GAP_MS} ms, one at a time`,
    );
    await server.probe();
    const health = sampleHealth(server.port);
    const follower = followExpiries(dataDir, ends, head);
    const deadline = minuteEnd + WAIT_MS;
    let logDoneAt = null;
    let nextReport = firstEnd + 5_000;
    for (;;) {
      const { seen, last } = follower.read();
      const now = Date.now();
      if (now >= nextReport) {
        const due = Math.min(
          MEMBERSHIPS,
          Math.max(0, Math.ceil(((now - firstEnd) * MEMBERSHIPS) / Math.max(SPREAD_MS, 1))),
        );
        console.log(
          `  ${clock(now)}  due ${int(SPREAD_MS === 0 ? MEMBERSHIPS : due)}, expired in the log ${int(seen)}`,
        );
        nextReport += 5_000;
      }
      if (seen >= MEMBERSHIPS) {
        logDoneAt = last;
        break;
      }
      if (now > deadline) break;
      await sleep(LOG_POLL_MS);
    }
    follower.close();
    // The read model: the stats answer once every expiry is in the log (polled only now, so the
    // counting does not weigh on the health figure during the wave).
    let readDoneAt = null;
    while (logDoneAt !== null && Date.now() < deadline) {
      const now = await stats();
      if (now.expired >= MEMBERSHIPS) {
        readDoneAt = Date.now();
        break;
      }
      await sleep(STATS_POLL_MS);
    }
    const { latencies, failures } = await health.stop();
    const loop = await server.probe();
    const after = await stats();
    // Further polls: a second run of any item would append a second expiry now.
    await sleep(AFTER_MS);
    await server.stop({ keepDataDir: true });
    stopped = true;

    const counted = countExpiries(dataDir, ends);
    const healthSummary = summarize(latencies);
    const quietSummary = summarize(quietHealth.latencies);
    console.log(`  first MembershipExpired at ${clock(counted.first)}, last at ${clock(counted.last)} UTC`);
    console.log(`\nResults`);
    console.log(`  minute's end (last end date)          ${clock(minuteEnd)} UTC`);
    console.log(
      '  last MembershipExpired in the log     ' +
        `${logDoneAt === null ? 'never (timed out)' : `${seconds(logDoneAt - minuteEnd)} after it`}`,
    );
    console.log(
      '  read model shows all EXPIRED          ' +
        `${readDoneAt === null ? 'never (timed out)' : `${seconds(readDoneAt - minuteEnd)} after it`}` +
        ` (stats polled every ${STATS_POLL_MS} ms)`,
    );
    console.log(`  each membership's lag behind its end  ${formatLatency(counted.lags)}`);
    const spanMs = counted.last - counted.first;
    console.log(
      '  expiries/s from first to last          ' +
        `${spanMs > 0 ? int((MEMBERSHIPS * 1000) / spanMs) : 'n/a'} (over ${seconds(spanMs)})`,
    );
    console.log(
      `  MembershipExpired per membership      once ${int(counted.once)}, ` +
        `more than once ${int(counted.twice)}, none ${int(counted.missing)}`,
    );
    console.log(`  stats after the wave                  ${JSON.stringify(after)}`);
    console.log(`  GET /api/health before the wave       ${formatLatency(quietSummary)}`);
    console.log(
      `  GET /api/health during the wave       ${formatLatency(healthSummary)}` +
        `${failures.length ? `; ${failures.length} failed (${String(failures[0]).slice(0, 120)})` : ''}`,
    );
    if (loop)
      console.log(
        `  server during the wave                event loop busy ${Math.round(loop.utilization * 100)}%, ` +
          `CPU ${Math.round((loop.cpuMs / (loop.activeMs + loop.idleMs)) * 100)}% of one core, ` +
          `loop delay p99 ${ms(loop.delayP99Ms)} / max ${ms(loop.delayMaxMs)}`,
      );

    const within = readDoneAt === null ? Infinity : (Math.max(readDoneAt, logDoneAt) - minuteEnd) / 1000;
    verdicts.push(
      verdict(
        'every membership EXPIRED (log and read model), seconds after the minute',
        Number.isFinite(within) ? Number(within.toFixed(1)) : 'never',
        TARGET_WITHIN_S,
        false,
      ),
    );
    const exact = counted.once === MEMBERSHIPS && counted.twice === 0;
    verdicts.push(
      `${exact ? 'MET    ' : 'NOT MET'} exactly one MembershipExpired per membership: ` +
        `${int(counted.once)} of ${int(MEMBERSHIPS)} once, ` +
        `${int(counted.twice)} more than once, ${int(counted.missing)} none`,
    );
    verdicts.push(
      failures.length > 0
        ? `NOT MET GET /api/health during the wave: ${failures.length} failed`
        : verdict(
            'GET /api/health p99 during the wave, ms',
            Number(healthSummary.p99.toFixed(1)),
            TARGET_HEALTH_P99_MS,
            false,
          ),
    );
  } finally {
    agent.destroy();
    if (!stopped) await server.stop({ keepDataDir: true });
    const output = server.output
      .trim()
      .split('\n')
      .filter((text) => text && !text.startsWith('BoxStudio listening'));
    if (output.length > 0) {
      console.log(`\nServer output (${output.length} lines, last 10):`);
      for (const text of output.slice(-10)) console.log(`  ${text.slice(0, 300)}`);
    }
  }

  console.log('\nSummary');
  for (const line of verdicts) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
