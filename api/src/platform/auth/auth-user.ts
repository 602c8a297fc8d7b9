import type { Role } from '@boxstudio/contracts';

/** The person behind a request, as the guards and controllers see them. */
export interface AuthUser {
  readonly id: string;
  readonly role: Role;
  readonly name: string;
  readonly email: string;
  readonly branchId: string | null;
  /** The token's id and expiry, so logout can revoke exactly this token. */
  readonly tokenId: string;
  readonly tokenExpiresAt: number;
  /** Set when the caller is a reporting tool's API key rather than a person: what limits it. */
  readonly apiKey?: ApiKeyScope;
}

/** A read-only key: its id, and the branch it may read (null: every branch). */
export interface ApiKeyScope {
  readonly id: string;
  readonly branchId: string | null;
}

/** What the JWT carries. The role is looked up on every request, not trusted from the token. */
export interface TokenPayload {
  readonly sub: string;
  readonly jti: string;
  readonly exp?: number;
  readonly iat?: number;
  readonly nbf?: number;
  /** When the token was issued, in milliseconds (`iat` has only seconds). */
  readonly iatMs?: number;
}
