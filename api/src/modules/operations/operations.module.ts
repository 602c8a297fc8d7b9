import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ProjectionsController } from './projections.controller.js';
import { ProjectionsStreamController } from './projections-stream.controller.js';
import { ProjectionsStreams } from './projections-streams.js';
import { ReactionsController } from './reactions.controller.js';

@Module({
  controllers: [HealthController, ProjectionsController, ProjectionsStreamController, ReactionsController],
  providers: [ProjectionsStreams],
})
export class OperationsModule {}
