import type { TokenPayload } from '../../../platform/auth/auth-user.js';
import { makeRoom } from '../../../platform/memory/make-room.js';

/** Tokens kept at most; the oldest go first (a tenth at a time). A front desk and its admins hold a few dozen. */
const MAX_TOKENS = 10_000;

/**
 * Bearer tokens whose signature has been verified, with their payload, so a token sent again is
 * not verified again: HMAC, base64 and JSON decoding were a fifth of the server's time on a read.
 * Only the verdict of the signature is kept. A signature is a pure function of the token's text
 * and the process's key, so the same text always verifies the same way; what changes with time
 * (expiry, not-before) is checked again on every use, as jsonwebtoken checks it, and the person's
 * state and revocations are checked by the strategy on every request.
 */
export class VerifiedTokens {
  private readonly payloads = new Map<string, TokenPayload>();

  /** The payload of a token verified before and still within its validity, else undefined. */
  get(token: string, nowMs: number): TokenPayload | undefined {
    const payload = this.payloads.get(token);
    if (!payload) return undefined;
    // jsonwebtoken's rule: expired from the second `exp` on; not before `nbf`.
    const nowSeconds = Math.floor(nowMs / 1000);
    if (
      (typeof payload.exp === 'number' && nowSeconds >= payload.exp) ||
      (typeof payload.nbf === 'number' && payload.nbf > nowSeconds)
    ) {
      this.payloads.delete(token);
      return undefined;
    }
    return payload;
  }

  remember(token: string, payload: TokenPayload): void {
    makeRoom(this.payloads, MAX_TOKENS);
    this.payloads.set(token, payload);
  }

  get size(): number {
    return this.payloads.size;
  }
}
