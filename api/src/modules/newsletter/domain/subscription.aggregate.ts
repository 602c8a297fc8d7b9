import { hash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import type { DomainEvent } from '../../../platform/domain/decider.js';

export interface Subscriber {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export type NewsletterSubscribed = DomainEvent<
  'NewsletterSubscribed',
  Subscriber & { readonly subscriptionId: string }
>;

export type SubscriptionState =
  { readonly subscribed: false } | { readonly subscribed: true; readonly subscriber: Subscriber };

export type SubscriptionCommand = {
  readonly type: 'SubscribeToNewsletter';
  readonly subscriptionId: string;
  readonly subscriber: Subscriber;
};

/** One newsletter subscription per email; subscribing again is harmless: nothing new to record. */
export const subscriptionAggregate = defineAggregate({
  name: 'newsletter',
  initial: { subscribed: false } as SubscriptionState,
  decide: (command: SubscriptionCommand, state: SubscriptionState): NewsletterSubscribed[] =>
    state.subscribed
      ? []
      : [{ type: 'NewsletterSubscribed', data: { subscriptionId: command.subscriptionId, ...command.subscriber } }],
  evolve: (_state: SubscriptionState, event: NewsletterSubscribed): SubscriptionState => ({
    subscribed: true,
    subscriber: { firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email },
  }),
  toDto: (state: SubscriptionState) => (state.subscribed ? state.subscriber : null),
});

/** One subscription per normalised email, named without revealing the address. */
export function subscriptionId(email: string): string {
  return hash('sha256', normaliseEmail(email), 'hex').slice(0, 40);
}
