// Shared helpers for the benchmark scripts (plain Node built-ins only).
// Lives in bench/lib/ so that run-all.mjs (which runs bench/*.mjs) does not run it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The compiled API the benches run: api/dist, or another build given by BENCH_API_DIST (e.g. to compare two
 * builds).
 */
export const API_DIST = process.env.BENCH_API_DIST
  ? resolve(process.env.BENCH_API_DIST)
  : join(REPO_ROOT, 'api', 'dist');
export const ADMIN = { email: 'admin@boxstudio.local', password: 'Admin123!' };

/** The flags `npm start` and the image give the server (package.json `config.serverNodeFlags`): as it runs. */
export const SERVER_NODE_FLAGS = String(
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).config?.serverNodeFlags ?? '',
)
  .split(' ')
  .filter(Boolean);

/** Exits with a clear message when the API has not been compiled. */
export function assertBuilt() {
  if (!existsSync(join(API_DIST, 'main.js'))) {
    console.error(`${API_DIST}/main.js is missing: run \`npm run build -w contracts && npm run build -w api\` first.`);
    process.exit(2);
  }
}

/** Imports a compiled module of the API by its path under api/dist. */
export function importDist(relativePath) {
  return import(new URL(`file://${join(API_DIST, relativePath)}`).href);
}

const PROBE_URL = new URL('./server-probe.mjs', import.meta.url).href;
const tempDirs = new Set();
const children = new Set();

/** A fresh temporary folder, deleted when the process exits (normally or on SIGINT/SIGTERM). */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `boxstudio-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function cleanupSync() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanupSync();
    process.exit(130);
  });
}

/** A TCP port that is free on the loopback interface right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Set-up: runs `make(i)` for i in [0, count) with `concurrency` in flight; throws on the first answer that is
 * not 201.
 */
export async function createAll(count, concurrency, make) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await make(i);
      if (res.status !== 201) throw new Error(`Set-up request ${i} failed: ${res.status} ${JSON.stringify(res.body)}`);
      results[i] = res.body.data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * Starts `node api/dist/main.js` as a child on a free port with a temporary data folder.
 * `nodeArgs` lets a caller add e.g. --cpu-prof. Answers { port, pid, dataDir, stop() }.
 */
export async function startServer({ env = {}, nodeArgs = [], startTimeoutMs = 60_000, probe = true } = {}) {
  assertBuilt();
  const port = await freePort();
  const dataDir = tempDir('server');
  const probeArgs = probe ? ['--import', PROBE_URL] : [];
  // Extra flags for the server's node from the environment, e.g. BENCH_SERVER_NODE_ARGS="--max-semi-space-size=32".
  const envArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const flags = [...SERVER_NODE_FLAGS, ...probeArgs, ...envArgs, ...nodeArgs];
  const child = spawn(process.execPath, [...flags, join(API_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_THROTTLE_LIMIT: '1000000',
      NODE_ENV: 'test',
      WEB_DIST: join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const probeWaiters = new Map();
  let probeId = 0;
  if (probe) {
    child.on('message', (message) => {
      const waiter = probeWaiters.get(message?.id);
      if (waiter) {
        probeWaiters.delete(message.id);
        waiter(message);
      }
    });
    child.channel?.unref();
  }
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  const exitPromise = new Promise((r) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      children.delete(child);
      r(exited);
    }),
  );

  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`Server exited during start-up (${JSON.stringify(exited)}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy within ${startTimeoutMs} ms:\n${output}`);
    }
    try {
      const res = await request(agent, port, { method: 'GET', path: '/api/health', timeoutMs: 2000 });
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  agent.destroy();

  return {
    port,
    pid: child.pid,
    dataDir,
    get output() {
      return output;
    },
    /**
     * The server's event loop utilisation, CPU time and event loop delay since the previous call
     * (see lib/server-probe.mjs); null when the probe is off or does not answer within 2 s.
     */
    probe() {
      if (!probe || exited || !child.connected) return Promise.resolve(null);
      const id = ++probeId;
      return new Promise((resolveProbe) => {
        const timer = setTimeout(() => {
          probeWaiters.delete(id);
          resolveProbe(null);
        }, 2000);
        probeWaiters.set(id, (message) => {
          clearTimeout(timer);
          resolveProbe(message);
        });
        child.send({ type: 'probe', id });
      });
    },
    /** Graceful stop (SIGINT, so --cpu-prof can write its profile), then SIGKILL after a grace period. */
    async stop({ graceMs = 15_000, keepDataDir = false } = {}) {
      if (!exited) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exitPromise;
        clearTimeout(timer);
      }
      if (!keepDataDir) removeTempDir(dataDir);
    },
  };
}

/**
 * One HTTP request on 127.0.0.1 with a JSON body; answers { status, body (parsed when JSON), ms }.
 * Bounded by `timeoutMs`.
 */
export function request(agent, port, { method, path, body, token, timeoutMs = 30_000 }) {
  return new Promise((resolveRequest, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        if ((res.headers['content-type'] ?? '').includes('json')) {
          try {
            parsed = JSON.parse(text);
          } catch {
            /* keep the text */
          }
        }
        resolveRequest({ status: res.statusCode, body: parsed, ms });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export async function login(agent, port, credentials = ADMIN) {
  const res = await request(agent, port, { method: 'POST', path: '/api/auth/login', body: credentials });
  if (res.status !== 200 || !res.body?.data?.token)
    throw new Error(`Login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where unavailable. */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return ticks / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Cores, Node version, load average and how busy the CPUs are right now (other processes included). */
export async function machineNote() {
  const sample = () => {
    try {
      const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
      const values = cpu.trim().split(/\s+/).slice(1).map(Number);
      const idle = values[3] + (values[4] ?? 0);
      return { idle, total: values.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const before = sample();
  await sleep(1000);
  const after = sample();
  const busy = before && after ? 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total) : null;
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const busyText = busy === null ? 'n/a' : `${Math.round(busy * 100)}%`;
  const warning =
    busy !== null && busy > 0.15
      ? '  ⚠ other processes are using the CPUs: figures will be lower than on an idle machine'
      : '';
  let built = '?';
  try {
    built = statSync(join(API_DIST, 'app.js')).mtime.toISOString();
  } catch {
    /* not built */
  }
  return (
    `build: ${API_DIST} (app.js compiled ${built})\n` +
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ` +
    `load avg ${load}, CPUs busy before start ${busyText}${warning}`
  );
}

/** p50/p99/max/mean of a list of milliseconds. */
export function summarize(values) {
  if (values.length === 0) return { count: 0, p50: NaN, p90: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted[sorted.length - 1],
    mean: sum / sorted.length,
  };
}

export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
export const int = (value) => Math.round(value).toLocaleString('en-US');

export function formatLatency(summary) {
  return (
    `p50 ${ms(summary.p50)}  p90 ${ms(summary.p90)}  p99 ${ms(summary.p99)}  ` +
    `max ${ms(summary.max)}  (n=${int(summary.count)})`
  );
}

/** Prints a ✓/✗ line for a figure against its target. */
export function verdict(label, value, target, higherIsBetter) {
  const ok = higherIsBetter ? value >= target : value <= target;
  const shown = typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : value;
  return (
    `${ok ? 'MET    ' : 'NOT MET'} ${label}: ${shown} ` +
    `(target ${higherIsBetter ? '≥' : '≤'} ${target.toLocaleString('en-US')})`
  );
}

const BASELINE_SOURCES = {
  // The least a Node HTTP server can do per request: read a JSON body, answer JSON.
  'node:http': `
    const http = require('node:http');
    const server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = chunks.length ? JSON.parse(Buffer.concat(chunks)) : {};
        const payload = JSON.stringify({ success: true, data: { id: 'x', ...body }, message: 'ok' });
        res.writeHead(201, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
        });
        res.end(payload);
      });
    });
    server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
    process.on('SIGINT', () => server.close(() => process.exit(0)));`,
  // Express 5 with its JSON body parser and one route: the framework floor under Nest.
  express: `
    const express = require('express');
    const app = express();
    app.use(express.json({ limit: '100kb' }));
    app.post('/api/branches', (req, res) =>
      res.status(201).json({ success: true, data: { id: 'x', ...req.body }, message: 'ok' }),
    );
    const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
    process.on('SIGINT', () => server.close(() => process.exit(0)));`,
};

/**
 * A minimal server (bare node:http, or bare Express) on a free loopback port, to show what the
 * machine and the load generator can do at all. Answers { port, stop() }.
 */
export async function startBaselineServer(kind, startTimeoutMs = 20_000) {
  const source = BASELINE_SOURCES[kind];
  if (!source) throw new Error(`Unknown baseline ${kind}`);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', source], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise((r) => child.on('exit', () => (children.delete(child), r())));
  await new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`Baseline ${kind} did not start: ${output}`)), startTimeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`Baseline ${kind} exited: ${output}`));
    });
  });
  return {
    port,
    pid: child.pid,
    probe: async () => null,
    async stop() {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
