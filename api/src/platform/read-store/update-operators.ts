import { isPlainObject } from './bson-values.js';
import type { Update } from './read-store.port.js';
import { InvalidWriteError } from './read-store-errors.js';

type Container = Record<string, unknown> | unknown[];

/**
 * The operators the read models are written with. The projections only ever set and unset
 * fields, so the rest of MongoDB's operators ($inc, $push, ...) are refused by both adapters
 * rather than carried untested.
 */
const OPERATORS: ReadonlySet<string> = new Set(['$set', '$unset']);

/** Refuses what this store does not support, before anything is written; the MongoDB adapter checks with it too. */
export function assertSupportedOperators(update: Update): void {
  for (const operator in update)
    if (!OPERATORS.has(operator)) throw new InvalidWriteError(`Unsupported update operator '${operator}'`);
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

  /**
   * Applies the update to `doc` in place: the store parses a document for each write, so no reader
   * holds it, and it tells whether anything changed by comparing the JSON it would write.
   */
  applyTo(doc: Record<string, unknown>): void {
    const { $set = {}, $unset = {} } = this.update;
    const id = doc['_id'];
    for (const path in $set) setPath(doc, path, $set[path]);
    for (const path in $unset) unsetPath(doc, path);
    if (id !== undefined && doc['_id'] !== id) throw new InvalidWriteError("The update would modify the '_id' field");
  }
}

/** Sets a dotted path, creating missing objects on the way, as $set does; a numeric segment indexes an array. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop() as string;
  let container: Container = doc;
  for (const segment of segments) {
    let child = childOf(container, segment);
    if (child === undefined) {
      child = {};
      writeChild(container, segment, child, path);
    } else if (!isContainer(child)) {
      throw new InvalidWriteError(`Cannot create field '${path}': '${segment}' holds a ${typeof child}`);
    }
    container = child as Container;
  }
  writeChild(container, last, value, path);
}

/** Removes a dotted path (an array element becomes null, as in MongoDB); a missing path changes nothing. */
function unsetPath(doc: Record<string, unknown>, path: string): void {
  const segments = path.split('.');
  const last = segments.pop() as string;
  let container: unknown = doc;
  for (const segment of segments) container = isContainer(container) ? childOf(container, segment) : undefined;
  if (!isContainer(container) || childOf(container, last) === undefined) return;
  if (Array.isArray(container)) container[arrayIndex(last) as number] = null;
  else delete container[last];
}

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

/** An array index segment ("0", "12") as a number; undefined for a field name. */
function arrayIndex(segment: string): number | undefined {
  return /^[0-9]{1,9}$/.test(segment) ? Number(segment) : undefined;
}

function childOf(container: Container, segment: string): unknown {
  if (!Array.isArray(container)) return Object.hasOwn(container, segment) ? container[segment] : undefined;
  const index = arrayIndex(segment);
  return index === undefined ? undefined : container[index];
}

function writeChild(container: Container, segment: string, value: unknown, path: string): void {
  if (!Array.isArray(container)) {
    container[segment] = value;
    return;
  }
  const index = arrayIndex(segment);
  if (index === undefined) throw new InvalidWriteError(`Cannot create field '${segment}' in an array (path '${path}')`);
  // MongoDB pads with nulls when setting past the end of an array.
  while (container.length < index) container.push(null);
  container[index] = value;
}

function conflict(path: string, parent: string): InvalidWriteError {
  return new InvalidWriteError(`Updating the path '${path}' would create a conflict at '${parent}'`);
}

/** MongoDB refuses an update that names one path twice, or a path and one of its parents. */
function assertNoConflicts(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw conflict(path, path);
    seen.add(path);
  }
  for (const path of paths)
    for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1))
      if (seen.has(path.slice(0, dot))) throw conflict(path, path.slice(0, dot));
}
