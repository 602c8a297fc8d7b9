import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A key's own fields. Events are history: this shape changes only by adding optional fields. */
export interface ApiKeyDetails {
  readonly name: string;
  /** The key's first characters, shown in lists. */
  readonly prefix: string;
  /** The branch the key may read; null: every branch. */
  readonly branchId: string | null;
  readonly expiresAt: string;
  readonly createdBy: string | null;
}

/**
 * Neither the key nor its digest: events never carry secrets (decision 4). The digest is in the
 * credential store, kept there before this event is recorded.
 */
export type ApiKeyCreated = DomainEvent<'ApiKeyCreated', ApiKeyDetails & { readonly keyId: string }>;
/** The first use of a studio day: later uses that day record nothing. */
export type ApiKeyUsed = DomainEvent<'ApiKeyUsed', { readonly keyId: string; readonly day: string }>;
export type ApiKeyRevoked = DomainEvent<'ApiKeyRevoked', { readonly keyId: string }>;
/** Recorded by the expiry schedule once the clock passes `expiresAt`; the key was refused from that instant. */
export type ApiKeyExpired = DomainEvent<'ApiKeyExpired', { readonly keyId: string }>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyUsed | ApiKeyRevoked | ApiKeyExpired;
