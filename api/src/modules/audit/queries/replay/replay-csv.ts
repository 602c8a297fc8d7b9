import type { AuditReplayStep } from '@boxstudio/contracts';
import type { CsvCell } from '../../../../platform/http/csv.js';

/** The event's own columns, before the state's. */
const EVENT_COLUMNS = ['revision', 'type', 'recordedAt', 'userId'] as const;

/** The state's columns are its dotted fields under `state.`, so none can be taken for the event's own `type`. */
const STATE_PREFIX = 'state';

/** Each field of a state that holds a value rather than more fields, by dotted path: `state.plan.name`. */
function leafFields(value: unknown, path: string, into: Map<string, unknown>): void {
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leafFields(child, `${path}.${key}`, into);
    return;
  }
  into.set(path, value);
}

function cellOf(value: unknown): CsvCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Only an empty list or object gets here: JSON says which.
  return JSON.stringify(value);
}

/**
 * A record's replayed states as CSV rows: one per event (its revision, type, when the log recorded it and
 * who caused it), then one column per dotted field any of the states holds, in the order they first
 * appear. A field a state does not hold, and a deleted record's every field, is an empty cell.
 */
export function replayRows(steps: readonly AuditReplayStep[]): { header: string[]; rows: CsvCell[][] } {
  const states = steps.map((step) => {
    const fields = new Map<string, unknown>();
    if (step.state !== null) leafFields(step.state, STATE_PREFIX, fields);
    return fields;
  });
  const columns = [...new Set(states.flatMap((fields) => [...fields.keys()]))];
  const rows = steps.map((step, index): CsvCell[] => {
    const fields = states[index] ?? new Map<string, unknown>();
    const { revision, type, recordedAt, metadata } = step.event;
    return [revision, type, recordedAt, metadata.userId, ...columns.map((column) => cellOf(fields.get(column)))];
  });
  return { header: [...EVENT_COLUMNS, ...columns], rows };
}
