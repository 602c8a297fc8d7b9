import type { AuthUser } from './auth-user.js';

export const API_KEY_PRINCIPALS = Symbol('API_KEY_PRINCIPALS');

/** Node lower-cases header names: the contracts' `X-Api-Key` as the request holds it. */
export const API_KEY_REQUEST_HEADER = 'x-api-key';

/**
 * Who an `X-Api-Key` stands for. The platform's access guard asks; the module that owns the keys
 * answers (the platform imports no module, so it names only this port).
 */
export interface ApiKeyPrincipals {
  /**
   * The read-only principal behind a key, with `apiKey` set. Rejects with a 401 DomainError when
   * the key is malformed, unknown, revoked or expired: at the moment of this request, never as a
   * lagging read model says.
   */
  authenticate(key: string): Promise<AuthUser>;
}
