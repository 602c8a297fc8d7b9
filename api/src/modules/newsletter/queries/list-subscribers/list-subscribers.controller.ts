import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { NewsletterSubscriberList } from '@boxstudio/contracts';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { SUBSCRIBER_LIST } from '../../newsletter.schemas.js';
import { SubscriberQueries } from '../subscriber-queries.js';

@ApiTags('newsletter')
@ApiBearerAuth()
@Controller('newsletter')
export class ListSubscribersController {
  constructor(private readonly subscribers: SubscriberQueries) {}

  /** Admins only, newest first. */
  @Answers(SUBSCRIBER_LIST, { summary: 'List newsletter subscribers' })
  @Get('subscribers')
  list(@Query() query: PageQuery): Promise<NewsletterSubscriberList> {
    return this.subscribers.list(query.page, query.limit);
  }
}
