import { Body, Controller, Get, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { pageInfo, type NewsletterSubscriberDto, type NewsletterSubscriberList } from '@boxstudio/contracts';
import { Public } from '../../platform/auth/access.decorators.js';
import { AggregateStore } from '../../platform/commands/aggregate-store.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { Command } from '../../platform/http/command-context.decorator.js';
import { PageQuery } from '../../platform/http/page-query.js';
import { reply, type Reply } from '../../platform/http/reply.js';
import { RequiredEmail, RequiredText } from '../../platform/http/validators.js';
import { READ_STORE, type Doc, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { newsletterDecider, subscriptionId, subscriptionStream } from './newsletter.decider.js';
import { SUBSCRIBERS_COLLECTION } from './newsletter.projection.js';

const missing = { requiredMessage: 'VALIDATION.NEWSLETTER_FIELDS' } as const;

export class SubscribeDto {
  @ApiProperty({ example: 'Ana' }) @RequiredText({ max: 100, ...missing }) firstName: string;
  @ApiProperty({ example: 'Torres' }) @RequiredText({ max: 100, ...missing }) lastName: string;
  @ApiProperty({ example: 'ana@example.com' })
  @RequiredText({ max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternMessage: 'VALIDATION.EMAIL', ...missing })
  email: string;
}

const toDto = (doc: Doc): NewsletterSubscriberDto => ({
  id: doc._id,
  firstName: String(doc.firstName ?? ''),
  lastName: String(doc.lastName ?? ''),
  email: String(doc.email ?? ''),
  subscribedAt: String(doc.subscribedAt ?? ''),
});

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Open to anyone; subscribing twice answers the same success and records nothing new. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('subscribe')
  async subscribe(@Body() body: SubscribeDto, @Command() context: CommandContext): Promise<Reply<NewsletterSubscriberDto>> {
    const id = subscriptionId(body.email);
    await this.aggregates.handle({
      streamId: subscriptionStream(id),
      decider: newsletterDecider,
      command: { type: 'Subscribe', subscriptionId: id, subscriber: body },
      commandType: 'SubscribeToNewsletter',
      context,
    });
    const doc = await this.store.collection(SUBSCRIBERS_COLLECTION).findOne({ _id: id });
    return reply(doc ? toDto(doc) : toDto({ _id: id, ...body }), 'NEWSLETTER.SUBSCRIBED');
  }

  @ApiBearerAuth()
  @Get('subscribers')
  async subscribers(@Query() query: PageQuery): Promise<NewsletterSubscriberList> {
    const subscribers = this.store.collection(SUBSCRIBERS_COLLECTION);
    const [total, docs] = await Promise.all([
      subscribers.count({}),
      subscribers.find({}, { sort: { subscribedAt: -1, _id: 1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
    ]);
    return { subscribers: docs.map(toDto), ...pageInfo(total, query.page, query.limit) };
  }
}
