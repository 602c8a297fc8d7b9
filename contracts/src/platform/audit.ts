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

export type ProjectionStatus = 'starting' | 'live' | 'rebuilding' | 'failed';

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
}

export interface ProjectionInfo {
  readonly name: string;
  readonly collections: readonly string[];
  readonly status: ProjectionStatus;
  /** Global log position of the last event applied. */
  readonly checkpoint: number;
  /** Log positions between the head of the log and the checkpoint. */
  readonly lag: number;
  readonly rebuild: ProjectionRebuildProgress | null;
}
