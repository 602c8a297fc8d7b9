import { specFor } from '../../../testing/given-when-then.js';
import { emailClaimDecider, emailClaimStream } from './email-claim.decider.js';
import type { EmailClaimEvent } from './email-claim.decider.js';

const spec = specFor(emailClaimDecider);
const at = '2026-11-21T10:00:00.000Z';
const secondsLater = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const claimedByU1: EmailClaimEvent = { type: 'EmailClaimed', data: { userId: 'u1', claimedAt: at } };

describe('email claim decider', () => {
  it('claims a free email', () => {
    spec([]).when({ type: 'ClaimEmail', userId: 'u1', ownerExists: false, at }).then([claimedByU1]);
  });

  it('refuses an email that belongs to an existing person', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u2', ownerExists: true, at: secondsLater(3600) }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('refuses an email whose registration is still under way', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u2', ownerExists: false, at: secondsLater(1) }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('takes over a claim abandoned by a crash before its person was created', () => {
    spec([claimedByU1])
      .when({ type: 'ClaimEmail', userId: 'u2', ownerExists: false, at: secondsLater(61) })
      .then([{ type: 'EmailClaimed', data: { userId: 'u2', claimedAt: secondsLater(61) } }]);
  });

  it('is idempotent for the same person', () => {
    spec([claimedByU1]).when({ type: 'ClaimEmail', userId: 'u1', ownerExists: true, at }).then([]);
  });

  it('frees the email on release by its owner only', () => {
    spec([claimedByU1]).when({ type: 'ReleaseEmail', userId: 'u2' }).then([]);
    spec([claimedByU1]).when({ type: 'ReleaseEmail', userId: 'u1' }).then([{ type: 'EmailReleased', data: { userId: 'u1' } }]);
  });

  it('names one stream per email whatever its case or spaces', () => {
    expect(emailClaimStream(' Ana@Example.com ')).toBe(emailClaimStream('ana@example.com'));
    expect(emailClaimStream('ana@example.com')).not.toContain('@');
  });
});
