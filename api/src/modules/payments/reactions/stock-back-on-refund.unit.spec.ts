import { createdId } from '../../../platform/aggregates/event-ids.js';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import { causedCommandOf } from '../../../testing/caused-command-of.js';
import { stockBackOnRefund } from './stock-back-on-refund.js';

const refund = (data: Record<string, unknown>): RecordedEvent => ({
  id: 'e-refund',
  streamId: 'payment-pay1',
  revision: 1,
  position: 77,
  checkpoint: '77',
  type: 'PaymentRefunded',
  data,
  metadata: {
    userId: 'admin-1',
    correlationId: 'corr-1',
    causationId: 'cmd-1',
    commandType: 'RefundPayment',
    occurredAt: '2030-05-07T10:00:00.000Z',
  },
  recordedAt: new Date('2030-05-07T10:00:00.000Z'),
});

describe('stock-back-on-refund reaction', () => {
  it('returns the units of a refunded desk sale to its item when the refund chose it', async () => {
    const event = refund({ paymentId: 'pay1', reason: 'Talla equivocada', restock: { itemId: 'i1', quantity: 2 } });
    expect(await causedCommandOf(stockBackOnRefund, event)).toEqual({
      streamId: 'inventory-i1',
      id: 'i1',
      command: {
        type: 'ReturnStock',
        movementId: createdId('e-refund', 'inventory-movement'),
        quantity: 2,
        paymentId: 'pay1',
        reason: 'Talla equivocada',
      },
    });
  });

  it('causes nothing for a refund that keeps the stock as it is, and the same command when replayed', async () => {
    expect(stockBackOnRefund.react(refund({ paymentId: 'pay1', reason: 'Bebida abierta' }))).toEqual([]);
    const event = refund({ paymentId: 'pay1', reason: 'x', restock: { itemId: 'i1', quantity: 1 } });
    expect(await causedCommandOf(stockBackOnRefund, event)).toEqual(await causedCommandOf(stockBackOnRefund, event));
    expect(stockBackOnRefund.eventTypes).toEqual(['PaymentRefunded']);
  });
});
