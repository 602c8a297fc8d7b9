import type { InventoryItemDto, InventoryListResponse, PaymentDto, PaymentListResponse } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem, itemOf, ledgerOf, ledgerTotals, stockroom, type Stockroom } from './inventory-helpers.js';

/**
 * Stock under concurrency, against the real server on the embedded store: every outcome is
 * checked against the items' ledgers (each line's before and after, as the deciders recorded them)
 * and, for sales, against the payments the reaction recorded.
 */

interface Answer {
  readonly status: number;
  readonly body: { message?: string };
}

/** How many answers of each status, with the 409s' message. */
function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = status === 409 ? `409 ${body.message ?? ''}` : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('inventory races', () => {
  let t: TestApp;
  let room: Stockroom;
  /** What each race came to (printed at the end, for the record). */
  const outcomes: Record<string, unknown> = {};

  const send = (token: string, path: string, body: object) => t.http().post(path).set(bearer(token)).send(body);
  /** The item's stock agrees with its ledger: the lines chain, and their changes add up to it. */
  async function expectLedgerAgrees(item: string): Promise<InventoryItemDto> {
    const now = await itemOf(t, room.admin, item);
    const totals = ledgerTotals(await ledgerOf(t, room.admin, item));
    expect({ ...totals, stock: now.quantity }).toEqual({ sum: now.quantity, chained: true, stock: now.quantity });
    return now;
  }

  /** The sales' payments recorded in the second branch, where these races sell. */
  const salePayments = async (): Promise<PaymentDto[]> =>
    (
      (await t.http().get(`/api/payments?branchId=${room.branchB}&limit=100`).set(bearer(room.admin)).expect(200)).body
        .data as PaymentListResponse
    ).payments;

  beforeAll(async () => {
    t = await startTestApp();
    room = await stockroom(t);
  });
  afterAll(async () => {
    process.stdout.write(`inventory races: ${JSON.stringify(outcomes)}\n`);
    await t.close();
  });

  it('100 concurrent OUT of 1 against a stock of 30 leave 0: 30 done, 70 × 409 Stock insuficiente (× 5)', async () => {
    const rounds = 5;
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const item = await anItem(t, room.admin, room.branchA, { quantity: 30 });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          send(index % 2 === 0 ? room.supervisor : room.manager, `/api/inventory/${item.id}/movements`, {
            type: 'OUT',
            quantity: 1,
            reason: 'Uso en clase',
          }),
        ),
      );
      timings.push(Math.round(performance.now() - started));
      expect(tally(answers)).toEqual({ '201': 30, '409 Stock insuficiente': 70 });
      const now = await expectLedgerAgrees(item.id);
      expect(now).toMatchObject({ quantity: 0, isOutOfStock: true });
      expect((await ledgerOf(t, room.admin, item.id)).filter((line) => line.type === 'OUT')).toHaveLength(30);
    }
    outcomes[`100 OUT of 1, stock 30, ${rounds} rounds`] = { each: '30 × 201, 70 × 409', ms: timings };
  }, 120_000);

  it('concurrent desk sales sell exactly the stock, one payment of the right amount per sale, 5 rounds', async () => {
    const rounds = 5;
    for (let round = 0; round < rounds; round += 1) {
      const sku = `ISO-RACE-${round}`;
      const item = await anItem(t, room.admin, room.branchB, { sku, price: 32.5, quantity: 20 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          send(index % 2 === 0 ? room.supervisor : room.admin, `/api/inventory/${item.id}/sales`, {
            quantity: 1,
            method: index % 3 === 0 ? 'CARD' : 'CASH',
          }),
        ),
      );
      expect(tally(answers)).toEqual({ '201': 20, '409 Stock insuficiente': 30 });
      await expectLedgerAgrees(item.id);
      const payments = (await salePayments()).filter(
        (payment) => payment.description === `1 × Guantes de entrenamiento 12 oz (${sku})`,
      );
      expect(payments).toHaveLength(20);
      expect(payments.every((payment) => payment.amount === 32.5 && payment.status === 'COMPLETED')).toBe(true);
    }
    outcomes[`50 sales of 1, stock 20, ${rounds} rounds`] = 'each: 20 × 201 with 20 payments, 30 × 409';
  }, 120_000);

  it('five refunds of one sale racing, each asking to restock, put its units back once', async () => {
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const sku = `RFD-RACE-${round}`;
      const item = await anItem(t, room.admin, room.branchB, { sku, price: 50, quantity: 6 });
      await send(room.supervisor, `/api/inventory/${item.id}/sales`, { quantity: 2 }).expect(201);
      const payment = (await salePayments()).find((found) => found.description?.includes(`(${sku})`));
      if (!payment) throw new Error(`no payment for ${sku}`);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t
            .http()
            .put(`/api/payments/${payment.id}`)
            .set(bearer(room.admin))
            .send({ status: 'REFUNDED', reason: 'Devuelto sin abrir', restock: true }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const now = await expectLedgerAgrees(item.id);
      expect(now.quantity).toBe(6);
      expect((await ledgerOf(t, room.admin, item.id)).filter((line) => line.type === 'RETURN')).toHaveLength(1);
      // And in the log: one refund of the payment, one return of its 2 units to the item.
      const log = t.app.get<EventLog>(EVENT_LOG);
      const refunds = (await log.readStream(`payment-${payment.id}`)).filter((e) => e.type === 'PaymentRefunded');
      const returns = (await log.readStream(`inventory-${item.id}`)).filter((e) => e.type === 'StockReturned');
      expect([refunds.length, returns.map((e) => e.data['quantity'])]).toEqual([1, [2]]);
    }
    outcomes[`5 refunds with restock of one sale of 2, ${rounds} rounds`] = 'each: 1 × 200, 4 × 409, 2 back once';
  }, 120_000);

  it('two transfers racing a sale keep both sides consistent with their ledgers: nothing made or lost', async () => {
    const rounds = 10;
    const results: Record<string, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      const sku = `RACE-${round}`;
      const source = await anItem(t, room.admin, room.branchA, { sku, price: 100, quantity: 10 });
      const calls = [
        () => send(room.admin, `/api/inventory/${source.id}/transfers`, { toBranchId: room.branchB, quantity: 4 }),
        () => send(room.admin, `/api/inventory/${source.id}/transfers`, { toBranchId: room.branchB, quantity: 4 }),
        () => send(room.supervisor, `/api/inventory/${source.id}/sales`, { quantity: 3 }),
      ];
      const answers = await Promise.all((round % 2 === 0 ? calls : [...calls].reverse()).map((call) => call()));
      const accepted = answers.filter((answer) => answer.status === 201).length;
      expect(answers.every((answer) => answer.status === 201 || answer.body.message === 'Stock insuficiente')).toBe(
        true,
      );
      const sold = answers.some((answer) => answer.status === 201 && 'movement' in answer.body.data) ? 3 : 0;
      const there = (
        (
          await t
            .http()
            .get(`/api/inventory?branchId=${room.branchB}&search=${sku}`)
            .set(bearer(room.admin))
            .expect(200)
        ).body.data as InventoryListResponse
      ).items.filter((item) => item.sku === sku);
      // One item of the SKU in the other branch, however many transfers opened it at once.
      expect(there).toHaveLength(1);
      const [destination] = there;
      if (!destination) throw new Error('no destination');
      const here = await expectLedgerAgrees(source.id);
      const arrived = await expectLedgerAgrees(destination.id);
      expect(here.quantity + arrived.quantity + sold).toBe(10);
      const outcome = `${accepted} accepted: ${here.quantity} here, ${arrived.quantity} there, ${sold} sold`;
      results[outcome] = (results[outcome] ?? 0) + 1;
    }
    outcomes[`2 transfers of 4 + a sale of 3, stock 10, ${rounds} rounds`] = results;
  }, 60_000);
});
