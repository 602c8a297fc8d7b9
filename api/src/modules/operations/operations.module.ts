import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ProjectionsController } from './projections.controller.js';

@Module({ controllers: [HealthController, ProjectionsController] })
export class OperationsModule {}
