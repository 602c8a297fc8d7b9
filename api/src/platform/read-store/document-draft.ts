import { isPlainObject } from './bson-values.js';
import { InvalidWriteError } from './read-store-errors.js';

type Container = Record<string, unknown> | unknown[];

/** Parses an array index segment ("0", "12"); anything else is a field name. */
function arrayIndex(segment: string): number | undefined {
  if (segment.length === 0 || segment.length > 9) return undefined;
  for (let i = 0; i < segment.length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return undefined;
  }
  return Number(segment);
}

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

function readChild(container: Container, segment: string): unknown {
  if (Array.isArray(container)) {
    const index = arrayIndex(segment);
    return index === undefined ? undefined : container[index];
  }
  return Object.hasOwn(container, segment) ? container[segment] : undefined;
}

/**
 * A copy-on-write view of a stored document for one update. Only the objects on a path that
 * changes are copied, so an update costs what it touches, and the stored original stays intact
 * (readers and a failing update never see half a write) until the caller commits `result()`.
 * Paths are MongoDB dotted paths; a numeric segment indexes into an array.
 */
export class DocumentDraft {
  private root: Record<string, unknown>;
  private rootOwned = false;
  /** Nested objects already copied for this draft; created only when a dotted path is written. */
  private owned: Set<object> | undefined;
  private changed = false;

  constructor(original: Record<string, unknown>) {
    this.root = original;
  }

  get hasChanged(): boolean {
    return this.changed;
  }

  result(): Record<string, unknown> {
    return this.root;
  }

  /** The value at `path`, or undefined when any step is missing. */
  get(path: string): unknown {
    if (!path.includes('.')) return Object.hasOwn(this.root, path) ? this.root[path] : undefined;
    let current: unknown = this.root;
    for (const segment of path.split('.')) {
      if (!isContainer(current)) return undefined;
      current = readChild(current, segment);
    }
    return current;
  }

  /** Sets `path`, creating missing objects on the way, as $set does. */
  set(path: string, value: unknown): void {
    if (!path.includes('.')) {
      this.ownedRoot()[path] = value;
      this.changed = true;
      return;
    }
    const segments = path.split('.');
    const last = segments.pop() as string;
    let container: Container = this.ownedRoot();
    for (const segment of segments) {
      const child = readChild(container, segment);
      let next: Container;
      if (child === undefined) {
        next = {};
        this.markOwned(next);
      } else if (isContainer(child)) {
        next = this.own(child);
      } else {
        throw new InvalidWriteError(`Cannot create field '${path}': '${segment}' holds a ${typeof child}`);
      }
      if (next !== child) this.writeChild(container, segment, next, path);
      container = next;
    }
    this.writeChild(container, last, value, path);
    this.changed = true;
  }

  /** Removes `path` (an array element becomes null, as in MongoDB); a missing path changes nothing. */
  unset(path: string): void {
    if (this.get(path) === undefined) return;
    const segments = path.split('.');
    const last = segments.pop() as string;
    let container: Container = this.ownedRoot();
    for (const segment of segments) {
      const child = readChild(container, segment) as Container;
      const next = this.own(child);
      if (next !== child) this.writeChild(container, segment, next, path);
      container = next;
    }
    if (Array.isArray(container)) container[arrayIndex(last) as number] = null;
    else delete container[last];
    this.changed = true;
  }

  private ownedRoot(): Record<string, unknown> {
    if (!this.rootOwned) {
      this.root = { ...this.root };
      this.rootOwned = true;
    }
    return this.root;
  }

  private markOwned(container: Container): void {
    this.owned ??= new Set();
    this.owned.add(container);
  }

  private own(container: Container): Container {
    if (this.owned?.has(container)) return container;
    const copy: Container = Array.isArray(container) ? container.slice() : { ...container };
    this.markOwned(copy);
    return copy;
  }

  private writeChild(container: Container, segment: string, value: unknown, path: string): void {
    if (!Array.isArray(container)) {
      container[segment] = value;
      return;
    }
    const index = arrayIndex(segment);
    if (index === undefined) {
      throw new InvalidWriteError(`Cannot create field '${segment}' in an array (path '${path}')`);
    }
    // MongoDB pads with nulls when setting past the end of an array.
    while (container.length < index) container.push(null);
    container[index] = value;
  }
}
