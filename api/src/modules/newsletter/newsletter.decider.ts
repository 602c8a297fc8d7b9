import { createHash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import type { Decider, DomainEvent } from '../../platform/domain/decider.js';

export interface Subscriber {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export type NewsletterSubscribed = DomainEvent<'NewsletterSubscribed', Subscriber & { readonly subscriptionId: string }>;

export type SubscriptionState = { readonly subscribed: false } | { readonly subscribed: true; readonly subscriber: Subscriber };

export type SubscriptionCommand = { readonly type: 'Subscribe'; readonly subscriptionId: string; readonly subscriber: Subscriber };

export const newsletterDecider: Decider<SubscriptionState, SubscriptionCommand, NewsletterSubscribed> = {
  initialState: { subscribed: false },
  // Subscribing again is harmless: nothing new to record.
  decide: (command, state) => (state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { subscriptionId: command.subscriptionId, ...command.subscriber } }]),
  evolve: (_state, event) => ({ subscribed: true, subscriber: { firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email } }),
};

/** One subscription per normalised email, named without revealing the address. */
export function subscriptionId(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 40);
}

export const subscriptionStream = (id: string): string => `newsletter-${id}`;
