import { AUDITED_AGGREGATES, type AuditedAggregate } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/**
 * One event of an audited record's stream, as the activity list finds it: where it is in the log and who
 * caused it, never what it recorded (its data stays in the log, read by stream and revision for a page).
 * `_id` is the event's id.
 */
export interface ActivityDoc extends ViewDoc {
  readonly position: number;
  readonly streamId: string;
  readonly aggregate: AuditedAggregate;
  readonly recordId: string;
  /** Its place in the record's stream, from 0: how a page reads its data back. */
  readonly revision: number;
  readonly type: string;
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId: string;
  readonly commandType: string;
  readonly occurredAt: string;
  readonly recordedAt: string;
}

/** Newest first by log position, under each filter: a page walks one index and stops at its end. */
export const ACTIVITY = collection<ActivityDoc>('audit_activity', [
  { position: -1 },
  { aggregate: 1, position: -1 },
  { userId: 1, position: -1 },
  { correlationId: 1, position: -1 },
  { recordedAt: -1, position: -1 },
]);

// Longest first, so a name that begins another's (none today) is never taken for it.
const BY_LENGTH = [...AUDITED_AGGREGATES].sort((a, b) => b.length - a.length);

/** The audited record a stream is the history of (`membership-<id>`), or null for any other stream (a claim's). */
export function auditedRecordOf(streamId: string): { aggregate: AuditedAggregate; recordId: string } | null {
  for (const aggregate of BY_LENGTH) {
    const prefix = `${aggregate}-`;
    if (streamId.startsWith(prefix) && streamId.length > prefix.length)
      return { aggregate, recordId: streamId.slice(prefix.length) };
  }
  return null;
}
