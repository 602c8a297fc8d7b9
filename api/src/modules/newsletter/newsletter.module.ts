import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { SubscribeController } from './commands/subscribe/subscribe.controller.js';
import { subscribersProjection } from './projections/subscribers.projection.js';
import { ListSubscribersController } from './queries/list-subscribers/list-subscribers.controller.js';

/** The public site's newsletter form and the admins' list of subscribers. */
@Module({ controllers: [SubscribeController, ListSubscribersController] })
export class NewsletterModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(subscribersProjection);
  }
}
