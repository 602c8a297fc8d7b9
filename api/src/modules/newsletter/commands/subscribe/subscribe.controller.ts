import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { NewsletterSubscriberDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { SUBSCRIBER_DTO } from '../../newsletter.schemas.js';
import { NewsletterCommands } from '../newsletter-commands.js';
import { SubscribeRequest } from './subscribe.request.js';

@ApiTags('newsletter')
@Controller('newsletter')
export class SubscribeController {
  constructor(private readonly newsletter: NewsletterCommands) {}

  /** Open to anyone; subscribing twice answers the same success and records nothing new. */
  @Answers(SUBSCRIBER_DTO, { summary: 'Subscribe to the newsletter' })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('subscribe')
  async subscribe(
    @Body() body: SubscribeRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<NewsletterSubscriberDto>> {
    return reply(await this.newsletter.subscribe(body, context), 'NEWSLETTER.SUBSCRIBED');
  }
}
