import { projectionSpecFor } from '../../../testing/projection-test.js';
import { subscribersProjection } from './subscribers.projection.js';

describe('newsletter subscribers projection', () => {
  it('lists each subscription once, with its normalised email and when it was made', async () => {
    const subscribed = {
      type: 'NewsletterSubscribed',
      data: { subscriptionId: 's1', firstName: 'Ana', lastName: 'Torres', email: ' Ana@Example.com ' },
      occurredAt: '2026-05-01T12:00:00.000Z',
    };
    await projectionSpecFor(subscribersProjection)
      .given([subscribed], { replayed: true })
      .thenDocuments('newsletter_subscribers', [
        {
          _id: 's1',
          firstName: 'Ana',
          lastName: 'Torres',
          email: 'ana@example.com',
          subscribedAt: '2026-05-01T12:00:00.000Z',
        },
      ]);
  });
});
