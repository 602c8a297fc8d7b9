import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterProjection } from './newsletter.projection.js';

@Module({ controllers: [NewsletterController], providers: [NewsletterProjection] })
export class NewsletterModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly newsletter: NewsletterProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.newsletter);
  }
}
