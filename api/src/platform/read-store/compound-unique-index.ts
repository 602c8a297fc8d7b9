import { DocumentDraft } from './document-draft.js';
import type { Doc } from './read-store.port.js';

/**
 * Enforces a unique index over several fields. It is not used for lookups (single-field indexes
 * are). The key is the JSON of the field values, missing counting as null as in MongoDB; an array
 * is keyed as a whole, where MongoDB would key each element.
 */
export class CompoundUniqueIndex {
  private readonly owners = new Map<string, string>();

  constructor(readonly fields: readonly string[]) {}

  private keyOf(doc: Doc): string {
    const draft = new DocumentDraft(doc);
    return JSON.stringify(this.fields.map((field) => draft.get(field) ?? null));
  }

  clashes(doc: Doc): boolean {
    const owner = this.owners.get(this.keyOf(doc));
    return owner !== undefined && owner !== doc._id;
  }

  add(doc: Doc): void {
    this.owners.set(this.keyOf(doc), doc._id);
  }

  remove(doc: Doc): void {
    const key = this.keyOf(doc);
    if (this.owners.get(key) === doc._id) this.owners.delete(key);
  }

  replace(before: Doc, after: Doc): void {
    this.remove(before);
    this.add(after);
  }

  clear(): void {
    this.owners.clear();
  }
}
