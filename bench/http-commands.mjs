#!/usr/bin/env node
// HTTP command throughput: POST /api/branches (creates) and PUT /api/branches/:id (edits) with N
// requests kept in flight against the compiled server started as a child process; then
// GET /api/branches (list page) for context. First, for scale, the same POST against a bare
// node:http server and a bare Express app on the same machine with the same client.
//
//   node bench/http-commands.mjs
//   BENCH_DURATION_S=10 BENCH_WARMUP_S=2 BENCH_CONCURRENCY=32,64 node bench/http-commands.mjs
//   BENCH_CPU_PROF=bench/.out/prof node bench/http-commands.mjs   # server runs with --cpu-prof
//   BENCH_PHASES=create BENCH_CONCURRENCY=64 node bench/http-commands.mjs   # one phase only
//   BENCH_PHASES=read BENCH_READS=health node bench/http-commands.mjs   # one read load only
//   BENCH_SERVER_NODE_ARGS="--max-semi-space-size=64" node bench/http-commands.mjs
//   BENCH_SERVER_LOG_LEVEL=warn node bench/http-commands.mjs   # show the server's warnings
//
// Everything goes to 127.0.0.1. Every loop is bounded by time and by a request count.
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  formatLatency,
  int,
  login,
  machineNote,
  processCpuSeconds,
  request,
  startBaselineServer,
  startServer,
  summarize,
  verdict,
} from './lib/common.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '32,64')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const LIST_CONCURRENCY = Number(process.env.BENCH_LIST_CONCURRENCY ?? 32);
const EDIT_POOL = Number(process.env.BENCH_EDIT_POOL ?? 1000);
/** Which phases to run (comma-separated): baseline, create, edit, read. Handy to profile one of them alone. */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'baseline,create,edit,read').split(',').map((p) => p.trim()));
/**
 * Which loads the read phase runs (comma-separated): list, search, health, byid. Handy to profile one of them
 * alone.
 */
const READS = new Set((process.env.BENCH_READS ?? 'list,search,health,byid').split(',').map((p) => p.trim()));
const MAX_REQUESTS_PER_RUN = 500_000; // a hard bound even on a very fast machine
const REQUEST_TIMEOUT_MS = 30_000;
const TARGET_COMMANDS_PER_S = 1500;
/** Issue targets: commands at half the bare Express rate, reads by id at 80% of it. */
const TARGET_COMMAND_RATIO = 0.5;
const TARGET_READ_RATIO = 0.8;

const CITIES = [
  ['Ciudad de México', 'CDMX', '06600'],
  ['Querétaro', 'Querétaro', '76000'],
  ['Guadalajara', 'Jalisco', '44100'],
  ['Monterrey', 'Nuevo León', '64000'],
  ['Mérida', 'Yucatán', '97000'],
  ['Puebla', 'Puebla', '72000'],
];

let sequence = 0;
function newBranchBody() {
  const n = ++sequence;
  const [city, state, postalCode] = CITIES[n % CITIES.length];
  return {
    name: `BoxStudio Bench ${n}`,
    address: `Av. Constituyentes ${100 + (n % 900)}, Col. Centro`,
    city,
    state,
    country: 'México',
    postalCode,
    phone: `+52 55 ${String(1000 + (n % 9000))}-${String(1000 + ((n * 7) % 9000))}`,
    email: `sucursal${n}@boxstudio.mx`,
  };
}

/**
 * Keeps `concurrency` requests in flight for warm-up + duration. Throughput counts the requests
 * that complete inside the measured window; latency (send to last byte) is taken over the
 * requests both sent and completed inside it.
 */
async function runLoad({ label, server, concurrency, next, onResponse }) {
  const { port } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let warmupErrors = 0;
  let issued = 0;
  let completed = 0;
  let firstError = null;
  const t0 = performance.now();
  const warmEnd = t0 + WARMUP_MS;
  const end = warmEnd + DURATION_MS;
  // Server probes at the start and the end of the measured window (the first one resets it).
  let clientCpuAtWarmEnd = null;
  let clientCpu = null;
  let serverWindow = null;
  let procCpuAtWarmEnd = null;
  let procCpuAtEnd = null;
  const warmTimer = setTimeout(() => {
    clientCpuAtWarmEnd = process.cpuUsage();
    procCpuAtWarmEnd = processCpuSeconds(server.pid);
    void server.probe();
  }, WARMUP_MS);

  // Samples the CPU figures at the end of the window; awaited below, so a late timer (a busy
  // machine) cannot leave them out.
  const endSampled = new Promise((resolveSample) => {
    setTimeout(async () => {
      const used = process.cpuUsage(clientCpuAtWarmEnd ?? undefined);
      clientCpu = (used.user + used.system) / 1e6 / (DURATION_MS / 1000);
      procCpuAtEnd = processCpuSeconds(server.pid);
      serverWindow = await server.probe();
      resolveSample();
    }, WARMUP_MS + DURATION_MS);
  });

  async function worker() {
    while (performance.now() < end && issued < MAX_REQUESTS_PER_RUN) {
      issued++;
      const spec = next();
      const sent = performance.now();
      let status = 'network-error';
      let body;
      try {
        const res = await request(agent, port, { ...spec, timeoutMs: REQUEST_TIMEOUT_MS });
        status = res.status;
        body = res.body;
      } catch (error) {
        firstError ??= String(error);
      }
      const done = performance.now();
      const ok = typeof status === 'number' && status >= 200 && status < 300;
      if (ok) onResponse?.(body);
      else if (typeof status === 'number') firstError ??= `HTTP ${status} ${JSON.stringify(body)?.slice(0, 300)}`;
      if (done < warmEnd) {
        if (!ok) warmupErrors++;
        continue;
      }
      if (done > end) continue;
      completed++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (!ok) errors++;
      // Latency only of requests sent inside the window: the first request of each new
      // connection, sent at the very start, can wait seconds at saturation (see README).
      if (sent >= warmEnd) latencies.push(done - sent);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  clearTimeout(warmTimer);
  agent.destroy();

  const perSecond = completed / (DURATION_MS / 1000);
  const summary = summarize(latencies);
  // The end sample may still be on its way (the probe answers within 2 s or gives up).
  await endSampled;
  const serverCpu =
    serverWindow?.cpuMs !== undefined
      ? serverWindow.cpuMs / (serverWindow.activeMs + serverWindow.idleMs)
      : procCpuAtWarmEnd !== null && procCpuAtEnd !== null
        ? (procCpuAtEnd - procCpuAtWarmEnd) / (DURATION_MS / 1000)
        : null;
  const serverElu = serverWindow?.utilization ?? null;
  // Answers per CPU-second of the server: what one dedicated core would do, whatever else runs.
  const perServerCpuSecond = serverCpu ? perSecond / serverCpu : null;
  const pctText = (x) => (x === null ? 'n/a' : `${Math.round(x * 100)}%`);
  const statusText = [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(
    `  ${label} @ ${concurrency} in flight: ${int(perSecond)} req/s over ${DURATION_MS / 1000} s ` +
      `(${int(completed)} answered, errors ${errors}, warm-up errors ${warmupErrors})`,
  );
  console.log(`    latency ${formatLatency(summary)}`);
  if (perServerCpuSecond)
    console.log(
      `    ${int(perServerCpuSecond)} answers per server CPU-second (≈ what the server would do on one dedicated core)`,
    );
  console.log(
    `    server: event loop busy ${pctText(serverElu)}, CPU ${pctText(serverCpu)} of one core` +
      (serverWindow
        ? `, loop delay p99 ${serverWindow.delayP99Ms.toFixed(1)} ms max ${serverWindow.delayMaxMs.toFixed(1)} ms`
        : '') +
      `; client CPU ${pctText(clientCpu)}; statuses ${statusText || 'none'}`,
  );
  if (firstError && (errors > 0 || warmupErrors > 0)) console.log(`    first error: ${firstError}`);
  return {
    label,
    concurrency,
    perSecond,
    perServerCpuSecond,
    summary,
    errors,
    warmupErrors,
    serverCpu,
    serverElu,
    clientCpu,
  };
}

async function main() {
  console.log(
    'http-commands: POST/PUT /api/branches with N in flight; ' +
      `warm-up ${WARMUP_MS / 1000} s, measured ${DURATION_MS / 1000} s per run`,
  );
  const nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    const dir = resolve(process.env.BENCH_CPU_PROF);
    mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
    console.log(`  server runs with --cpu-prof; profile goes to ${dir}`);
  }
  console.log(await machineNote());
  const results = [];
  if (PHASES.has('baseline')) {
    console.log(
      `\nBaseline, for context: the same POST against minimal servers (not BoxStudio) on this machine and client`,
    );
    for (const kind of ['node:http', 'express']) {
      const baseline = await startBaselineServer(kind);
      try {
        results.push(
          await runLoad({
            label: `baseline ${kind}`,
            server: baseline,
            concurrency: CONCURRENCIES[0],
            next: () => ({ method: 'POST', path: '/api/branches', body: newBranchBody() }),
          }),
        );
      } finally {
        await baseline.stop();
      }
    }
  }

  if (!['create', 'edit', 'read'].some((phase) => PHASES.has(phase))) return printSummary(results);

  // BENCH_SERVER_LOG_LEVEL=warn shows e.g. read-your-writes timeouts (printed at the end).
  const server = await startServer({ nodeArgs, env: { LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'silent' } });
  try {
    const { port } = server;
    const setupAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const token = await login(setupAgent, port);
    setupAgent.destroy();

    const ids = [];
    const remember = (body) => {
      if (ids.length < 200_000 && body?.data?.id) ids.push(body.data.id);
    };

    if (PHASES.has('create')) console.log('\nCreates: POST /api/branches');
    for (const concurrency of PHASES.has('create') ? CONCURRENCIES : []) {
      results.push(
        await runLoad({
          label: 'create',
          server,
          concurrency,
          next: () => ({ method: 'POST', path: '/api/branches', body: newBranchBody(), token }),
          onResponse: remember,
        }),
      );
    }

    if (ids.length < EDIT_POOL && (PHASES.has('edit') || PHASES.has('read'))) {
      // The create phase did not run (or made too few): make the pool, bounded, 16 in flight.
      const poolAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const deadline = performance.now() + 120_000;
      let failed = false;
      const make = async () => {
        while (!failed && ids.length < EDIT_POOL && performance.now() < deadline) {
          const res = await request(poolAgent, port, {
            method: 'POST',
            path: '/api/branches',
            body: newBranchBody(),
            token,
          });
          if (res.status !== 201) {
            failed = true;
            throw new Error(`Creating the edit pool failed: ${res.status} ${JSON.stringify(res.body)}`);
          }
          remember(res.body);
        }
      };
      await Promise.all(Array.from({ length: 16 }, make));
      poolAgent.destroy();
    }
    if (PHASES.has('edit'))
      console.log(
        `\nEdits: PUT /api/branches/:id {city} over a pool of ${Math.min(EDIT_POOL, ids.length)} existing branches`,
      );
    const pool = ids.slice(0, EDIT_POOL);
    if (pool.length === 0 && (PHASES.has('edit') || PHASES.has('read')))
      throw new Error('No branch was created: cannot run the edit benchmark');
    let edit = 0;
    for (const concurrency of PHASES.has('edit') ? CONCURRENCIES : []) {
      results.push(
        await runLoad({
          label: 'edit',
          server,
          concurrency,
          next: () => {
            edit++;
            // A new city every time, so every edit records a BranchUpdated event.
            return {
              method: 'PUT',
              path: `/api/branches/${pool[(edit * 7919) % pool.length]}`,
              body: { city: `Ciudad ${edit}` },
              token,
            };
          },
        }),
      );
    }

    if (PHASES.has('read')) {
      const statusAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const head = await request(statusAgent, port, { method: 'GET', path: '/api/health' });
      const listed = await request(statusAgent, port, { method: 'GET', path: '/api/branches?page=1&limit=1', token });
      statusAgent.destroy();
      const branchCount = listed.body?.data?.total ?? '?';
      console.log(
        '\nReads, for context: GET /api/branches (admin, all statuses) ' +
          `with ${int(branchCount)} branches in the read model, ` +
          `log head ${int(head.body?.data?.headPosition ?? head.body?.headPosition ?? 0)}`,
      );
      if (READS.has('list'))
        results.push(
          await runLoad({
            label: 'list page (limit 20)',
            server,
            concurrency: LIST_CONCURRENCY,
            next: () => ({ method: 'GET', path: '/api/branches?page=1&limit=20', token }),
          }),
        );
      if (READS.has('search'))
        results.push(
          await runLoad({
            label: 'list search "queretaro" (limit 20)',
            server,
            concurrency: LIST_CONCURRENCY,
            next: () => ({ method: 'GET', path: '/api/branches?search=queretaro&page=2&limit=20', token }),
          }),
        );
      // The floor of the stack: a public route with no body, no token and no read model behind it.
      // What it loses to bare Express is what Nest, the guards, the envelope and helmet cost.
      if (READS.has('health'))
        results.push(
          await runLoad({
            label: 'GET /api/health (stack floor)',
            server,
            concurrency: LIST_CONCURRENCY,
            next: () => ({ method: 'GET', path: '/api/health' }),
          }),
        );
      if (READS.has('byid'))
        results.push(
          await runLoad({
            label: 'get one by id',
            server,
            concurrency: LIST_CONCURRENCY,
            next: () => ({ method: 'GET', path: `/api/branches/${pool[(++edit * 7919) % pool.length]}`, token }),
          }),
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

  printSummary(results);
}

function printSummary(results) {
  console.log('\nSummary');
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(36)} c=${String(r.concurrency).padEnd(3)} ${int(r.perSecond).padStart(7)} req/s  ` +
        `(${r.perServerCpuSecond ? int(r.perServerCpuSecond).padStart(6) : '   n/a'} per server CPU-s)  ` +
        `p50 ${r.summary.p50.toFixed(1)} ms  p99 ${r.summary.p99.toFixed(1)} ms  max ${r.summary.max.toFixed(1)} ms  ` +
        `errors ${r.errors}`,
    );
  }
  for (const r of results.filter((x) => x.label === 'create' || x.label === 'edit')) {
    console.log(
      `  ${verdict(`${r.label} commands/s @ ${r.concurrency}`, Math.round(r.perSecond), TARGET_COMMANDS_PER_S, true)}`,
    );
  }
  // The ratios the targets name: measured side by side in this run against the bare Express handler.
  const express = results.find((x) => x.label === 'baseline express');
  if (!express) {
    console.log('  ratios to bare Express: not measured (run the baseline phase too)');
  } else {
    for (const r of results.filter((x) => x.label === 'create' || x.label === 'edit')) {
      console.log(
        '  ' +
          verdict(
            `${r.label} @ ${r.concurrency} / bare Express`,
            Number((r.perSecond / express.perSecond).toFixed(2)),
            TARGET_COMMAND_RATIO,
            true,
          ),
      );
    }
    const floor = results.find((x) => x.label.startsWith('GET /api/health'));
    if (floor)
      console.log(
        `  (for context) health @ ${floor.concurrency} / bare Express: ` +
          (floor.perSecond / express.perSecond).toFixed(2),
      );
    const byId = results.find((x) => x.label === 'get one by id');
    if (byId)
      console.log(
        '  ' +
          verdict(
            `read by id @ ${byId.concurrency} / bare Express`,
            Number((byId.perSecond / express.perSecond).toFixed(2)),
            TARGET_READ_RATIO,
            true,
          ),
      );
    // The client shares the two cores with the server, so a ratio of rates also carries the
    // client's share of the machine; the ratio of what each answer costs the server leaves it out.
    // Printed beside the verdicts, not instead of them.
    const perCpu = (r) =>
      r?.perServerCpuSecond && express.perServerCpuSecond
        ? (r.perServerCpuSecond / express.perServerCpuSecond).toFixed(2)
        : 'n/a';
    const create = results.find((x) => x.label === 'create');
    console.log(
      '  (for context) per server CPU-second against bare Express: ' +
        `create ${perCpu(create)}, read by id ${perCpu(byId)}, health ${perCpu(floor)}`,
    );
  }
  if (process.env.BENCH_CPU_PROF)
    console.log(`  CPU profile of the server written to ${resolve(process.env.BENCH_CPU_PROF)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
