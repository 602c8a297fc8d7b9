/**
 * Secrets kept outside the event log: password hashes, API keys' digests and revoked tokens. The
 * log must never hold them, so that history can be shared with auditors and replayed freely.
 */
export interface CredentialStore {
  setPasswordHash(userId: string, hash: string): Promise<void>;
  passwordHash(userId: string): Promise<string | null>;
  /**
   * Keeps the digest of a key made for the API key `keyId`. Added, never replaced: a create retried
   * under the same Idempotency-Key makes another key for the same id, and only the attempt that
   * records the key's creation shows its key, so replacing could leave the shown key without its
   * digest. The others' keys were never shown to anyone: their digests match nothing anyone holds.
   */
  addApiKeyHash(keyId: string, hash: string): Promise<void>;
  /** The digests kept for the API key `keyId` (usually one); none for an id no create used. */
  apiKeyHashes(keyId: string): Promise<string[]>;
  /** Revokes a token until it would have expired anyway (ms since epoch). */
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  isTokenRevoked(tokenId: string): Promise<boolean>;
  close(): Promise<void>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');
