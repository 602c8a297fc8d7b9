#!/usr/bin/env node
// The reports over the 1,000,000-event history (lib/history-data.mjs: two years of a two-branch
// studio), through the real server: GET /api/reports/revenue, memberships, users and classes for
// the last 30 days, the last year and the last two years (one at a time, after a warm-up), the
// dashboard's overview, each report as of a past instant (`?asOf=`: the last 30 days as of a week
// before their end, the last year as of 90 days before, two years as of one year before), the
// revenue by day of two years as CSV, and the server's resident memory once they have answered,
// after the first start and again after a restart.
// The server's first start on the history folds it into every read model (the reporting ones too):
// its time is printed, not judged (a restart's is history-1m.mjs's).
// Prints MET / NOT MET against: every report p50 ≤ 50 ms at any range up to two years, the
// dashboard ≤ 100 ms, `?asOf=` ≤ 500 ms, the CSV of two years by day ≤ 200 ms, resident memory ≤ 300 MB.
//
//   node bench/reports.mjs
//   BENCH_EVENTS=100000 node bench/reports.mjs              # a smaller history (a quick try)
//   BENCH_HISTORY_DIR=/tmp/history node bench/reports.mjs   # keep the history there and reuse it
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  formatLatency,
  int,
  login,
  machineNote,
  removeTempDir,
  request,
  startServer,
  summarize,
  verdict,
} from './lib/common.mjs';
import { HISTORY_END_DAY } from './lib/history-data.mjs';
import { copyHistory, prepareHistory } from './lib/history-files.mjs';

const TARGET_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const HISTORY_DIR = process.env.BENCH_HISTORY_DIR ? resolve(process.env.BENCH_HISTORY_DIR) : null;
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 20);
const TARGET_REPORT_P50_MS = 50;
const TARGET_OVERVIEW_P50_MS = 100;
const TARGET_AS_OF_P50_MS = 500;
const TARGET_CSV_P50_MS = 200;
const TARGET_RSS_MB = 300;
const REPORTS = ['revenue', 'memberships', 'users', 'classes'];

/** The studio day `days` before another (both `YYYY-MM-DD`). */
const before = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** The history's last studio day: the ranges end there. */
const LAST_DAY = before(HISTORY_END_DAY, 1);
const RANGES = [
  ['30 days', before(LAST_DAY, 29)],
  ['1 year', before(LAST_DAY, 364)],
  ['2 years', before(LAST_DAY, 729)],
];
/** Each range as of an instant inside it (noon, studio time UTC-6), so what came after restates it. */
const AS_OF = [
  ['30 days', RANGES[0][1], 'a week before its end', `${before(LAST_DAY, 7)}T18:00:00.000Z`],
  ['1 year', RANGES[1][1], '90 days before its end', `${before(LAST_DAY, 90)}T18:00:00.000Z`],
  ['2 years', RANGES[2][1], 'a year before its end', `${before(LAST_DAY, 365)}T18:00:00.000Z`],
];

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

async function timed(agent, port, token, path, rounds) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const res = await request(agent, port, { method: 'GET', path, token, timeoutMs: 120_000 });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    times.push(res.ms);
  }
  return summarize(times);
}

/** Every figure of the first start, added to `lines`. */
async function measure(server, lines) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const token = await login(agent, server.port);
    const time = async (path) => {
      await timed(agent, server.port, token, path, 2);
      return timed(agent, server.port, token, path, ROUNDS);
    };
    for (const [label, startDate] of RANGES)
      for (const report of REPORTS) {
        const latency = await time(`/api/reports/${report}?startDate=${startDate}&endDate=${LAST_DAY}`);
        console.log(`  ${report.padEnd(12)} ${label.padEnd(8)} ${formatLatency(latency)}`);
        lines.push(verdict(`${report} report, ${label}, p50 ms`, latency.p50, TARGET_REPORT_P50_MS, false));
      }
    for (const [label, startDate] of RANGES) {
      const latency = await time(`/api/reports/overview?startDate=${startDate}&endDate=${LAST_DAY}`);
      console.log(`  overview     ${label.padEnd(8)} ${formatLatency(latency)}`);
      lines.push(verdict(`dashboard overview, ${label}, p50 ms`, latency.p50, TARGET_OVERVIEW_P50_MS, false));
    }
    for (const [label, startDate, when, asOf] of AS_OF)
      for (const report of REPORTS) {
        const period = `startDate=${startDate}&endDate=${LAST_DAY}`;
        const latency = await time(`/api/reports/${report}?${period}&asOf=${encodeURIComponent(asOf)}`);
        console.log(`  ${report.padEnd(12)} ${label.padEnd(8)} as of ${when}: ${formatLatency(latency)}`);
        lines.push(
          verdict(`${report} report, ${label} as of ${when}, p50 ms`, latency.p50, TARGET_AS_OF_P50_MS, false),
        );
      }
    const csv = await time(`/api/reports/revenue?startDate=${RANGES[2][1]}&endDate=${LAST_DAY}&format=csv&table=byDay`);
    console.log(`  revenue CSV, 2 years by day  ${formatLatency(csv)}`);
    lines.push(verdict('revenue CSV of 2 years by day, p50 ms', csv.p50, TARGET_CSV_P50_MS, false));
    const rss = rssMb(server.pid);
    console.log(`  server resident memory after the reports: ${rss.toFixed(1)} MB`);
    lines.push(verdict('server resident memory after the reports, MB', Math.round(rss), TARGET_RSS_MB, false));
  } finally {
    agent.destroy();
  }
}

async function main() {
  console.log(await machineNote());
  const history = await prepareHistory({ target: TARGET_EVENTS, historyDir: HISTORY_DIR });
  console.log(
    `  history: ${int(history.info.events)} events (${history.reused ? 'reused' : 'written'}) in ${history.dir}`,
  );
  const { dataDir } = copyHistory(history.dir);
  const spawned = performance.now();
  const server = await startServer({ env: { DATA_DIR: dataDir }, startTimeoutMs: 1_800_000, probe: false });
  console.log(
    `  first start on the history (every read model folded): ${((performance.now() - spawned) / 1000).toFixed(1)} s`,
  );
  const lines = [];
  let restarted = null;
  try {
    await measure(server, lines);
    await server.stop();
    restarted = await startServer({ env: { DATA_DIR: dataDir }, startTimeoutMs: 1_800_000, probe: false });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const token = await login(agent, restarted.port);
      for (const [, startDate] of RANGES)
        for (const report of REPORTS)
          await timed(
            agent,
            restarted.port,
            token,
            `/api/reports/${report}?startDate=${startDate}&endDate=${LAST_DAY}`,
            1,
          );
    } finally {
      agent.destroy();
    }
    const rss = rssMb(restarted.pid);
    console.log(`  server resident memory after a restart and every report: ${rss.toFixed(1)} MB`);
    lines.push(
      verdict('server resident memory after a restart and the reports, MB', Math.round(rss), TARGET_RSS_MB, false),
    );
  } finally {
    await (restarted ?? server).stop();
    removeTempDir(dataDir);
  }
  console.log('');
  for (const line of lines) console.log(line);
}

await main();
