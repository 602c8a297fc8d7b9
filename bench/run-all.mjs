#!/usr/bin/env node
// Runs every bench/*.mjs except itself, one after the other, each under a header, and ends with
// a table of exit codes and durations. `npm run bench` calls it.
//
//   node bench/run-all.mjs                     # every benchmark
//   node bench/run-all.mjs rebuild-1m http     # only those whose file name contains one of the words
//   BENCH_TIMEOUT_S=900 node bench/run-all.mjs # per-benchmark time bound (default 900 s)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBuilt } from './lib/common.mjs';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const SELF = basename(fileURLToPath(import.meta.url));
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000;
const filters = process.argv.slice(2);

assertBuilt();
const files = readdirSync(BENCH_DIR)
  .filter((name) => name.endsWith('.mjs') && name !== SELF)
  .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}`);
  process.exit(2);
}

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child runs in its own process group: end it and whatever it started (its server).
    if (current?.pid) {
      try {
        process.kill(-current.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    process.exit(130);
  });
}

function run(file) {
  return new Promise((resolveRun) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(BENCH_DIR, file)], {
      stdio: 'inherit',
      detached: true,
      env: process.env,
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${file}: no end after ${TIMEOUT_MS / 1000} s, stopping it`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000).unref();
    }, TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolveRun({ file, code, signal, timedOut, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const results = [];
const line = '='.repeat(100);
console.log(`Running ${files.length} benchmark(s): ${files.join(', ')}  (${new Date().toISOString()})`);
for (const file of files) {
  console.log(`\n${line}\n== bench/${file}\n${line}`);
  results.push(await run(file));
}

console.log(`\n${line}\n== Benchmarks run\n${line}`);
for (const r of results) {
  const outcome = r.timedOut ? 'TIMED OUT' : r.code === 0 ? 'ok' : `FAILED (${r.signal ?? `exit ${r.code}`})`;
  console.log(`  ${r.file.padEnd(28)} ${outcome.padEnd(18)} ${r.seconds.toFixed(0).padStart(5)} s`);
}
process.exitCode = results.every((r) => r.code === 0 && !r.timedOut) ? 0 : 1;
