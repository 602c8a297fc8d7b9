import { Query } from 'mingo';
import { bsonEqual, copyIn, isPlainObject } from './bson-values.js';
import { DocumentDraft } from './document-draft.js';
import type { Update } from './read-store.port.js';
import { InvalidWriteError } from './read-store-errors.js';

/** Applies one operator's value at one path; the draft records whether anything changed. */
type FieldWriter = (draft: DocumentDraft, path: string, argument: unknown) => void;

const setField: FieldWriter = (draft, path, argument) => {
  const value = copyIn(argument);
  const current = draft.get(path);
  // An equal value is not a modification: guarded re-deliveries must report modified 0.
  if (current !== undefined && bsonEqual(current, value)) return;
  draft.set(path, value);
};

const unsetField: FieldWriter = (draft, path) => draft.unset(path);

const incrementField: FieldWriter = (draft, path, argument) => {
  if (typeof argument !== 'number') throw new InvalidWriteError(`$inc needs a number at '${path}'`);
  const current = draft.get(path);
  if (current === undefined) return draft.set(path, argument);
  if (typeof current !== 'number') {
    throw new InvalidWriteError(`Cannot apply $inc to '${path}': it holds a ${typeof current}`);
  }
  if (argument !== 0) draft.set(path, current + argument);
};

function arrayAt(draft: DocumentDraft, path: string, operator: string): readonly unknown[] | undefined {
  const current = draft.get(path);
  if (current === undefined || Array.isArray(current)) return current;
  throw new InvalidWriteError(`${operator} needs an array at '${path}', found a ${typeof current}`);
}

interface EachModifiers {
  readonly items: readonly unknown[];
  readonly position?: number;
  readonly slice?: number;
}

/** `{ $each: [...], $position, $slice }` or a single value. */
function eachModifiers(operator: string, argument: unknown, allowed: readonly string[]): EachModifiers {
  if (!isPlainObject(argument) || !Object.hasOwn(argument, '$each')) return { items: [argument] };
  for (const key of Object.keys(argument)) {
    if (!allowed.includes(key)) throw new InvalidWriteError(`${operator} does not support ${key} here`);
  }
  const { $each: items, $position: position, $slice: slice } = argument;
  if (!Array.isArray(items)) throw new InvalidWriteError(`${operator}.$each needs an array`);
  if (position !== undefined && !Number.isInteger(position)) throw new InvalidWriteError('$position needs an integer');
  if (slice !== undefined && !Number.isInteger(slice)) throw new InvalidWriteError('$slice needs an integer');
  return { items, position: position as number | undefined, slice: slice as number | undefined };
}

function writeArray(draft: DocumentDraft, path: string, before: readonly unknown[] | undefined, after: unknown[]): void {
  if (before === undefined || !bsonEqual(before, after)) draft.set(path, after);
}

const pushToField: FieldWriter = (draft, path, argument) => {
  const { items, position, slice } = eachModifiers('$push', argument, ['$each', '$position', '$slice']);
  const before = arrayAt(draft, path, '$push');
  const after = before ? before.slice() : [];
  const at = position === undefined ? after.length : position < 0 ? Math.max(0, after.length + position) : position;
  after.splice(at, 0, ...items.map((item) => copyIn(item)));
  const kept = slice === undefined ? after : slice >= 0 ? after.slice(0, slice) : after.slice(slice);
  writeArray(draft, path, before, kept);
};

const addToSetField: FieldWriter = (draft, path, argument) => {
  const { items } = eachModifiers('$addToSet', argument, ['$each']);
  const before = arrayAt(draft, path, '$addToSet');
  const after = before ? before.slice() : [];
  for (const item of items.map((each) => copyIn(each))) {
    if (!after.some((existing) => bsonEqual(existing, item))) after.push(item);
  }
  writeArray(draft, path, before, after);
};

/**
 * What $pull removes: a document condition is a query on each element, an operator condition
 * ({ $gte: 3 }) applies to the element itself, anything else is compared for equality.
 */
function pullCondition(condition: unknown): (element: unknown) => boolean {
  if (condition instanceof RegExp || (isPlainObject(condition) && Object.keys(condition)[0]?.startsWith('$'))) {
    const query = new Query({ element: condition }, {});
    return (element) => query.test({ element });
  }
  if (isPlainObject(condition)) {
    const query = new Query(condition, {});
    return (element) => isPlainObject(element) && query.test(element);
  }
  return (element) => bsonEqual(element, condition);
}

const pullFromField: FieldWriter = (draft, path, argument) => {
  const before = arrayAt(draft, path, '$pull');
  if (before === undefined) return;
  const matches = pullCondition(argument);
  const after = before.filter((element) => !matches(element));
  if (after.length !== before.length) draft.set(path, after);
};

const WRITERS: Readonly<Record<string, FieldWriter>> = {
  $set: setField,
  $setOnInsert: setField,
  $unset: unsetField,
  $inc: incrementField,
  $push: pushToField,
  $addToSet: addToSetField,
  $pull: pullFromField,
};

/** A validated update, ready to apply to any number of documents. */
export class UpdatePlan {
  private constructor(private readonly update: Update) {}

  /** Validates like MongoDB does before touching anything: known operators, no conflicting paths. */
  static compile(update: Update): UpdatePlan {
    const paths: string[] = [];
    for (const operator in update) {
      if (!Object.hasOwn(WRITERS, operator)) throw new InvalidWriteError(`Unsupported update operator '${operator}'`);
      const fields = update[operator];
      if (!isPlainObject(fields)) throw new InvalidWriteError(`${operator} needs a document of fields`);
      for (const path in fields) paths.push(path);
    }
    if (paths.length === 0) throw new InvalidWriteError('An update needs at least one operator');
    assertNoConflicts(paths);
    return new UpdatePlan(update);
  }

  /** The updated document, or null when the update changes nothing. Never mutates `doc`. */
  apply<T extends Record<string, unknown>>(doc: T, inserting: boolean): T | null {
    const draft = new DocumentDraft(doc);
    for (const operator in this.update) {
      if (operator === '$setOnInsert' && !inserting) continue;
      const write = WRITERS[operator] as FieldWriter;
      const fields = this.update[operator] as Record<string, unknown>;
      for (const path in fields) write(draft, path, fields[path]);
    }
    if (!draft.hasChanged) return null;
    const result = draft.result();
    if (Object.hasOwn(doc, '_id') && !bsonEqual(result['_id'], doc['_id'])) {
      throw new InvalidWriteError("The update would modify the immutable field '_id'");
    }
    return result as T;
  }
}

/** True when `path` is `parent` or lies under it ("a.b" under "a", not "ab" under "a"). */
function isWithin(path: string, parent: string): boolean {
  return path.startsWith(parent) && (path.length === parent.length || path.charCodeAt(parent.length) === 46);
}

function conflict(path: string, parent: string): InvalidWriteError {
  return new InvalidWriteError(`Updating the path '${path}' would create a conflict at '${parent}'`);
}

/**
 * MongoDB refuses an update that names one path twice, or a path and one of its parents. Most
 * updates name a handful of paths, where comparing pairs is cheaper than building a set.
 */
function assertNoConflicts(paths: readonly string[]): void {
  if (paths.length > 16) return assertNoConflictsBySet(paths);
  for (let i = 0; i < paths.length; i++) {
    const first = paths[i] as string;
    for (let j = i + 1; j < paths.length; j++) {
      const second = paths[j] as string;
      if (isWithin(first, second)) throw conflict(first, second);
      if (isWithin(second, first)) throw conflict(second, first);
    }
  }
}

function assertNoConflictsBySet(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw conflict(path, path);
    seen.add(path);
  }
  for (const path of paths) {
    for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) {
      if (seen.has(path.slice(0, dot))) throw conflict(path, path.slice(0, dot));
    }
  }
}
