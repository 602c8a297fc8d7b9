import type { InventoryItemDto, InventoryListResponse, InventoryTransferResponse } from '@boxstudio/contracts';
import { expectRefusal } from '../support/envelope.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem, itemOf, ledgerOf, stockroom, type Stockroom } from './inventory-helpers.js';

describe('inventory transfers, the branch tile and the history', () => {
  let t: TestApp;
  let room: Stockroom;
  let admin: string;
  const transfer = (id: string, body: object) =>
    t.http().post(`/api/inventory/${id}/transfers`).set(bearer(admin)).send(body);
  const itemsOfSku = async (branchId: string, sku: string): Promise<InventoryItemDto[]> =>
    (
      (await t.http().get(`/api/inventory?branchId=${branchId}&search=${sku}`).set(bearer(admin)).expect(200)).body
        .data as InventoryListResponse
    ).items;

  beforeAll(async () => {
    t = await startTestApp();
    room = await stockroom(t);
    ({ admin } = room);
  });
  afterAll(() => t.close());

  it('opens the SKU in a branch that had none, moves the units, and answers both sides', async () => {
    const source = await anItem(t, admin, room.branchA, { sku: 'PRT-BUC', name: 'Protector bucal', quantity: 10 });
    const answer = await transfer(source.id, {
      toBranchId: room.branchB,
      quantity: 4,
      reason: 'Reparto semanal',
    }).expect(201);
    expect(answer.body.message).toBe('Transferencia realizada exitosamente');
    const { from, to, transferId } = answer.body.data as InventoryTransferResponse;
    expect(from).toMatchObject({ id: source.id, quantity: 6 });
    expect(to).toMatchObject({
      sku: 'PRT-BUC',
      name: 'Protector bucal',
      branchId: room.branchB,
      branch: { name: 'BoxStudio Coyoacán' },
      quantity: 4,
      cost: source.cost,
      price: source.price,
      isActive: true,
    });
    const [out] = await ledgerOf(t, admin, source.id);
    expect(out).toMatchObject({
      type: 'TRANSFER_OUT',
      quantity: 4,
      quantityBefore: 10,
      quantityAfter: 6,
      transferId,
      counterpartItemId: to.id,
      counterpartBranch: { id: room.branchB, name: 'BoxStudio Coyoacán' },
      reason: 'Reparto semanal',
    });
    const [arrived] = await ledgerOf(t, admin, to.id);
    expect(arrived).toMatchObject({
      type: 'TRANSFER_IN',
      quantity: 4,
      quantityBefore: 0,
      quantityAfter: 4,
      transferId,
      counterpartItemId: source.id,
    });

    // Again, and back: the same two items, never a second one of the SKU.
    await transfer(source.id, { toBranchId: room.branchB, quantity: 1 }).expect(201);
    await transfer(to.id, { toBranchId: room.branchA, quantity: 2 }).expect(201);
    expect((await itemsOfSku(room.branchB, 'PRT-BUC')).map((item) => [item.id, item.quantity])).toEqual([[to.id, 3]]);
    expect((await itemsOfSku(room.branchA, 'PRT-BUC')).map((item) => [item.id, item.quantity])).toEqual([
      [source.id, 7],
    ]);
  });

  it('moves nothing on either side when the stock is short, and opens nothing', async () => {
    const third = await aBranch(t, await t.adminToken(), 'BoxStudio Roma');
    const source = await anItem(t, admin, room.branchA, { sku: 'CRD-SAL', quantity: 2 });
    expect(expectRefusal(await transfer(source.id, { toBranchId: third, quantity: 3 }), [409]).message).toBe(
      'Stock insuficiente',
    );
    expect((await itemOf(t, admin, source.id)).quantity).toBe(2);
    expect(await ledgerOf(t, admin, source.id)).toHaveLength(1);
    expect(await itemsOfSku(third, 'CRD-SAL')).toEqual([]);
  });

  it('refuses its own branch, an unknown or inactive branch, an inactive destination, with field errors', async () => {
    const superAdmin = await t.adminToken();
    const closed = await aBranch(t, superAdmin, 'BoxStudio Cerrada');
    await t.http().delete(`/api/branches/${closed}`).set(bearer(superAdmin)).expect(200);
    const source = await anItem(t, admin, room.branchA, { sku: 'SCK-1', quantity: 5 });
    const fieldOf = async (body: object) => expectRefusal(await transfer(source.id, body), [400]).errors;
    expect(await fieldOf({ toBranchId: room.branchA, quantity: 1 })).toEqual([
      expect.objectContaining({ field: 'toBranchId', message: 'La sucursal de destino debe ser otra' }),
    ]);
    expect(await fieldOf({ toBranchId: 'nowhere', quantity: 1 })).toEqual([
      expect.objectContaining({ field: 'toBranchId', message: 'La sucursal no existe' }),
    ]);
    expect(await fieldOf({ toBranchId: closed, quantity: 1 })).toEqual([
      expect.objectContaining({ field: 'toBranchId', message: 'La sucursal está inactiva' }),
    ]);
    expect((await fieldOf({ quantity: 0 }))?.map((error) => error.field).sort()).toEqual(['quantity', 'toBranchId']);
    const there = await anItem(t, admin, room.branchB, { sku: 'SCK-1' });
    await t.http().delete(`/api/inventory/${there.id}`).set(bearer(admin)).expect(200);
    expect(expectRefusal(await transfer(source.id, { toBranchId: room.branchB, quantity: 1 }), [409]).message).toBe(
      'El artículo de destino está inactivo',
    );
    expect((await itemOf(t, admin, source.id)).quantity).toBe(5);
    expect((await itemOf(t, admin, there.id)).quantity).toBe(0);
  });

  it('gives the branch statistics their inventory tile: active items and those low on stock', async () => {
    const branch = await aBranch(t, await t.adminToken(), 'BoxStudio Narvarte');
    const stats = async () =>
      (await t.http().get(`/api/branches/${branch}/stats`).set(bearer(admin)).expect(200)).body.data.stats.inventory;
    expect(await stats()).toEqual({ total: 0, lowStock: 0 });
    await anItem(t, admin, branch, { quantity: 10, threshold: 3 });
    const low = await anItem(t, admin, branch, { quantity: 2, threshold: 3 });
    const retired = await anItem(t, admin, branch, { quantity: 0 });
    await t.http().delete(`/api/inventory/${retired.id}`).set(bearer(admin)).expect(200);
    expect(await stats()).toEqual({ total: 2, lowStock: 1 });
    await t
      .http()
      .post(`/api/inventory/${low.id}/movements`)
      .set(bearer(admin))
      .send({ type: 'IN', quantity: 5 })
      .expect(201);
    expect(await stats()).toEqual({ total: 2, lowStock: 0 });
  });

  it('tells the stock as of any instant through the audit API, with who and why', async () => {
    const item = await anItem(t, admin, room.branchA, { sku: 'TWL-1', quantity: 8 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const out = await t
      .http()
      .post(`/api/inventory/${item.id}/movements`)
      .set(bearer(room.supervisor))
      .send({ type: 'OUT', quantity: 3, reason: 'Lavandería' })
      .expect(201);
    const at = async (instant: string) =>
      (
        await t
          .http()
          .get(`/api/audit/inventory/${item.id}?asOf=${encodeURIComponent(instant)}`)
          .set(bearer(admin))
          .expect(200)
      ).body.data;
    expect((await at(item.createdAt)).state).toMatchObject({ quantity: 8, branch: { name: 'BoxStudio Polanco' } });
    expect((await at(out.body.data.movement.occurredAt as string)).state).toMatchObject({ quantity: 5 });
    expect((await at(new Date(Date.parse(item.createdAt) - 1).toISOString())).state).toBeNull();
    const events = (await t.http().get(`/api/audit/inventory/${item.id}/events`).set(bearer(admin)).expect(200)).body
      .data.events;
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      'InventoryItemCreated',
      'StockReceived',
      'StockRemoved',
    ]);
    expect(events[2]).toMatchObject({
      data: { before: 8, after: 5, reason: 'Lavandería' },
      metadata: { commandType: 'RemoveStock' },
    });
  });
});

describe('inventory demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ SEED_DEMO: 'true' });
  }, 60_000);
  afterAll(() => demo.close());

  it('stocks each demo branch by opening IN movements, some items low and one out of stock, no sale', async () => {
    const token = await demo.adminToken();
    const branches = (await demo.http().get('/api/branches').expect(200)).body.data.branches as { id: string }[];
    const [first, second] = branches.map((branch) => branch.id);
    const stats = async (branchId = '') =>
      (await demo.http().get(`/api/inventory/stats?branchId=${branchId}`).set(bearer(token)).expect(200)).body.data;
    expect(await stats(first)).toMatchObject({ totalItems: 8, activeItems: 8, lowStockItems: 3, outOfStockItems: 1 });
    expect(await stats(second)).toMatchObject({ totalItems: 6, lowStockItems: 2, outOfStockItems: 0 });
    const gloves = (await demo.http().get('/api/inventory?search=GLV-12').set(bearer(token)).expect(200)).body.data
      .items as InventoryItemDto[];
    expect(gloves.map((item) => item.quantity).sort()).toEqual([2, 8]);
    const [line, ...rest] = await ledgerOf(demo, token, gloves[0]?.id ?? '');
    expect([line?.type, rest]).toEqual(['IN', []]);
    const payments = (await demo.http().get('/api/payments?limit=100').set(bearer(token)).expect(200)).body.data
      .payments as { membershipId: string | null }[];
    expect(payments.every((payment) => payment.membershipId !== null)).toBe(true);
  });
});
