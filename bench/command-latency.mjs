#!/usr/bin/env node
// Command-to-read-model latency, one command in flight at a time:
//   A. over HTTP against the compiled server (child process): POST /api/branches (its answer waits
//      for the read models), then GET /api/branches/:id right after, which must already see it;
//   B. in-process (createApp, no HTTP): eventLog.append(...) resolving → the projection runner's
//      ReadYourWrites position reaching the appended position;
//   C. in-process through the CommandBus (load stream, decide, append, wait for projections).
//
//   node bench/command-latency.mjs
//   BENCH_COMMANDS=2000 BENCH_WARMUP=200 node bench/command-latency.mjs
import 'reflect-metadata';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  REPO_ROOT,
  assertBuilt,
  formatLatency,
  importDist,
  int,
  login,
  machineNote,
  removeTempDir,
  request,
  startServer,
  summarize,
  tempDir,
  verdict,
} from './lib/common.mjs';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const MAX_SECONDS_PER_PART = 180; // hard bound per part, whatever the count
const TARGET_P99_MS = 10;

let sequence = 0;
function branchDetails() {
  const n = ++sequence;
  return {
    name: `BoxStudio Latencia ${n}`,
    address: `Av. Universidad ${100 + (n % 900)}, Col. Narvarte`,
    city: n % 2 ? 'Ciudad de México' : 'Querétaro',
    state: n % 2 ? 'CDMX' : 'Querétaro',
    country: 'México',
    postalCode: '03020',
    phone: '+52 55 5555-0101',
    email: `latencia${n}@boxstudio.mx`,
  };
}

/** Runs `once` WARMUP + COMMANDS times (bounded in time); keeps the measured samples. */
async function measure(label, once) {
  const started = performance.now();
  const samples = [];
  for (let i = 0; i < WARMUP + COMMANDS; i++) {
    if ((performance.now() - started) / 1000 > MAX_SECONDS_PER_PART) {
      console.log(`  ${label}: stopped after ${MAX_SECONDS_PER_PART} s (time bound) at ${i} commands`);
      break;
    }
    const sample = await once(i);
    if (i >= WARMUP) samples.push(sample);
  }
  return samples;
}

const column = (samples, key) => samples.map((sample) => sample[key]);

async function overHttp() {
  console.log(
    '\nA. HTTP, one in flight: POST /api/branches, then GET /api/branches/:id ' +
      `(${int(COMMANDS)} commands after ${int(WARMUP)} warm-up)`,
  );
  const server = await startServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { port } = server;
    const token = await login(agent, port);
    let stale = 0;
    let failed = 0;
    let firstProblem = null;
    const samples = await measure('HTTP', async () => {
      const details = branchDetails();
      const created = await request(agent, port, { method: 'POST', path: '/api/branches', body: details, token });
      if (created.status !== 201) {
        failed++;
        firstProblem ??= `POST ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`;
        return { post: created.ms, get: 0, total: created.ms };
      }
      const read = await request(agent, port, { method: 'GET', path: `/api/branches/${created.body.data.id}`, token });
      if (read.status !== 200 || read.body?.data?.name !== details.name) {
        stale++;
        firstProblem ??= `GET ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`;
      }
      return { post: created.ms, get: read.ms, total: created.ms + read.ms };
    });
    const post = summarize(column(samples, 'post'));
    console.log(`  POST (command; answers once the read models show it)  ${formatLatency(post)}`);
    console.log(
      `  GET right after                                      ${formatLatency(summarize(column(samples, 'get')))}`,
    );
    console.log(
      `  POST + GET                                           ${formatLatency(summarize(column(samples, 'total')))}`,
    );
    console.log(
      `  GET saw the new branch: ${int(samples.length - stale - failed)}/${int(samples.length)} ` +
        `(stale ${stale}, failed commands ${failed})`,
    );
    if (firstProblem) console.log(`  first problem: ${firstProblem}`);
    return { post, stale, failed, count: samples.length };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function inProcess() {
  const { createApp } = await importDist('app.js');
  const { loadConfig } = await importDist('platform/config/app-config.js');
  const { EVENT_LOG } = await importDist('platform/event-log/event-log.port.js');
  const { READ_STORE } = await importDist('platform/read-store/read-store.port.js');
  const { ReadYourWrites } = await importDist('platform/projections/read-your-writes.js');
  const { branchAggregate } = await importDist('modules/branches/domain/branch.aggregate.js');
  const { BRANCHES } = await importDist('modules/branches/projections/branch-docs.js');
  const { AggregateCommands } = await importDist('platform/aggregates/aggregate-commands.js');
  const { createdId } = await importDist('platform/aggregates/event-ids.js');
  const branchStream = (id) => branchAggregate.streamId(id);
  const BRANCHES_COLLECTION = BRANCHES.name;

  const dataDir = tempDir('latency');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_THROTTLE_LIMIT: '1000000',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    REPO_ROOT,
  );
  const app = await createApp(config);
  const results = {};
  try {
    const log = app.get(EVENT_LOG);
    const store = app.get(READ_STORE);
    const readYourWrites = app.get(ReadYourWrites);
    const commands = app.get(AggregateCommands);
    const userId = randomUUID();

    console.log(
      '\nB. In-process, one in flight: eventLog.append() resolving → ReadYourWrites reaching its position ' +
        `(${int(COMMANDS)} appends after ${int(WARMUP)} warm-up)`,
    );
    let missing = 0;
    const samples = await measure('append → projected', async () => {
      const branchId = randomUUID();
      const now = new Date();
      const event = {
        id: randomUUID(),
        type: 'BranchCreated',
        data: { branchId, ...branchDetails() },
        metadata: {
          userId,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          commandType: 'CreateBranch',
          occurredAt: now.toISOString(),
        },
      };
      const t0 = performance.now();
      const { position } = await log.append(branchStream(branchId), [event], 'no-stream');
      const t1 = performance.now();
      if (readYourWrites.position < position) await readYourWrites.waitFor(position, 5000);
      const t2 = performance.now();
      if (!(await store.collection(BRANCHES_COLLECTION).findOne({ _id: branchId }))) missing++;
      return { append: t1 - t0, project: t2 - t1, total: t2 - t0 };
    });
    const project = summarize(column(samples, 'project'));
    const appendTotal = summarize(column(samples, 'total'));
    console.log(`  append (group commit, fsync)          ${formatLatency(summarize(column(samples, 'append')))}`);
    console.log(`  append resolved → read model shows it ${formatLatency(project)}`);
    console.log(`  append + projection                   ${formatLatency(appendTotal)}`);
    console.log(`  read model had the branch right after: ${int(samples.length - missing)}/${int(samples.length)}`);
    results.project = project;
    results.appendTotal = appendTotal;

    console.log(
      '\nC. In-process, one in flight: AggregateCommands.execute(branch, CreateBranch) ' +
        '(load, decide, append, wait for projections; no HTTP)',
    );
    let missingAfterCommand = 0;
    const commandSamples = await measure('command bus', async () => {
      const context = { commandId: randomUUID(), correlationId: randomUUID(), userId, now: new Date() };
      const t0 = performance.now();
      const branchId = createdId(context.commandId, 'branch');
      await commands.execute(
        branchAggregate,
        branchId,
        { type: 'CreateBranch', branchId, details: { ...branchDetails() } },
        context,
      );
      const t1 = performance.now();
      if (!(await store.collection(BRANCHES_COLLECTION).findOne({ _id: branchId }))) missingAfterCommand++;
      return { command: t1 - t0 };
    });
    const command = summarize(column(commandSamples, 'command'));
    console.log(`  command                                ${formatLatency(command)}`);
    console.log(
      '  read model had the branch when the command returned: ' +
        `${int(commandSamples.length - missingAfterCommand)}/${int(commandSamples.length)}`,
    );
    results.command = command;
    results.missing = missing + missingAfterCommand;
  } finally {
    await app.close();
    removeTempDir(dataDir);
  }
  return results;
}

async function main() {
  assertBuilt();
  console.log('command-latency: one command in flight; p50/p99/max');
  console.log(await machineNote());
  const httpResult = await overHttp();
  const local = await inProcess();
  console.log('\nSummary');
  console.log(
    `  HTTP POST /api/branches (to read model)   p50 ${httpResult.post.p50.toFixed(2)} ms  ` +
      `p99 ${httpResult.post.p99.toFixed(2)} ms  max ${httpResult.post.max.toFixed(2)} ms`,
  );
  console.log(
    `  in-process CommandBus create              p50 ${local.command.p50.toFixed(2)} ms  ` +
      `p99 ${local.command.p99.toFixed(2)} ms  max ${local.command.max.toFixed(2)} ms`,
  );
  console.log(
    `  in-process append + projection            p50 ${local.appendTotal.p50.toFixed(2)} ms  ` +
      `p99 ${local.appendTotal.p99.toFixed(2)} ms  max ${local.appendTotal.max.toFixed(2)} ms`,
  );
  console.log(
    `  in-process append resolved → projected    p50 ${local.project.p50.toFixed(3)} ms  ` +
      `p99 ${local.project.p99.toFixed(3)} ms  max ${local.project.max.toFixed(3)} ms`,
  );
  console.log(`  ${verdict('HTTP command p99 (ms)', Number(httpResult.post.p99.toFixed(2)), TARGET_P99_MS, false)}`);
  console.log(
    `  ${verdict('in-process append→projected p99 (ms)', Number(local.project.p99.toFixed(3)), TARGET_P99_MS, false)}`,
  );
  if (httpResult.stale > 0 || httpResult.failed > 0 || local.missing > 0) {
    console.error('  READ-YOUR-WRITES CHECK FAILED: a read right after a command did not see it');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
