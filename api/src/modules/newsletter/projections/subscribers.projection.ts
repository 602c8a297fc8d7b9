import { normaliseEmail, type NewsletterSubscriberDto } from '@boxstudio/contracts';
import { collection, defineProjection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import type { NewsletterSubscribed } from '../domain/subscription.aggregate.js';

export interface SubscriberDoc extends ViewDoc, Omit<NewsletterSubscriberDto, 'id'> {}

export const SUBSCRIBERS = collection<SubscriberDoc>('newsletter_subscribers', [{ subscribedAt: -1 }]);

export const toSubscriberDto = ({
  _id,
  firstName,
  lastName,
  email,
  subscribedAt,
}: SubscriberDoc): NewsletterSubscriberDto => ({ id: _id, firstName, lastName, email, subscribedAt });

/** The admins' list of subscribers, newest first. */
export const subscribersProjection = defineProjection<NewsletterSubscribed>()({
  name: 'newsletter',
  collections: { subscribers: SUBSCRIBERS },
  handlers: {
    NewsletterSubscribed: async ({ data: { subscriptionId, ...subscriber } }, { subscribers }, { occurredAt }) => {
      await subscribers.insert({
        _id: subscriptionId,
        ...subscriber,
        email: normaliseEmail(subscriber.email),
        subscribedAt: occurredAt,
      });
    },
  },
});
