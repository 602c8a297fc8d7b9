import type { AuditFieldChange } from '@boxstudio/contracts';

/** A record's public state: its DTO, or null while it does not exist (before its creation, after its deletion). */
export type RecordState = Readonly<Record<string, unknown>> | null;

type Container = Readonly<Record<string, unknown>> | readonly unknown[];

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isContainer = (value: unknown): value is Container => Array.isArray(value) || isObject(value);

const isEmpty = (value: Container): boolean => Object.keys(value).length === 0;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(at(a, key), at(b, key)));
}

function at(container: Container, key: string): unknown {
  return (container as Readonly<Record<string, unknown>>)[key];
}

/** A field's value on one side of the change: absent (the key is not there) or a value, null included. */
type Side = { readonly present: false } | { readonly present: true; readonly value: unknown };

const ABSENT: Side = { present: false };

const sideOf = (container: Container, key: string): Side =>
  Object.hasOwn(container, key) ? { present: true, value: at(container, key) } : ABSENT;

/** The keys of either side, those of the side before first, each once. */
function keysOf(before: Container | null, after: Container | null): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}

/** A container on one side whose fields are compared one by one: two of a kind, or one facing nothing. */
function walked(before: Side, after: Side): [Container | null, Container | null] | null {
  const b = before.present ? before.value : undefined;
  const a = after.present ? after.value : undefined;
  if (isContainer(b) && isContainer(a) && Array.isArray(b) === Array.isArray(a)) return [b, a];
  if (!before.present && isContainer(a) && !isEmpty(a)) return [null, a];
  if (!after.present && isContainer(b) && !isEmpty(b)) return [b, null];
  return null;
}

function changesAt(path: string, before: Side, after: Side, found: AuditFieldChange[]): void {
  if (before.present && after.present && sameValue(before.value, after.value)) return;
  const containers = walked(before, after);
  if (containers) {
    const [b, a] = containers;
    for (const key of keysOf(b, a))
      changesAt(`${path}.${key}`, b ? sideOf(b, key) : ABSENT, a ? sideOf(a, key) : ABSENT, found);
    return;
  }
  found.push({
    path,
    ...(before.present ? { before: before.value } : {}),
    ...(after.present ? { after: after.value } : {}),
  });
}

/**
 * The fields an event changed, from the record's public state before it to the state after it, as
 * dotted paths into nested objects and arrays (`plan.name`, `schedules.0.startTime`). A field that
 * appears has no `before`, one removed has no `after`, and a field set to null is not a field removed.
 * Unchanged fields are not listed; timestamps (`updatedAt`) are fields like any other. Objects are
 * walked field by field and arrays index by index; a value that changes kind (null to an object, an
 * object to an array) is one change of the whole value. A record that does not exist has no fields: its
 * creation lists every field as appearing, its deletion every field as removed.
 */
export function fieldChanges(before: RecordState, after: RecordState): AuditFieldChange[] {
  const found: AuditFieldChange[] = [];
  for (const key of keysOf(before, after))
    changesAt(key, before ? sideOf(before, key) : ABSENT, after ? sideOf(after, key) : ABSENT, found);
  return found;
}
