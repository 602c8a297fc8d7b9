import type { PageInfo } from '../platform/pagination.js';

/** ACTIVE until revoked or past its expiry; a revoked or expired key stays in the list, for the record. */
export const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/**
 * The header a reporting tool sends its key in. Only a header: an address (`?key=`) is written to
 * the request log, and a key must never reach a log.
 */
export const API_KEY_HEADER = 'X-Api-Key';

/** Every key starts with this, so a key pasted somewhere it should not be is recognised by scanners. */
export const API_KEY_MARK = 'bxs_';

export const API_KEY_LIMITS = {
  nameMax: 100,
  /** How far ahead an expiry may be, from the moment the key is created. */
  maxLifetimeYears: 1,
  /** The first characters of a key, shown in lists so an admin can tell which key a tool holds. */
  prefixLength: 12,
} as const;

/**
 * A read-only key of a reporting tool as every read shows it: the list, the answer of a command
 * and the history's "as of" state. Never the key nor its hash. `lastUsedAt` is the first use on
 * the last studio day the key was used (known to the day, not to the request).
 */
export interface ApiKeyDto {
  readonly id: string;
  readonly name: string;
  /** `bxs_` and the next characters of the key. */
  readonly prefix: string;
  /** The branch the key is limited to; null: every branch. */
  readonly branchId: string | null;
  readonly expiresAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
  /** The admin who created it. */
  readonly createdBy: string | null;
  readonly createdAt: string;
  readonly status: ApiKeyStatus;
}

/** POST /admin/api-keys. */
export interface CreateApiKeyRequest {
  readonly name: string;
  /** An instant with its offset, in the future and at most a year ahead. */
  readonly expiresAt: string;
  readonly branchId?: string;
}

/** The answer of a create: the key itself, shown this once (only its hash is kept), with the record. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  readonly key: string;
}

export interface ApiKeyListResponse extends PageInfo {
  readonly apiKeys: ApiKeyDto[];
}
