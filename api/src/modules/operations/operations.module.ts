import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ProjectionsController } from './projections.controller.js';
import { ReactionsController } from './reactions.controller.js';

@Module({ controllers: [HealthController, ProjectionsController, ReactionsController] })
export class OperationsModule {}
