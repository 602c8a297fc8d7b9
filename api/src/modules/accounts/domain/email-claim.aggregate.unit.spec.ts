import { specFor } from '../../../testing/given-when-then.js';
import { emailClaim, emailClaimId, EMAIL_CLAIM_LIMIT, holdsNoLonger } from './email-claim.aggregate.js';

const spec = specFor(emailClaim.aggregate);
const at = '2026-11-21T10:00:00.000Z';
const secondsLater = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const terms = { limit: EMAIL_CLAIM_LIMIT, full: 'AUTH.EMAIL_TAKEN' } as const;
const claimedBy = (userId: string, claimedAt = at) => ({ type: 'EmailClaimed', data: { userId, claimedAt } });
const releasedBy = (userId: string) => ({ type: 'EmailReleased', data: { userId } });

describe('email claim', () => {
  it('claims a free email with the events existing logs hold', () => {
    spec([])
      .when(emailClaim.claim('u1', terms, at))
      .then([claimedBy('u1')]);
    expect(emailClaim.claim('u1', terms, at).type).toBe('ClaimEmail');
    expect(emailClaim.aggregate.streamId(emailClaimId('ana@example.com'))).toMatch(/^email-[0-9a-f]{40}$/);
  });

  it('refuses an email that another person holds', () => {
    spec([claimedBy('u1')])
      .when(emailClaim.claim('u2', terms, secondsLater(3600)))
      .thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('takes over from a holder found stale', () => {
    spec([claimedBy('u1')])
      .when(emailClaim.claim('u2', terms, secondsLater(61), ['u1']))
      .then([releasedBy('u1'), claimedBy('u2', secondsLater(61))]);
  });

  it('folds a take-over recorded without a release, as earlier logs hold it', () => {
    spec([claimedBy('u1'), claimedBy('u2')])
      .when(emailClaim.claim('u3', terms, at, ['u1']))
      .thenThrows('AUTH.EMAIL_TAKEN');
    spec([claimedBy('u1'), claimedBy('u2')])
      .when(emailClaim.claim('u3', terms, at, ['u1', 'u2']))
      .then([releasedBy('u1'), releasedBy('u2'), claimedBy('u3')]);
  });

  it('is idempotent for the same person', () => {
    spec([claimedBy('u1')])
      .when(emailClaim.claim('u1', terms, at))
      .then([]);
  });

  it('frees the email on release by its holder only', () => {
    spec([claimedBy('u1')])
      .when(emailClaim.release('u2'))
      .then([]);
    spec([claimedBy('u1')])
      .when(emailClaim.release('u1'))
      .then([releasedBy('u1')]);
  });

  it('counts a holder stale when its person was deleted, or never created within a minute', () => {
    expect(holdsNoLonger('deleted', at, secondsLater(1))).toBe(true);
    expect(holdsNoLonger('present', at, secondsLater(3600))).toBe(false);
    expect(holdsNoLonger('missing', at, secondsLater(1))).toBe(false);
    expect(holdsNoLonger('missing', at, secondsLater(61))).toBe(true);
    expect(holdsNoLonger('missing', null, secondsLater(3600))).toBe(false);
  });

  it('names one stream per email whatever its case or spaces', () => {
    expect(emailClaimId(' Ana@Example.com ')).toBe(emailClaimId('ana@example.com'));
    expect(emailClaimId('ana@example.com')).not.toContain('@');
  });
});
