import { Inject, Injectable } from '@nestjs/common';
import type { NewsletterSubscriberDto, NewsletterSubscriberList } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { SUBSCRIBERS, toSubscriberDto, type SubscriberDoc } from '../projections/subscribers.projection.js';

/** Reads the newsletter's subscribers from their read model. */
@Injectable()
export class SubscriberQueries {
  private readonly view: View<SubscriberDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, SUBSCRIBERS);
  }

  /** Newest first. */
  async list(page: number, limit: number): Promise<NewsletterSubscriberList> {
    const { items, ...info } = await this.view.findPage({}, { subscribedAt: -1, _id: 1 }, page, limit);
    return { subscribers: items.map(toSubscriberDto), ...info };
  }

  async find(id: string): Promise<NewsletterSubscriberDto | null> {
    const doc = await this.view.get(id);
    return doc ? toSubscriberDto(doc) : null;
  }
}
