import { specFor } from '../../../testing/given-when-then.js';
import { emailClaimAggregate, emailClaimId } from './email-claim.aggregate.js';
import type { EmailClaimEvent } from './email-claim.aggregate.js';

const spec = specFor(emailClaimAggregate);
const at = '2026-11-21T10:00:00.000Z';
const secondsLater = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const claimedByU1: EmailClaimEvent = { type: 'EmailClaimed', data: { userId: 'u1', claimedAt: at } };

describe('email claim aggregate', () => {
  it('frees the address of a deleted person at once', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u2', owner: 'deleted', at: secondsLater(1) }).then([{ type: 'EmailClaimed', data: { userId: 'u2', claimedAt: secondsLater(1) } }]);
  });

  it('claims a free email', () => {
    spec([]).when({ type: 'ClaimEmail', userId: 'u1', owner: 'missing', at }).then([claimedByU1]);
  });

  it('refuses an email that belongs to an existing person', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u2', owner: 'present', at: secondsLater(3600) }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('refuses an email whose registration is still under way', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u2', owner: 'missing', at: secondsLater(1) }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('takes over a claim abandoned by a crash before its person was created', () => {
    spec([claimedByU1])
      .when({ type: 'ClaimEmail', userId: 'u2', owner: 'missing', at: secondsLater(61) })
      .then([{ type: 'EmailClaimed', data: { userId: 'u2', claimedAt: secondsLater(61) } }]);
  });

  it('is idempotent for the same person', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u1', owner: 'present', at }).then([]);
  });

  it('frees the email on release by its owner only', () => {
    spec([claimedByU1]).when({ type: 'ReleaseEmail', userId: 'u2' }).then([]);
    spec([claimedByU1]).when({ type: 'ReleaseEmail', userId: 'u1' }).then([{ type: 'EmailReleased', data: { userId: 'u1' } }]);
  });

  it('names one stream per email whatever its case or spaces', () => {
    expect(emailClaimId(' Ana@Example.com ')).toBe(emailClaimId('ana@example.com'));
    expect(emailClaimId('ana@example.com')).not.toContain('@');
  });
});
