type Scalar = string | number | boolean | null;

/** Values a field holds nowhere in a collection, once followed: the field is unknown, followed, or given up. */
type Followed = Set<Scalar> | 'unknown';

/**
 * For a writer filling an empty copy: the values each followed field may hold on the copy's
 * documents, so an `updateMany` filtered on a value no document holds (a person's bookings copying
 * the name they registered with, before they booked anything) is known to match nothing without
 * asking the store. A field is followed from the first `updateMany` that filters on it if nothing
 * was created in its collection yet; every write noted from then on adds the values it sets (a
 * created document lacks a field it does not set: null). A write it cannot follow (an operator
 * other than `$set`, a value that is not a scalar, a write through a raw handle) gives up the
 * collection: its filters all go to the store, as before.
 */
export class KnownValues {
  private readonly fields = new Map<string, Map<string, Followed>>();
  /** Collections something was created in: a field first asked about there is not followed. */
  private readonly created = new Set<string>();
  private readonly givenUp = new Set<string>();

  /** A document created whole. */
  noteDoc(collection: string, doc: Readonly<Record<string, unknown>>): void {
    this.created.add(collection);
    for (const [field, values] of this.followed(collection)) this.add(collection, values, doc[field] ?? null);
  }

  /** `$set` fields written on a document, which `upsert` may create. */
  noteSet(collection: string, set: Readonly<Record<string, unknown>>, upsert: boolean): void {
    if (upsert) this.created.add(collection);
    for (const [field, values] of this.followed(collection)) {
      if (field in set) this.add(collection, values, set[field] ?? null);
      else if (upsert) values.add(null);
    }
  }

  /** A write whose effect on the fields is not followed. */
  giveUp(collection: string): void {
    this.created.add(collection);
    this.givenUp.add(collection);
    this.fields.delete(collection);
  }

  /** False when no document of the collection can match these equalities. */
  mayMatch(collection: string, equalities: Readonly<Record<string, Scalar>>): boolean {
    if (this.givenUp.has(collection)) return true;
    let fields = this.fields.get(collection);
    if (!fields) this.fields.set(collection, (fields = new Map()));
    let possible = true;
    // Every field is looked at: one first asked about now is followed from now, whatever the others answer.
    for (const [field, value] of Object.entries(equalities)) {
      let values = fields.get(field);
      if (values === undefined) {
        values = this.created.has(collection) ? 'unknown' : new Set();
        fields.set(field, values);
      }
      if (values !== 'unknown' && !values.has(value)) possible = false;
    }
    return possible;
  }

  private *followed(collection: string): Iterable<[string, Set<Scalar>]> {
    for (const [field, values] of this.fields.get(collection) ?? []) if (values !== 'unknown') yield [field, values];
  }

  private add(collection: string, values: Set<Scalar>, value: unknown): void {
    // An array matches an equality on any element, an object by its whole: neither is followed.
    if (value !== null && typeof value === 'object') this.giveUp(collection);
    // JSON stores a number it cannot write (NaN, Infinity) as null.
    else values.add(typeof value === 'number' && !Number.isFinite(value) ? null : (value as Scalar));
  }
}
