import { deepCopy } from '../read-store/bson-values.js';
import { POSITION_FIELD } from './projection.js';

/**
 * A document's `$set`s merged into one, the position included, and whether it may create it;
 * `absent` when the copy does not hold the document (an insert held whole): it is then inserted.
 */
export interface Held {
  readonly fields: Record<string, unknown>;
  readonly upsert: boolean;
  readonly absent: boolean;
}

type Ids = Set<string>;

/** Copies the fields in; objects are copied too, since the store copies only when written. */
export function mergeInto(target: Record<string, unknown>, fields: Record<string, unknown>, position: number): void {
  for (const key in fields) {
    const value = fields[key];
    target[key] = typeof value === 'object' && value !== null ? deepCopy(value) : value;
  }
  target[POSITION_FIELD] = position;
}

/**
 * What a rebuild's writer (fresh-copy-writer.ts) holds back, by collection and id. The documents
 * held whole are also found by the value of a field an `updateMany` filtered on (a person's id on
 * their bookings), so a rename copied onto bookings touches those, not every document held.
 */
export class HeldDocs {
  private readonly byName = new Map<string, Map<string, Held>>();
  /** Per collection, the ids of the documents held in part (`$set`s on a stored document). */
  private readonly partial = new Map<string, Ids>();
  /** Per collection and field: the documents held whole, by that field's value. */
  private readonly byValue = new Map<string, Map<string, Map<unknown, Ids>>>();
  size = 0;

  names(): string[] {
    return [...this.byName.keys()];
  }

  get(name: string, id: string): Held | undefined {
    return this.byName.get(name)?.get(id);
  }

  /** Forgets the document and answers what was held for it. */
  take(name: string, id: string): Held | undefined {
    const held = this.get(name, id);
    if (!held) return undefined;
    this.byName.get(name)?.delete(id);
    this.size -= 1;
    if (held.absent) this.unindex(name, id, held.fields);
    else this.partial.get(name)?.delete(id);
    return held;
  }

  /** Forgets the collection's documents and answers them, in the order they were first held. */
  takeAll(name: string): Map<string, Held> | undefined {
    const docs = this.byName.get(name);
    if (!docs) return undefined;
    this.byName.delete(name);
    this.partial.delete(name);
    this.byValue.delete(name);
    this.size -= docs.size;
    return docs;
  }

  hold(name: string, id: string, held: Held): void {
    let docs = this.byName.get(name);
    if (!docs) this.byName.set(name, (docs = new Map()));
    docs.set(id, held);
    this.size += 1;
    if (held.absent) this.index(name, id, held.fields);
    else this.setOf(this.partial, name).add(id);
  }

  /** Merges `$set` fields into what is held for the document. */
  merge(name: string, id: string, held: Held, fields: Record<string, unknown>, position: number): void {
    if (held.absent) this.unindex(name, id, held.fields);
    mergeInto(held.fields, fields, position);
    if (held.absent) this.index(name, id, held.fields);
  }

  partialIds(name: string): string[] {
    return [...(this.partial.get(name) ?? [])];
  }

  /** The documents held whole whose `field` is `value` (all of them when `field` is undefined). */
  wholeWith(name: string, field: string | undefined, value: unknown): string[] {
    const docs = this.byName.get(name);
    if (!docs) return [];
    if (field === undefined) return [...docs].filter(([, held]) => held.absent).map(([id]) => id);
    let fields = this.byValue.get(name);
    if (!fields) this.byValue.set(name, (fields = new Map()));
    let values = fields.get(field);
    if (!values) {
      // First asked: indexed from what is held now, then kept current by every hold, merge and take.
      fields.set(field, (values = new Map()));
      for (const [id, held] of docs) if (held.absent) this.setOf(values, valueOf(held.fields, field)).add(id);
    }
    return [...(values.get(value) ?? [])];
  }

  private index(name: string, id: string, doc: Record<string, unknown>): void {
    for (const [field, values] of this.byValue.get(name) ?? []) this.setOf(values, valueOf(doc, field)).add(id);
  }

  private unindex(name: string, id: string, doc: Record<string, unknown>): void {
    for (const [field, values] of this.byValue.get(name) ?? []) values.get(valueOf(doc, field))?.delete(id);
  }

  private setOf<K>(map: Map<K, Ids>, key: K): Ids {
    let ids = map.get(key);
    if (!ids) map.set(key, (ids = new Set()));
    return ids;
  }
}

/** A field's value as an equality filter compares it: missing is null. */
function valueOf(doc: Record<string, unknown>, field: string): unknown {
  return doc[field] ?? null;
}
