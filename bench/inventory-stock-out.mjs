#!/usr/bin/env node
// Stock-out at the front desk over HTTP: POST /api/inventory/:id/sales {quantity: 1} as an admin against the
// compiled server started as a child process on a fresh data folder. Each round, a fresh item of a branch
// holds STOCK units and STOCK + EXTRA one-unit sales are sent, 64 in flight, until each has an answer: every
// sale races the others on the item's one stream, and each sale's payment is recorded by the payments
// module's reaction before the sale answers. Exactly STOCK must be sold (201), the rest refused
// (409 'Stock insuficiente'), the item left at 0 with STOCK sale lines in its ledger, and one payment per sale.
//
//   node bench/inventory-stock-out.mjs
//   BENCH_STOCK=1000 BENCH_EXTRA=500 BENCH_ROUNDS=1 node bench/inventory-stock-out.mjs
//
// Everything goes to 127.0.0.1. Every loop is bounded by a request count.
import http from 'node:http';
import { int, login, machineNote, ms, processCpuSeconds, request, startServer, verdict } from './lib/common.mjs';

const STOCK = Number(process.env.BENCH_STOCK ?? 500);
const EXTRA = Number(process.env.BENCH_EXTRA ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const REQUEST_TIMEOUT_MS = 30_000;
const TARGET_ANSWERS_PER_S = 300;
const SHORT = 'Stock insuficiente';

/** p50/p95/p99/max of a list of milliseconds. */
function latencyText(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return `p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  max ${ms(sorted[sorted.length - 1])}`;
}

/** One round on a fresh item: answers/s, and whether exactly the stock was sold and paid for. */
async function round({ server, token, branchId, index, paidBefore }) {
  const { port } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const call = (method, path, body) =>
    request(agent, port, { method, path, body, token, timeoutMs: REQUEST_TIMEOUT_MS });
  const created = await call('POST', '/api/inventory', {
    name: `Vendas Bench ${index}`,
    category: 'GEAR',
    sku: `BENCH-${index}`,
    unit: 'PAIR',
    cost: 80,
    price: 180,
    branchId,
    quantity: STOCK,
  });
  if (created.status !== 201)
    throw new Error(`Creating the item failed: ${created.status} ${JSON.stringify(created.body)}`);
  const itemId = created.body.data.id;
  // Open every connection first, so the timed requests do not pay for new connections.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => call('GET', '/api/health')));

  const requests = STOCK + EXTRA;
  const counts = { sold: 0, short: 0, other: 0 };
  let firstOther = null;
  const latencies = [];
  let next = 0;
  await server.probe();
  const cpuBefore = processCpuSeconds(server.pid);
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const res = await call('POST', `/api/inventory/${itemId}/sales`, { quantity: 1, method: 'CASH' }).catch(
        (error) => ({ status: 'network-error', body: String(error), ms: 0 }),
      );
      latencies.push(res.ms);
      if (res.status === 201) counts.sold += 1;
      else if (res.status === 409 && res.body?.message === SHORT) counts.short += 1;
      else {
        counts.other += 1;
        firstOther ??= `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const window = await server.probe();
  const cpuAfter = processCpuSeconds(server.pid);

  const item = (await call('GET', `/api/inventory/${itemId}`)).body?.data;
  const sales = (await call('GET', `/api/inventory/${itemId}/movements?type=SALE&limit=1`)).body?.data?.total;
  const paid = (await call('GET', `/api/payments?branchId=${branchId}&limit=1`)).body?.data?.total;
  agent.destroy();
  const exact =
    counts.sold === STOCK &&
    counts.short === EXTRA &&
    counts.other === 0 &&
    item?.quantity === 0 &&
    sales === STOCK &&
    paid - paidBefore === STOCK;
  const cpu =
    window?.cpuMs !== undefined ? window.cpuMs / (window.activeMs + window.idleMs) : (cpuAfter - cpuBefore) / seconds;
  console.log(`   round ${index}: ${int(requests / seconds)} answers/s (${int(requests)} in ${seconds.toFixed(2)} s)`);
  console.log(`     latency ${latencyText(latencies)}`);
  console.log(`     answers: 201 ×${int(counts.sold)}, 409 '${SHORT}' ×${int(counts.short)}, other ×${counts.other}`);
  if (firstOther) console.log(`     first other answer: ${firstOther}`);
  console.log(`     afterwards: stock ${item?.quantity}, ${sales} sale lines, ${paid - paidBefore} payments`);
  console.log(
    `     server: event loop busy ${window ? Math.round(window.utilization * 100) : '?'}%, ` +
      `CPU ${Math.round(cpu * 100)}% of one core`,
  );
  return { answersPerSecond: requests / seconds, exact, paid };
}

async function main() {
  console.log(
    `inventory stock-out: ${int(STOCK + EXTRA)} one-unit sales of an item holding ${int(STOCK)}, ` +
      `${CONCURRENCY} in flight, ${ROUNDS} round(s), a fresh item each`,
  );
  console.log(await machineNote());
  const server = await startServer();
  const summary = [];
  try {
    const agent = new http.Agent({ keepAlive: true });
    const token = await login(agent, server.port);
    const branch = await request(agent, server.port, {
      method: 'POST',
      path: '/api/branches',
      token,
      body: { name: 'BoxStudio Bench', address: 'Calle 1', city: 'CDMX', state: 'CDMX', country: 'México' },
    });
    agent.destroy();
    if (branch.status !== 201) throw new Error(`Creating the branch failed: ${branch.status}`);
    const results = [];
    let paidBefore = 0;
    for (let index = 1; index <= ROUNDS; index += 1) {
      const result = await round({ server, token, branchId: branch.body.data.id, index, paidBefore });
      paidBefore = result.paid;
      results.push(result);
    }
    const perSecond = results.reduce((sum, r) => sum + r.answersPerSecond, 0) / results.length;
    const exact = results.filter((r) => r.exact).length;
    console.log(
      `\nstock-out (${CONCURRENCY} in flight on one item): ${int(perSecond)} answers/s, ` +
        `exactly the stock sold in ${exact} of ${results.length} round(s) (${int(STOCK)} × 201, ` +
        `${int(EXTRA)} × 409 '${SHORT}', stock 0, one payment per sale)`,
    );
    summary.push(verdict('stock-out: answers/s', Math.round(perSecond), TARGET_ANSWERS_PER_S, true));
    summary.push(
      `${exact === results.length ? 'MET    ' : 'NOT MET'} stock-out: exactly the stock sold in every round`,
    );
  } finally {
    await server.stop();
  }
  console.log('\nSummary');
  for (const line of summary) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
