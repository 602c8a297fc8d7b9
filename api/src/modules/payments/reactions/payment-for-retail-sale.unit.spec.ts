import { createdId } from '../../../platform/aggregates/event-ids.js';
import { causedCommandOf } from '../../../testing/caused-command-of.js';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import { paymentForRetailSale } from './payment-for-retail-sale.js';

const itemEvent = (id: string, type: string, data: Record<string, unknown>): RecordedEvent => ({
  id,
  streamId: 'inventory-i1',
  revision: 3,
  position: 42,
  checkpoint: '42',
  type,
  data,
  metadata: {
    userId: 'desk-1',
    correlationId: 'corr-1',
    causationId: 'cmd-1',
    commandType: 'SellStock',
    occurredAt: '2030-05-06T15:00:00.000Z',
  },
  recordedAt: new Date('2030-05-06T15:00:00.000Z'),
});
const sale = (clientId: string | null) =>
  itemEvent('e-sold', 'StockSold', {
    itemId: 'i1',
    movementId: 'm1',
    quantity: 2,
    before: 5,
    after: 3,
    reason: null,
    branchId: 'b1',
    name: 'Vendas 180"',
    sku: 'WRP-180',
    unitPrice: 179.5,
    amount: 359,
    method: 'CARD',
    clientId,
  });

const commandOf = (event: RecordedEvent) => causedCommandOf(paymentForRetailSale, event);

describe('payment-for-retail-sale reaction', () => {
  it('records a desk sale as a COMPLETED payment naming the item and units, in its branch, paid then', async () => {
    const paymentId = createdId('e-sold', 'payment');
    expect(await commandOf(sale('u1'))).toEqual({
      streamId: `payment-${paymentId}`,
      id: paymentId,
      command: {
        type: 'RecordPayment',
        paymentId,
        details: {
          userId: 'u1',
          membershipId: null,
          membershipPlanId: null,
          branchId: 'b1',
          amount: 359,
          currency: 'MXN',
          method: 'CARD',
          status: 'COMPLETED',
          source: 'SALE',
          description: '2 × Vendas 180" (WRP-180)',
          retail: { itemId: 'i1', quantity: 2 },
          paidAt: '2030-05-06T15:00:00.000Z',
        },
        at: '2030-05-06T15:00:00.000Z',
      },
    });
  });

  it('records a walk-in’s purchase without a client', async () => {
    expect(await commandOf(sale(null))).toMatchObject({ command: { details: { userId: null, amount: 359 } } });
  });

  it('causes the same command when replayed, and nothing for other movements', async () => {
    expect(await commandOf(sale('u1'))).toEqual(await commandOf(sale('u1')));
    expect(paymentForRetailSale.react(itemEvent('e-out', 'StockRemoved', { itemId: 'i1' }))).toEqual([]);
    expect(paymentForRetailSale.eventTypes).toEqual(['StockSold']);
  });
});
