import { cause } from '../../../platform/aggregates/caused-command.js';
import { defineSchedule } from '../../../platform/time/define-schedule.js';
import { apiKeyAggregate } from '../domain/api-key.aggregate.js';
import type { ApiKeyEvent } from '../domain/api-key.events.js';

/**
 * A key falls due at its expiry: the scheduler records `ApiKeyExpired`, so the list and the
 * history show EXPIRED from events like any other state. The key is refused from the instant of
 * its expiry already (the `UseApiKey` decider compares the request's time), not from this event.
 */
export const apiKeyExpiry = defineSchedule<ApiKeyEvent>()({
  name: 'api-key-expiry',
  handlers: {
    ApiKeyCreated: ({ data }) => ({ id: data.keyId, dueAt: data.expiresAt }),
    ApiKeyRevoked: ({ data }) => ({ id: data.keyId, dueAt: null }),
    ApiKeyExpired: ({ data }) => ({ id: data.keyId, dueAt: null }),
  },
  command: (keyId, dueAt) => cause(apiKeyAggregate, keyId, { type: 'ExpireApiKey', dueAt }),
});
