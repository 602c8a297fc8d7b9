export const AUDITED_AGGREGATES = [
  'user',
  'membership',
  'reservation',
  'class',
  'plan',
  'branch',
  'payment',
  'inventory',
  'api-key',
] as const;
export type AuditedAggregate = (typeof AUDITED_AGGREGATES)[number];

export interface AuditEventDto {
  readonly id: string;
  readonly type: string;
  readonly revision: number;
  readonly position: number;
  readonly recordedAt: string;
  readonly data: Record<string, unknown>;
  readonly metadata: {
    readonly userId: string | null;
    readonly correlationId: string;
    readonly causationId: string;
    readonly commandType: string;
    readonly occurredAt: string;
  };
}

export interface AuditStreamResponse {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  readonly events: AuditEventDto[];
}

export interface AuditStateResponse {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  readonly asOf: string;
  /** Revision of the last event folded; -1 when the record did not exist yet. */
  readonly revision: number;
  /**
   * The record's public DTO then: the same shape its list items and detail answer (a branch's
   * BranchDto, a person's UserDto). Null when it did not exist yet, or no longer did (deleted).
   */
  readonly state: Record<string, unknown> | null;
}

/**
 * `starting`: folding the log before the server first answers; `live`: applying events as they come;
 * `behind`: live, but more than a second's worth of events behind the head; `rebuilding`: a fresh copy
 * is being folded while the old one serves; `failed`: held on an event it could not apply (`error` says
 * which); `stopped`: the projection loop has ended (the server is stopping, or the log failed).
 */
export type ProjectionStatus = 'starting' | 'live' | 'behind' | 'rebuilding' | 'failed' | 'stopped';

export interface ProjectionRebuildProgress {
  readonly done: number;
  readonly total: number;
  readonly eventsPerSecond: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly error: string | null;
}

/** How far a reaction (an event causing a command elsewhere) has read the log. */
export interface ReactionInfo {
  readonly name: string;
  /** Global log position of the last event it handled. */
  readonly position: number;
  /** Why it is held on an event it cannot handle yet (retried every second); null while it keeps up. */
  readonly failure: string | null;
  /** `held` while `failure` is set. */
  readonly status: 'live' | 'behind' | 'held' | 'stopped';
  /** Position of the newest event of the log when this was measured. */
  readonly head: number;
  /** Log positions between the head and `position`. */
  readonly lag: number;
  /** Age in seconds of the oldest event not yet handled (0 when none is waiting). */
  readonly lagSeconds: number;
}

export interface ProjectionInfo {
  readonly name: string;
  readonly collections: readonly string[];
  readonly status: ProjectionStatus;
  /** Global log position of the last event applied. */
  readonly checkpoint: number;
  /** Log positions between the head of the log and the checkpoint. */
  readonly lag: number;
  /** Position of the newest event of the log when this was measured. */
  readonly head: number;
  /** Age in seconds of the oldest event not yet applied (0 when none is waiting). */
  readonly lagSeconds: number;
  /** Events applied per second by the live copy over the last few seconds. */
  readonly eventsPerSecond: number;
  /** The version of its definition (`defineProjection`'s `version`, 1 when none is given). */
  readonly version: number;
  /** Why it failed (the event's type and position, and the error), or why its last rebuild failed. */
  readonly error: string | null;
  readonly rebuild: ProjectionRebuildProgress | null;
  /** The last consistency check, while the server runs (null before one). */
  readonly check: ProjectionCheckResult | null;
}

/** What the projections console streams (`GET /admin/projections/stream`, server-sent `snapshot` events). */
export interface ProjectionsSnapshot {
  readonly at: string;
  readonly head: number;
  readonly projections: readonly ProjectionInfo[];
  readonly reactions: readonly ReactionInfo[];
}

/**
 * One document on which a read model and a fresh fold of the log disagree: `missing` from the live copy,
 * `extra` in it (no event makes it), or `different` in the listed top-level fields.
 */
export interface ProjectionCheckDifference {
  readonly collection: string;
  readonly id: string;
  readonly kind: 'missing' | 'extra' | 'different';
  readonly fields: readonly string[];
}

/**
 * A consistency check (`POST /admin/projections/{name}/check`): the log folded from scratch into a scratch
 * copy up to the live copy's position, then compared document by document with the live copy.
 */
export interface ProjectionCheckResult {
  readonly name: string;
  /** The log position both copies had reached when they were compared. */
  readonly position: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** Documents compared, over all the read model's collections. */
  readonly documents: number;
  readonly consistent: boolean;
  /** The first differences found (at most 100); `truncated` when there were more. */
  readonly differences: readonly ProjectionCheckDifference[];
  readonly truncated: boolean;
  /** Why the check could not finish (it then says nothing about consistency). */
  readonly error: string | null;
}
