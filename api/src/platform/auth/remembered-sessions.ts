import type { AuthUser } from './auth-user.js';

export const REMEMBERED_SESSIONS = Symbol('REMEMBERED_SESSIONS');

/**
 * The person behind a bearer token whose signature was verified before: the token's expiry, the
 * person's state and the revocations are checked again, the signature is not. The access guard
 * asks this first; any other token goes through passport and passport-jwt, which verify it.
 */
export interface RememberedSessions {
  /** The check's outcome for a remembered bearer token (rejected when refused); null for any other. */
  userFor(request: { readonly headers: { readonly authorization?: string } }): Promise<AuthUser> | null;
}
