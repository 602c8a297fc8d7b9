import { defineProjection } from '../../../platform/projections/define-projection.js';
import type { ApiKeyEvent } from '../domain/api-key.events.js';
import { API_KEYS } from './api-key-docs.js';

/**
 * The admins' list of keys, newest first. Nothing here authenticates a key: the guard checks its
 * digest in the credential store, then the key's own stream, so a revocation counts from the next
 * request whatever this model's lag.
 */
export const apiKeysProjection = defineProjection<ApiKeyEvent>()({
  name: 'api-keys',
  collections: { keys: API_KEYS },
  handlers: {
    ApiKeyCreated: async ({ data: { keyId, ...details } }, { keys }, { occurredAt }) => {
      await keys.insert({
        _id: keyId,
        ...details,
        lastUsedAt: null,
        revokedAt: null,
        createdAt: occurredAt,
        status: 'ACTIVE',
      });
    },
    ApiKeyUsed: ({ data }, { keys }, { occurredAt }) => keys.set(data.keyId, { lastUsedAt: occurredAt }),
    ApiKeyRevoked: ({ data }, { keys }, { occurredAt }) =>
      keys.set(data.keyId, { revokedAt: occurredAt, status: 'REVOKED' }),
    ApiKeyExpired: ({ data }, { keys }) => keys.set(data.keyId, { status: 'EXPIRED' }),
  },
});
