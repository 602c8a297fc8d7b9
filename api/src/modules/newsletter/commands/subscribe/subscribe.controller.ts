import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { NewsletterSubscriberDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { View } from '../../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../../platform/read-store/read-store.port.js';
import { subscriptionAggregate, subscriptionId } from '../../domain/subscription.aggregate.js';
import { SUBSCRIBERS, toSubscriberDto, type SubscriberDoc } from '../../projections/subscribers.projection.js';
import { SubscribeRequest } from './subscribe.request.js';

@ApiTags('newsletter')
@Controller('newsletter')
export class SubscribeController {
  private readonly subscribers: View<SubscriberDoc>;

  constructor(
    private readonly commands: AggregateCommands,
    @Inject(READ_STORE) store: ReadStore,
  ) {
    this.subscribers = new View(store, SUBSCRIBERS);
  }

  /** Open to anyone; subscribing twice answers the same success and records nothing new. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('subscribe')
  async subscribe(@Body() body: SubscribeRequest, @Command() context: CommandContext): Promise<Reply<NewsletterSubscriberDto>> {
    const id = subscriptionId(body.email);
    await this.commands.execute(subscriptionAggregate, id, { type: 'SubscribeToNewsletter', subscriptionId: id, subscriber: body }, context);
    const doc = await this.subscribers.get(id);
    return reply(doc ? toSubscriberDto(doc) : { id, ...body, subscribedAt: context.now.toISOString() }, 'NEWSLETTER.SUBSCRIBED');
  }
}
