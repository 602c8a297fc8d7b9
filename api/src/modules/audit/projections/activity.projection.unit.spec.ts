import { projectionSpecFor } from '../../../testing/projection-test.js';
import { auditedRecordOf } from './activity-docs.js';
import { activityProjection } from './activity.projection.js';

/** What projection-test.ts records for the event at this position (its id, metadata and times). */
const logged = (position: number, occurredAt: string) => ({
  _id: `00000000-0000-5000-8000-${String(position).padStart(12, '0')}`,
  position,
  revision: position - 1,
  correlationId: `test-${position}`,
  causationId: `test-${position}`,
  commandType: 'Test',
  occurredAt,
  recordedAt: occurredAt,
});

describe('audit activity projection', () => {
  it('keeps one document per event of an audited record, whatever its type, without its data', async () => {
    await projectionSpecFor(activityProjection)
      .given(
        [
          {
            type: 'MembershipSold',
            data: { membershipId: 'm1', price: 800 },
            streamId: 'membership-m1',
            userId: 'admin-1',
            occurredAt: '2026-03-10T18:00:00.000Z',
          },
          { type: 'SeatClaimed', data: { reservationId: 'r1' }, streamId: 'seat-c1:2026', userId: 'admin-1' },
          {
            type: 'ApiKeyUsed',
            data: { keyId: 'k1', day: '2026-03-11' },
            streamId: 'api-key-k1',
            occurredAt: '2026-03-11T15:00:00.000Z',
          },
          { type: 'Subscribed', data: { email: 'a@b.mx' }, streamId: 'newsletter-abc' },
        ],
        { replayed: true },
      )
      .thenDocuments('audit_activity', [
        {
          ...logged(1, '2026-03-10T18:00:00.000Z'),
          streamId: 'membership-m1',
          aggregate: 'membership',
          recordId: 'm1',
          type: 'MembershipSold',
          userId: 'admin-1',
        },
        {
          ...logged(3, '2026-03-11T15:00:00.000Z'),
          streamId: 'api-key-k1',
          aggregate: 'api-key',
          recordId: 'k1',
          type: 'ApiKeyUsed',
          userId: null,
        },
      ]);
  });

  it('reads every event of the log, not a list of types', () => {
    expect(activityProjection.eventTypes).toBeUndefined();
  });

  it('tells an audited record’s stream from every other stream', () => {
    expect(auditedRecordOf('inventory-9f1c')).toEqual({ aggregate: 'inventory', recordId: '9f1c' });
    expect(auditedRecordOf('api-key-0f8f')).toEqual({ aggregate: 'api-key', recordId: '0f8f' });
    expect(auditedRecordOf('user-u1')).toEqual({ aggregate: 'user', recordId: 'u1' });
    for (const other of [
      'email-3a7b',
      'item-sku-b1:GLV',
      'client-terms-u1',
      'idempotency-key-u1:k',
      'user-',
      'users-1',
    ])
      expect(auditedRecordOf(other)).toBeNull();
  });
});
