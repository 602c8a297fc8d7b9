import type { ProjectionInfo, ProjectionRebuildProgress, ReactionInfo } from '@boxstudio/contracts';
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

export const PROJECTION_INFO = model<ProjectionInfo>('ProjectionInfo', {
  name: text(),
  collections: list(text()),
  status: oneOf(['starting', 'live', 'rebuilding', 'failed']),
  checkpoint: integer('Log position of the last event applied'),
  lag: integer('Log positions between the head and the checkpoint'),
  rebuild: nullable(REBUILD_PROGRESS),
});

export const REACTION_INFO = model<ReactionInfo>('ReactionInfo', {
  name: text(),
  position: integer('Log position of the last event handled'),
  failure: nullable(text('Why it is held on an event (retried every second); null while it keeps up')),
});
