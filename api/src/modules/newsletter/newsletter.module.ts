import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { NewsletterCommands } from './commands/newsletter-commands.js';
import { SubscribeController } from './commands/subscribe/subscribe.controller.js';
import { subscribersProjection } from './projections/subscribers.projection.js';
import { ListSubscribersController } from './queries/list-subscribers/list-subscribers.controller.js';
import { SubscriberQueries } from './queries/subscriber-queries.js';

/** The public site's newsletter form and the admins' list of subscribers. */
@Module({
  controllers: [SubscribeController, ListSubscribersController],
  providers: [NewsletterCommands, SubscriberQueries],
})
export class NewsletterModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(subscribersProjection);
  }
}
