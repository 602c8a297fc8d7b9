/**
 * Secrets kept outside the event log: password hashes and revoked tokens. The log must never hold
 * them, so that history can be shared with auditors and replayed freely.
 */
export interface CredentialStore {
  setPasswordHash(userId: string, hash: string): Promise<void>;
  passwordHash(userId: string): Promise<string | null>;
  /** Revokes a token until it would have expired anyway (ms since epoch). */
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  isTokenRevoked(tokenId: string): Promise<boolean>;
  close(): Promise<void>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');
