import type {
  ProjectionCheckDifference,
  ProjectionCheckResult,
  ProjectionInfo,
  ProjectionRebuildProgress,
  ProjectionsSnapshot,
  ReactionInfo,
} from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  optional,
  text,
} from '../../platform/http/openapi/wire-schema.js';
import type { Health } from './health.js';

export const HEALTH = model<Health>('Health', {
  status: oneOf(['ok', 'degraded']),
  eventLog: flag(),
  readStore: flag(),
  projections: oneOf(['live', 'stopped', 'failed']),
  headPosition: nullable(integer('The log’s last position; null when the log does not answer')),
  problem: optional(text('Why a projection failed')),
});

const REBUILD_PROGRESS = model<ProjectionRebuildProgress>('ProjectionRebuildProgress', {
  done: integer(),
  total: integer(),
  eventsPerSecond: decimal(),
  startedAt: instant(),
  finishedAt: nullable(instant()),
  error: nullable(text()),
});

const CHECK_DIFFERENCE = model<ProjectionCheckDifference>('ProjectionCheckDifference', {
  collection: text(),
  id: text(),
  kind: oneOf(['missing', 'extra', 'different'], 'missing: only the fresh fold has it; extra: only the read model'),
  fields: list(text(), 'The top-level fields that differ (kind different)'),
});

export const PROJECTION_CHECK_RESULT = model<ProjectionCheckResult>('ProjectionCheckResult', {
  name: text(),
  position: integer('Log position both copies had reached when compared (while running: how far the fold got)'),
  startedAt: instant(),
  finishedAt: nullable(instant('Null while the check runs')),
  documents: integer('Documents compared, over every collection of the read model'),
  consistent: flag(),
  differences: list(CHECK_DIFFERENCE, 'The first 100 differences'),
  truncated: flag('There were more differences than listed'),
  error: nullable(text('Why the check could not finish')),
});

export const PROJECTION_INFO = model<ProjectionInfo>('ProjectionInfo', {
  name: text(),
  collections: list(text()),
  status: oneOf(['starting', 'live', 'behind', 'rebuilding', 'failed', 'stopped']),
  checkpoint: integer('Log position of the last event applied'),
  lag: integer('Log positions between the head and the checkpoint'),
  head: integer('Log position of the newest event when this was measured'),
  lagSeconds: decimal('Age in seconds of the oldest event not yet applied (0 when none waits)'),
  eventsPerSecond: decimal('Events taken in per second by the live copy over the last 5 seconds'),
  version: integer('The version of its definition'),
  error: nullable(text('Why it failed (event type and position, and the error), or why its last rebuild failed')),
  rebuild: nullable(REBUILD_PROGRESS),
  check: nullable(PROJECTION_CHECK_RESULT),
});

export const REACTION_INFO = model<ReactionInfo>('ReactionInfo', {
  name: text(),
  position: integer('Log position of the last event handled'),
  failure: nullable(text('Why it is held on an event (retried every second); null while it keeps up')),
  status: oneOf(['live', 'behind', 'held', 'stopped']),
  head: integer('Log position of the newest event when this was measured'),
  lag: integer('Log positions between the head and its position'),
  lagSeconds: decimal('Age in seconds of the oldest event not yet handled (0 when none waits)'),
});

export const PROJECTIONS_SNAPSHOT = model<ProjectionsSnapshot>('ProjectionsSnapshot', {
  at: instant(),
  head: integer('Log position of the newest event'),
  projections: list(PROJECTION_INFO),
  reactions: list(REACTION_INFO),
});
