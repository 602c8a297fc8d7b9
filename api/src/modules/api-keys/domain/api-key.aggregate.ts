import type { ApiKeyDto, ApiKeyStatus } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, DomainError, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import { expiryRefusal, hasExpired } from './api-key-rules.js';
import type { ApiKeyDetails, ApiKeyEvent } from './api-key.events.js';

export type ApiKeyState =
  | { readonly status: 'none' }
  | {
      readonly status: ApiKeyStatus;
      readonly id: string;
      readonly details: ApiKeyDetails;
      readonly createdAt: string;
      /** The studio day of the last recorded use, and when that day's first use happened. */
      readonly lastUsedDay: string | null;
      readonly lastUsedAt: string | null;
      readonly revokedAt: string | null;
    };

/** Time arrives with the command (`at`, an instant; `day`, its studio day): the decider reads no clock. */
export type ApiKeyCommand =
  | { readonly type: 'CreateApiKey'; readonly keyId: string; readonly details: ApiKeyDetails; readonly at: string }
  /**
   * A request whose key matched a digest kept for this key (checked before, against the credential
   * store): refused unless the key is still good now; recorded once a studio day.
   */
  | { readonly type: 'UseApiKey'; readonly at: string; readonly day: string }
  | { readonly type: 'RevokeApiKey' }
  | { readonly type: 'ExpireApiKey'; readonly dueAt: string };

type Existing = Exclude<ApiKeyState, { status: 'none' }>;

/**
 * One refusal for every bad key (unknown, revoked, expired, and a wrong secret before the decider):
 * a caller learns nothing from it.
 */
const invalidKey = (): DomainError => new DomainError('API_KEY.INVALID', 'unauthenticated');

function existing(state: ApiKeyState): Existing {
  if (state.status === 'none') throw notFound('API_KEY.NOT_FOUND');
  return state;
}

function decide(command: ApiKeyCommand, state: ApiKeyState): ApiKeyEvent[] {
  switch (command.type) {
    case 'CreateApiKey': {
      if (state.status !== 'none') throw conflict('API_KEY.ALREADY_EXISTS');
      const refusal = expiryRefusal(command.details.expiresAt, command.at);
      if (refusal) throw invalidField(refusal, 'expiresAt');
      const { keyId, details } = command;
      return [{ type: 'ApiKeyCreated', data: { keyId, ...details } }];
    }
    case 'UseApiKey': {
      if (state.status !== 'ACTIVE' || hasExpired(state.details.expiresAt, command.at)) throw invalidKey();
      // Known to the day: the day's first use is recorded, the rest of that day's requests record nothing.
      return state.lastUsedDay === command.day
        ? []
        : [{ type: 'ApiKeyUsed', data: { keyId: state.id, day: command.day } }];
    }
    case 'RevokeApiKey': {
      const key = existing(state);
      // A second revocation is refused rather than ignored: the caller learns the key was already dead.
      if (key.status === 'REVOKED') throw conflict('API_KEY.ALREADY_REVOKED');
      return [{ type: 'ApiKeyRevoked', data: { keyId: key.id } }];
    }
    case 'ExpireApiKey': {
      // Run by the schedule, maybe late or twice: only an ACTIVE key whose expiry has come.
      if (state.status !== 'ACTIVE' || !hasExpired(state.details.expiresAt, command.dueAt)) return [];
      return [{ type: 'ApiKeyExpired', data: { keyId: state.id } }];
    }
  }
}

function evolve(state: ApiKeyState, event: ApiKeyEvent, { occurredAt }: { occurredAt: string }): ApiKeyState {
  if (event.type === 'ApiKeyCreated') {
    const { keyId, ...details } = event.data;
    const unused = { lastUsedDay: null, lastUsedAt: null, revokedAt: null };
    return { status: 'ACTIVE', id: keyId, details, createdAt: occurredAt, ...unused };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ApiKeyUsed':
      return { ...state, lastUsedDay: event.data.day, lastUsedAt: occurredAt };
    case 'ApiKeyRevoked':
      return { ...state, status: 'REVOKED', revokedAt: occurredAt };
    case 'ApiKeyExpired':
      return { ...state, status: 'EXPIRED' };
  }
}

function toDto(state: ApiKeyState): ApiKeyDto | null {
  if (state.status === 'none') return null;
  const { id, details, createdAt, lastUsedAt, revokedAt, status } = state;
  return { id, ...details, lastUsedAt, revokedAt, createdAt, status };
}

/** A reporting tool's read-only key: created and revoked by admins, used by the tool, expired by time. */
export const apiKeyAggregate = defineAggregate({
  name: 'api-key',
  initial: { status: 'none' } as ApiKeyState,
  decide,
  evolve,
  toDto,
});
