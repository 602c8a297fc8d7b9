import type { AuditedAggregate, AuditEventDto } from './audit.js';

/**
 * The audit console's reads (`/api/audit/...`): the studio's recent activity, what one request or
 * reaction caused across records, a record's states replayed event by event, and finding a record.
 */

/** An event of the log as the activity list shows it: which record it belongs to, and what it was. */
export interface AuditActivityItem extends AuditEventDto {
  readonly aggregate: AuditedAggregate;
  /** The record's id: the stream's name without its aggregate's prefix. */
  readonly recordId: string;
  readonly streamId: string;
  /** What the record is called now (a person's name, "Plan Mensual · Juan Pérez"...), null when it has none. */
  readonly label: string | null;
}

/**
 * `GET /audit/activity`: newest first. Every filter is optional: `aggregate`, `userId` (who acted),
 * `correlationId` (every event one request or reaction caused, across records), `from` / `to` (ISO
 * date-times, when the log recorded it), `before` (a position: the page after the one that ended there),
 * `limit` (1–100, 25 by default).
 */
export interface AuditActivityQuery {
  readonly aggregate?: AuditedAggregate;
  readonly userId?: string;
  readonly correlationId?: string;
  readonly from?: string;
  readonly to?: string;
  readonly before?: number;
  readonly limit?: number;
}

/** The activity's page: `limit` from 1 to `max`, `default` when not given. */
export const AUDIT_ACTIVITY_LIMITS = { default: 25, max: 100 } as const;

export interface AuditActivityPage {
  readonly items: readonly AuditActivityItem[];
  /** `before` for the next (older) page; null when there is none. */
  readonly next: number | null;
}

/** A field of a record's public DTO that an event changed; `path` is dotted (`plan.name`, `schedules.0.startTime`). */
export interface AuditFieldChange {
  readonly path: string;
  /** Absent (undefined on the wire: the key is left out) when the field did not exist before. */
  readonly before?: unknown;
  /** Absent when the event removed the field. */
  readonly after?: unknown;
}

export interface AuditReplayStep {
  readonly event: AuditEventDto;
  /** The record's public DTO after this event (null once it was deleted). */
  readonly state: Record<string, unknown> | null;
  readonly changes: readonly AuditFieldChange[];
}

/**
 * `GET /audit/{aggregate}/{id}/replay`: every event of the record with the state after it and what it
 * changed. `?format=csv` answers the replayed states as CSV (a row per event, a column per field).
 * `GET /audit/{aggregate}/{id}/events?format=json` downloads the events with their metadata.
 */
export interface AuditReplayResponse {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** What the record is called now (a person's name, a class's name...), null when it has none. */
  readonly label: string | null;
  readonly steps: readonly AuditReplayStep[];
}

/** `GET /audit/search?q=&aggregate=`: records whose id, name or email (or person's) matches, at most 20. */
export interface AuditSearchQuery {
  readonly q: string;
  readonly aggregate?: AuditedAggregate;
}

/** A search finds at most `results` records; its text is 1 to `maxText` characters. */
export const AUDIT_SEARCH_LIMITS = { results: 20, maxText: 100 } as const;

export interface AuditFinding {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** What the console shows for it: a person's name, "Plan Mensual · Juan Pérez"... */
  readonly label: string;
  /** A second line: an email, a branch, a date. */
  readonly detail: string | null;
}

export interface AuditSearchResponse {
  readonly items: readonly AuditFinding[];
}
