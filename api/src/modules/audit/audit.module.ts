import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { activityProjection } from './projections/activity.projection.js';
import { ActivityController } from './queries/activity/activity.controller.js';
import { ActivityQueries } from './queries/activity/activity-queries.js';
import { AuditedStreams } from './queries/audited-stream.js';
import { ListEventsController } from './queries/list-events/list-events.controller.js';
import { ReplayController } from './queries/replay/replay.controller.js';
import { RecordSearch } from './queries/search/record-search.js';
import { SearchController } from './queries/search/search.controller.js';
import { StateAsOfController } from './queries/state-as-of/state-as-of.controller.js';

/**
 * History and time travel of every audited aggregate, read from the log (CONTRACT.md "History"), and the
 * audit console's reads: the studio's activity (its own read model), a record replayed, a record found
 * (docs/audit-console.md).
 */
@Module({
  controllers: [ActivityController, SearchController, ListEventsController, ReplayController, StateAsOfController],
  providers: [AuditedStreams, ActivityQueries, RecordSearch],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(activityProjection);
  }
}
