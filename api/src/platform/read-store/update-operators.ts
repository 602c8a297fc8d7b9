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

/**
 * The operators the read models are written with. The projections only ever set and unset
 * fields, so the rest of MongoDB's operators ($inc, $push, ...) are refused by both adapters
 * rather than carried untested.
 */
const WRITERS: Readonly<Record<string, FieldWriter>> = {
  $set: setField,
  $unset: unsetField,
};

/** Refuses what this store does not support, before anything is written; the MongoDB adapter checks with it too. */
export function assertSupportedOperators(update: Update): void {
  for (const operator in update) {
    if (!Object.hasOwn(WRITERS, operator)) throw new InvalidWriteError(`Unsupported update operator '${operator}'`);
  }
}

/** A validated update, ready to apply to any number of documents. */
export class UpdatePlan {
  private constructor(private readonly update: Update) {}

  /** Validates like MongoDB does before touching anything: known operators, no conflicting paths. */
  static compile(update: Update): UpdatePlan {
    assertSupportedOperators(update);
    const paths: string[] = [];
    for (const operator in update) {
      const fields = update[operator];
      if (!isPlainObject(fields)) throw new InvalidWriteError(`${operator} needs a document of fields`);
      for (const path in fields) paths.push(path);
    }
    if (paths.length === 0) throw new InvalidWriteError('An update needs at least one operator');
    assertNoConflicts(paths);
    return new UpdatePlan(update);
  }

  /** The updated document, or null when the update changes nothing. Never mutates `doc`. */
  apply<T extends Record<string, unknown>>(doc: T): T | null {
    const draft = new DocumentDraft(doc);
    for (const operator in this.update) {
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
