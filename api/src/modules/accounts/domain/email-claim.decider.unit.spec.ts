import { specFor } from '../../../testing/given-when-then.js';
import { emailClaimDecider, emailClaimStream } from './email-claim.decider.js';

const spec = specFor(emailClaimDecider);

describe('email claim decider', () => {
  it('claims a free email', () => {
    spec([]).when({ type: 'ClaimEmail', userId: 'u1', ownerExists: false }).then([{ type: 'EmailClaimed', data: { userId: 'u1' } }]);
  });

  it('refuses an email that belongs to an existing person', () => {
    spec([{ type: 'EmailClaimed', data: { userId: 'u1' } }]).when({ type: 'ClaimEmail', userId: 'u2', ownerExists: true }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('takes over a claim whose person was never created', () => {
    spec([{ type: 'EmailClaimed', data: { userId: 'u1' } }])
      .when({ type: 'ClaimEmail', userId: 'u2', ownerExists: false })
      .then([{ type: 'EmailClaimed', data: { userId: 'u2' } }]);
  });

  it('is idempotent for the same person', () => {
    spec([{ type: 'EmailClaimed', data: { userId: 'u1' } }]).when({ type: 'ClaimEmail', userId: 'u1', ownerExists: true }).then([]);
  });

  it('names one stream per email whatever its case or spaces', () => {
    expect(emailClaimStream(' Ana@Example.com ')).toBe(emailClaimStream('ana@example.com'));
    expect(emailClaimStream('ana@example.com')).not.toContain('@');
  });
});
