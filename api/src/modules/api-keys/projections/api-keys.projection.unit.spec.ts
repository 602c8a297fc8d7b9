import { projectionSpecFor } from '../../../testing/projection-test.js';
import { apiKeysProjection } from './api-keys.projection.js';

const details = {
  name: 'Power BI',
  prefix: 'bxs_0f8fad5b',
  branchId: 'b1',
  expiresAt: '2026-09-10T18:00:00.000Z',
  createdBy: 'admin-1',
};

describe('API keys projection', () => {
  it('lists a key with its last use and revocation', async () => {
    await projectionSpecFor(apiKeysProjection)
      .given(
        [
          {
            type: 'ApiKeyCreated',
            data: { keyId: 'k1', ...details },
            occurredAt: '2026-03-10T18:00:00.000Z',
          },
          { type: 'ApiKeyUsed', data: { keyId: 'k1', day: '2026-03-11' }, occurredAt: '2026-03-11T15:00:00.000Z' },
          { type: 'ApiKeyRevoked', data: { keyId: 'k1' }, occurredAt: '2026-03-12T10:00:00.000Z' },
        ],
        { replayed: true },
      )
      .thenDocuments('api_keys', [
        {
          _id: 'k1',
          ...details,
          lastUsedAt: '2026-03-11T15:00:00.000Z',
          revokedAt: '2026-03-12T10:00:00.000Z',
          createdAt: '2026-03-10T18:00:00.000Z',
          status: 'REVOKED',
        },
      ]);
  });

  it('shows an expired key as EXPIRED', async () => {
    await projectionSpecFor(apiKeysProjection)
      .given([
        {
          type: 'ApiKeyCreated',
          data: { keyId: 'k1', ...details },
          occurredAt: '2026-03-10T18:00:00.000Z',
        },
        { type: 'ApiKeyExpired', data: { keyId: 'k1' }, occurredAt: '2026-09-10T18:00:01.000Z' },
      ])
      .thenDocument('api_keys', 'k1', { status: 'EXPIRED', revokedAt: null });
  });
});
