import type {
  InventoryItemDto,
  InventoryMovementDto,
  PaymentDto,
  PaymentListResponse,
  UserDto,
} from '@boxstudio/contracts';
import { createPerson } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem, itemOf, ledgerOf, ledgerTotals, stockroom, type Stockroom } from './inventory-helpers.js';
import { seeded } from '../support/seeded-random.js';

/**
 * A property of the whole inventory, checked over seeded random histories (movements, sales,
 * transfers both ways, sent a few at a time so they race): every item's stock is what its ledger
 * adds up to and what its own stream folds to; every transfer's two halves match; the payments of
 * sales are exactly the sales' amounts. Then the read models are rebuilt from the log, and every
 * figure must come back the same.
 */

const SEEDS = [20300506, 7, 1999];
const STEPS = 60;
/** Commands sent together each step: enough to race on the same few items. */
const AT_ONCE = 4;

interface Snapshot {
  readonly items: InventoryItemDto[];
  readonly ledgers: Record<string, InventoryMovementDto[]>;
  readonly payments: PaymentDto[];
}

describe('inventory ledger property', () => {
  let t: TestApp;
  let room: Stockroom;
  let client: UserDto;
  /** Every item the histories touched, in both branches. */
  const items = new Set<string>();
  const skus: string[] = [];

  const send = (path: string, body: object, token = room.admin) => t.http().post(path).set(bearer(token)).send(body);
  const cents = (amount: number) => Math.round(amount * 100);

  /** One seeded history over three items of branch A (and their twins in B, opened by transfers). */
  async function history(seed: number): Promise<void> {
    const random = seeded(seed);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const sources: InventoryItemDto[] = [];
    for (const index of [1, 2, 3]) {
      const sku = `P${seed}-${index}`;
      skus.push(sku);
      sources.push(
        await anItem(t, room.admin, room.branchA, { sku, price: 10 * index + 0.5, quantity: between(0, 8) }),
      );
    }
    const twins = new Map<string, string>();
    for (const source of sources) items.add(source.id);
    const anyItem = (): string => {
      const all = [...sources.map((source) => source.id), ...twins.values()];
      return all[between(0, all.length - 1)] as string;
    };
    const step = (): Promise<unknown> => {
      const id = anyItem();
      const roll = random();
      if (roll < 0.2) return send(`/api/inventory/${id}/movements`, { type: 'IN', quantity: between(1, 5) });
      if (roll < 0.4)
        return send(
          `/api/inventory/${id}/movements`,
          { type: 'OUT', quantity: between(1, 4), reason: 'Uso' },
          room.supervisor,
        );
      if (roll < 0.5)
        return send(
          `/api/inventory/${id}/movements`,
          { type: 'ADJUST', quantity: between(0, 12), reason: 'Conteo' },
          room.manager,
        );
      if (roll < 0.75) {
        const buyer = random() < 0.5 ? { userId: client.id } : {};
        return send(`/api/inventory/${id}/sales`, { quantity: between(1, 3), ...buyer }, room.supervisor);
      }
      const source = sources.find((candidate) => candidate.id === id);
      const toBranchId = source ? room.branchB : room.branchA;
      return send(`/api/inventory/${id}/transfers`, { toBranchId, quantity: between(1, 3) }).then((answer) => {
        if (answer.status === 201 && source) twins.set(source.id, answer.body.data.to.id as string);
        return answer;
      });
    };
    for (let done = 0; done < STEPS; done += AT_ONCE) {
      const answers = (await Promise.all(Array.from({ length: AT_ONCE }, step))) as { status: number; body: unknown }[];
      for (const answer of answers) {
        // Every refusal is a rule of the stock, never a failure.
        if (answer.status !== 201)
          expect([answer.status, answer.body]).toMatchObject([409, { message: 'Stock insuficiente' }]);
      }
    }
    for (const twin of twins.values()) items.add(twin);
  }

  async function snapshot(): Promise<Snapshot> {
    const ids = [...items].sort();
    const ledgers: Record<string, InventoryMovementDto[]> = {};
    for (const id of ids) ledgers[id] = await ledgerOf(t, room.admin, id);
    const payments: PaymentDto[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await t.http().get(`/api/payments?limit=100&page=${page}`).set(bearer(room.admin)).expect(200))
        .body.data as PaymentListResponse;
      payments.push(
        ...answer.payments.filter((payment) => skus.some((sku) => payment.description?.includes(`(${sku})`))),
      );
      if (page >= answer.totalPages) break;
    }
    return { items: await Promise.all(ids.map((id) => itemOf(t, room.admin, id))), ledgers, payments };
  }

  /** The property, on one snapshot. */
  async function expectTheLedgersHold(now: Snapshot): Promise<void> {
    const lines = Object.values(now.ledgers).flat();
    for (const item of now.items) {
      expect([item.sku, ledgerTotals(now.ledgers[item.id] ?? [])]).toEqual([
        item.sku,
        { sum: item.quantity, chained: true },
      ]);
      const folded = (await t.http().get(`/api/audit/inventory/${item.id}`).set(bearer(room.admin)).expect(200)).body
        .data;
      expect(folded.state.quantity).toBe(item.quantity);
    }
    // Each transfer left one branch and arrived in the other, with the same units.
    const outs = lines.filter((line) => line.type === 'TRANSFER_OUT');
    const ins = new Map(lines.filter((line) => line.type === 'TRANSFER_IN').map((line) => [line.transferId, line]));
    expect(ins.size).toBe(outs.length);
    for (const out of outs)
      expect(ins.get(out.transferId)).toMatchObject({
        quantity: out.quantity,
        itemId: out.counterpartItemId,
        counterpartItemId: out.itemId,
      });
    // The payments of sales are the sales' amounts, one each.
    const sales = lines.filter((line) => line.type === 'SALE');
    expect(now.payments).toHaveLength(sales.length);
    expect(now.payments.reduce((sum, payment) => sum + cents(payment.amount), 0)).toBe(
      sales.reduce((sum, line) => sum + cents(line.amount ?? 0), 0),
    );
    expect(now.payments.every((payment) => payment.status === 'COMPLETED' && payment.source === 'SALE')).toBe(true);
  }

  beforeAll(async () => {
    t = await startTestApp();
    room = await stockroom(t);
    client = await createPerson(t.app, 'CLIENT', 'Mateo Ruiz');
  });
  afterAll(() => t.close());

  it(`holds over ${SEEDS.length} seeded histories of ${STEPS} commands, and after a read-model rebuild`, async () => {
    for (const seed of SEEDS) await history(seed);
    const before = await snapshot();
    expect(
      Object.values(before.ledgers)
        .flat()
        .filter((line) => line.type === 'SALE').length,
    ).toBeGreaterThan(10);
    expect(
      Object.values(before.ledgers)
        .flat()
        .some((line) => line.type === 'TRANSFER_IN'),
    ).toBe(true);
    await expectTheLedgersHold(before);

    for (const name of ['inventory', 'payments']) {
      const rebuilt = await t
        .http()
        .post(`/api/admin/projections/${name}/rebuild?wait=true`)
        .set(bearer(room.admin))
        .expect(200);
      expect(rebuilt.body.data).toMatchObject({ name, status: 'live', rebuild: { error: null } });
    }
    const after = await snapshot();
    expect(after).toEqual(before);
    await expectTheLedgersHold(after);
  }, 120_000);
});
