import { specFor } from '../../../testing/given-when-then.js';
import { apiKeyAggregate } from './api-key.aggregate.js';
import type { ApiKeyDetails, ApiKeyEvent } from './api-key.events.js';

const AT = '2026-03-10T18:00:00.000Z';
const details: ApiKeyDetails = {
  name: 'Power BI',
  prefix: 'bxs_0f8fad5b',
  branchId: null,
  expiresAt: '2026-09-10T18:00:00.000Z',
  createdBy: 'admin-1',
};
const create = { type: 'CreateApiKey', keyId: 'k1', details, at: AT } as const;
const created: ApiKeyEvent = { type: 'ApiKeyCreated', data: { keyId: 'k1', ...details } };
const used = (day: string): ApiKeyEvent => ({ type: 'ApiKeyUsed', data: { keyId: 'k1', day } });
const revoked: ApiKeyEvent = { type: 'ApiKeyRevoked', data: { keyId: 'k1' } };
const expired: ApiKeyEvent = { type: 'ApiKeyExpired', data: { keyId: 'k1' } };
const use = (at: string, day: string) => ({ type: 'UseApiKey', at, day }) as const;
const spec = specFor(apiKeyAggregate);

describe('API key decider', () => {
  it('creates a key with an expiry in the coming year, recording neither the key nor its digest', () => {
    spec([]).when(create).then([created]);
    spec([])
      .when({ ...create, details: { ...details, expiresAt: '2027-03-10T18:00:00.000Z' } })
      .then([{ ...created, data: { ...created.data, expiresAt: '2027-03-10T18:00:00.000Z' } }]);
    spec([created]).when(create).thenThrows('API_KEY.ALREADY_EXISTS');
    expect(Object.keys(created.data).sort()).toEqual(['branchId', 'createdBy', 'expiresAt', 'keyId', 'name', 'prefix']);
  });

  it('refuses an expiry that is not in the future, or more than a year after the command', () => {
    spec([])
      .when({ ...create, details: { ...details, expiresAt: AT } })
      .thenThrows('API_KEY.EXPIRY_NOT_FUTURE');
    spec([])
      .when({ ...create, details: { ...details, expiresAt: '2026-01-01T00:00:00.000Z' } })
      .thenThrows('API_KEY.EXPIRY_NOT_FUTURE');
    spec([])
      .when({ ...create, details: { ...details, expiresAt: '2027-03-10T18:00:00.001Z' } })
      .thenThrows('API_KEY.EXPIRY_TOO_FAR');
  });

  it("records a key's use once a studio day, from its own state", () => {
    spec([created])
      .when(use('2026-03-11T15:00:00.000Z', '2026-03-11'))
      .then([used('2026-03-11')]);
    spec([created, used('2026-03-11')])
      .when(use('2026-03-12T05:00:00.000Z', '2026-03-11'))
      .then([]);
    spec([created, used('2026-03-11')])
      .when(use('2026-03-12T07:00:00.000Z', '2026-03-12'))
      .then([used('2026-03-12')]);
  });

  it('refuses a use of a revoked, expired or unknown key, as the same 401 as a wrong secret', () => {
    spec([created, revoked]).when(use(AT, '2026-03-10')).thenThrows('API_KEY.INVALID');
    spec([created, expired]).when(use(AT, '2026-03-10')).thenThrows('API_KEY.INVALID');
    spec([]).when(use(AT, '2026-03-10')).thenThrows('API_KEY.INVALID');
  });

  it('refuses a use from the instant of expiry on, before the schedule has recorded it', () => {
    spec([created]).when(use(details.expiresAt, '2026-09-10')).thenThrows('API_KEY.INVALID');
    spec([created])
      .when(use('2026-09-10T17:59:59.999Z', '2026-09-10'))
      .then([used('2026-09-10')]);
  });

  it('revokes once; a second revocation is a 409 that records nothing', () => {
    spec([created]).when({ type: 'RevokeApiKey' }).then([revoked]);
    spec([created, expired]).when({ type: 'RevokeApiKey' }).then([revoked]);
    spec([created, revoked]).when({ type: 'RevokeApiKey' }).thenThrows('API_KEY.ALREADY_REVOKED');
    spec([]).when({ type: 'RevokeApiKey' }).thenThrows('API_KEY.NOT_FOUND');
  });

  it('expires an active key once its expiry has come, and nothing else', () => {
    spec([created]).when({ type: 'ExpireApiKey', dueAt: details.expiresAt }).then([expired]);
    spec([created]).when({ type: 'ExpireApiKey', dueAt: AT }).then([]);
    spec([created, revoked]).when({ type: 'ExpireApiKey', dueAt: details.expiresAt }).then([]);
    spec([created, expired]).when({ type: 'ExpireApiKey', dueAt: details.expiresAt }).then([]);
  });

  it('answers the public DTO, with the times from the events', () => {
    const history: [ApiKeyEvent, string][] = [
      [created, AT],
      [used('2026-03-11'), '2026-03-11T15:00:00.000Z'],
      [revoked, '2026-03-12T10:00:00.000Z'],
    ];
    const state = history.reduce(
      (current, [event, occurredAt], revision) => apiKeyAggregate.evolve(current, event, { occurredAt, revision }),
      apiKeyAggregate.initial,
    );
    const dto = apiKeyAggregate.toDto(state);
    expect(dto).toEqual({
      id: 'k1',
      ...details,
      lastUsedAt: '2026-03-11T15:00:00.000Z',
      revokedAt: '2026-03-12T10:00:00.000Z',
      createdAt: AT,
      status: 'REVOKED',
    });
    expect(apiKeyAggregate.toDto(apiKeyAggregate.initial)).toBeNull();
  });
});
