import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { NewsletterSubscriberList } from '@boxstudio/contracts';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { View } from '../../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../../platform/read-store/read-store.port.js';
import { SUBSCRIBERS, toSubscriberDto, type SubscriberDoc } from '../../projections/subscribers.projection.js';

@ApiTags('newsletter')
@ApiBearerAuth()
@Controller('newsletter')
export class ListSubscribersController {
  private readonly subscribers: View<SubscriberDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.subscribers = new View(store, SUBSCRIBERS);
  }

  /** Admins only, newest first. */
  @Get('subscribers')
  async list(@Query() query: PageQuery): Promise<NewsletterSubscriberList> {
    const { items, ...page } = await this.subscribers.findPage({}, { subscribedAt: -1, _id: 1 }, query.page, query.limit);
    return { subscribers: items.map(toSubscriberDto), ...page };
  }
}
