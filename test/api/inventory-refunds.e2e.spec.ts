import type { InventoryItemDto, PaymentDto, PaymentListResponse } from '@boxstudio/contracts';
import { expectRefusal } from '../support/envelope.js';
import { createPerson } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem, itemOf, ledgerOf, ledgerTotals, stockroom, type Stockroom } from './inventory-helpers.js';

/** A desk sale's refund, chosen in the refund dialog, may put the units sold back in stock. */
describe('inventory: refunds of desk sales', () => {
  let t: TestApp;
  let room: Stockroom;

  beforeAll(async () => {
    t = await startTestApp();
    room = await stockroom(t);
  });
  afterAll(() => t.close());

  /** Sells `quantity` of a fresh item with 10 in stock and answers the item and the sale's payment. */
  async function soldItem(sku: string, quantity: number): Promise<{ item: InventoryItemDto; payment: PaymentDto }> {
    const item = await anItem(t, room.admin, room.branchA, { sku, name: 'Guantes 14 oz', price: 950, quantity: 10 });
    await t.http().post(`/api/inventory/${item.id}/sales`).set(bearer(room.manager)).send({ quantity }).expect(201);
    const listed = (
      await t.http().get(`/api/payments?branchId=${room.branchA}&limit=100`).set(bearer(room.admin)).expect(200)
    ).body.data as PaymentListResponse;
    const payment = listed.payments.find((found) => found.description?.includes(sku));
    if (!payment) throw new Error(`No payment for ${sku}`);
    return { item, payment };
  }

  const refund = (paymentId: string, body: object) =>
    t
      .http()
      .put(`/api/payments/${paymentId}`)
      .set(bearer(room.admin))
      .send({ status: 'REFUNDED', reason: 'Talla equivocada', ...body });

  it('names what a desk sale sold on its payment', async () => {
    const { item, payment } = await soldItem('RFD-NAME', 3);
    expect(payment.retail).toEqual({ itemId: item.id, quantity: 3, restocked: false });
  });

  it('puts the units back when asked: a RETURN line, the stock read right after, the ledger adding up', async () => {
    const { item, payment } = await soldItem('RFD-BACK', 3);
    const answer = await refund(payment.id, { restock: true }).expect(200);
    expect(answer.body.data).toMatchObject({ status: 'REFUNDED', retail: { itemId: item.id, restocked: true } });
    expect((await itemOf(t, room.admin, item.id)).quantity).toBe(10);
    const ledger = await ledgerOf(t, room.admin, item.id);
    expect(ledger[0]).toMatchObject({
      type: 'RETURN',
      quantity: 3,
      quantityBefore: 7,
      quantityAfter: 10,
      reason: 'Talla equivocada',
    });
    expect(ledgerTotals(ledger)).toEqual({ sum: 10, chained: true });
  });

  it('keeps the stock as it is when the refund does not ask (a drink already opened)', async () => {
    const { item, payment } = await soldItem('RFD-KEEP', 2);
    const answer = await refund(payment.id, {}).expect(200);
    expect(answer.body.data).toMatchObject({ status: 'REFUNDED', retail: { restocked: false } });
    expect((await itemOf(t, room.admin, item.id)).quantity).toBe(8);
    expect((await ledgerOf(t, room.admin, item.id)).map((line) => line.type)).toEqual(['SALE', 'IN']);
  });

  it('restocks once: a second refund is refused and puts nothing back', async () => {
    const { item, payment } = await soldItem('RFD-ONCE', 4);
    await refund(payment.id, { restock: true }).expect(200);
    expectRefusal(await refund(payment.id, { restock: true }), [409]);
    expect((await itemOf(t, room.admin, item.id)).quantity).toBe(10);
  });

  it('refuses restock for a payment that sold no item, or not true or false, recording nothing', async () => {
    const client = await createPerson(t.app, 'CLIENT');
    const byHand = (
      await t
        .http()
        .post('/api/payments')
        .set(bearer(room.admin))
        .send({ userId: client.id, amount: 100, branchId: room.branchA })
        .expect(201)
    ).body.data as PaymentDto;
    const refused = expectRefusal(await refund(byHand.id, { restock: true }), [400]);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        field: 'restock',
        message: 'Solo el pago de una venta de inventario puede devolver el producto al inventario',
      }),
    ]);
    const { payment } = await soldItem('RFD-BAD', 1);
    expect(expectRefusal(await refund(payment.id, { restock: 'yes' }), [400]).errors).toEqual([
      expect.objectContaining({ field: 'restock' }),
    ]);
    const after = (await t.http().get(`/api/payments/${byHand.id}`).set(bearer(room.admin)).expect(200)).body
      .data as PaymentDto;
    expect(after.status).toBe('COMPLETED');
  });
});
