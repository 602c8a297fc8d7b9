import { Injectable } from '@nestjs/common';
import type { NewsletterSubscriberDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { subscriptionAggregate, subscriptionId } from '../domain/subscription.aggregate.js';
import { SubscriberQueries } from '../queries/subscriber-queries.js';

export interface NewSubscriber {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** Subscribing to the newsletter: one stream per address, so subscribing twice records nothing new. */
@Injectable()
export class NewsletterCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: SubscriberQueries,
  ) {}

  async subscribe(subscriber: NewSubscriber, context: CommandContext): Promise<NewsletterSubscriberDto> {
    const id = subscriptionId(subscriber.email);
    await this.commands.execute(
      subscriptionAggregate,
      id,
      { type: 'SubscribeToNewsletter', subscriptionId: id, subscriber },
      context,
    );
    return (await this.queries.find(id)) ?? { id, ...subscriber, subscribedAt: context.now.toISOString() };
  }
}
