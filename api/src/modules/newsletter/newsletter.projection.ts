import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '@boxstudio/contracts';
import { toDomainEvent } from '../../platform/commands/aggregate-store.js';
import type { RecordedEvent } from '../../platform/event-log/event-log.port.js';
import type { Projection, ProjectionWriter } from '../../platform/projections/projection.js';
import type { NewsletterSubscribed } from './newsletter.decider.js';

export const SUBSCRIBERS_COLLECTION = 'newsletter_subscribers';

@Injectable()
export class NewsletterProjection implements Projection {
  readonly name = 'newsletter';
  readonly collections = [SUBSCRIBERS_COLLECTION];
  readonly eventTypes = ['NewsletterSubscribed'];
  readonly indexes: Projection['indexes'] = { [SUBSCRIBERS_COLLECTION]: [{ subscribedAt: -1 }] };

  async apply(recorded: RecordedEvent, writer: ProjectionWriter): Promise<void> {
    const { subscriptionId, ...subscriber } = toDomainEvent<NewsletterSubscribed>(recorded).data;
    await writer.insert(SUBSCRIBERS_COLLECTION, { _id: subscriptionId, ...subscriber, email: normaliseEmail(subscriber.email), subscribedAt: recorded.metadata.occurredAt });
  }
}
