import { hash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import { defineClaim } from '../../../platform/claims/define-claim.js';

/**
 * Unique email: a claim of one unit per normalised address, on the stream `email-<hash>`, held
 * by the person's id. Its events are `EmailClaimed { userId, claimedAt }` and
 * `EmailReleased { userId }`, as they always were, so existing logs fold the same way.
 */
export const emailClaim = defineClaim({ name: 'email', holder: 'userId' });

/** One address, one person. */
export const EMAIL_CLAIM_LIMIT = 1;

/**
 * A claim whose person does not exist may be a registration still under way (hashing the
 * password, appending the user): only after this long is it treated as abandoned by a crash.
 */
export const ABANDONED_CLAIM_AFTER_MS = 60_000;

/** What became of a holder's person: created and present, deleted, or not created (yet). */
export type HolderPerson = 'present' | 'deleted' | 'missing';

/**
 * Whether a holder of an address no longer holds it by right: its person was deleted (a crash may
 * have kept the claim after the deletion), or was never created within the grace period.
 */
export function holdsNoLonger(person: HolderPerson, claimedAt: string | null, at: string): boolean {
  if (person === 'deleted') return true;
  if (person === 'present' || claimedAt === null) return false;
  return Date.parse(at) - Date.parse(claimedAt) >= ABANDONED_CLAIM_AFTER_MS;
}

/** The claim's id hides the address itself: the log's stream list is no mailing list. */
export function emailClaimId(email: string): string {
  return hash('sha256', normaliseEmail(email), 'hex').slice(0, 40);
}
