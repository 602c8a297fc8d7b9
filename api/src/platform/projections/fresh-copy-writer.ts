import { deepCopy } from '../read-store/bson-values.js';
import type { Doc, Filter, ReadCollection, ReadStore, Update } from '../read-store/read-store.port.js';
import { EventClaims } from './event-claims.js';
import { KnownValues } from './known-values.js';
import { MaybeStored } from './maybe-stored.js';
import { type Held, HeldDocs, mergeInto } from './held-docs.js';
import { POSITION_FIELD, ProjectionWriter, withPosition } from './projection.js';
import type { TimeSlice } from './time-slice.js';

/** Documents held back before they are all written: bounds memory, changes no result. */
export const MAX_HELD_DOCS = 25_000;
/** Documents a rebuild's `updateMany` writes between two looks at the time. */
const UPDATE_CHUNK = 500;

const DONE: Promise<void> = Promise.resolve();

/** The update's `$set` when it is nothing else and has no dotted path, so `$set`s can be merged. */
function mergeableSet(update: Update): Record<string, unknown> | null {
  let fields: Record<string, unknown> | null = null;
  for (const operator in update) {
    if (operator !== '$set') return null;
    fields = update[operator] ?? null;
  }
  if (fields) for (const path in fields) if (path.includes('.')) return null;
  return fields;
}

type Scalar = string | number | boolean | null;

/** The filter as field → value when it is only equalities to scalars on top-level fields, else null. */
function scalarEqualities(filter: Filter): Record<string, Scalar> | null {
  const equalities: Record<string, Scalar> = {};
  for (const [path, value] of Object.entries(filter)) {
    if (path.startsWith('$') || path.includes('.') || path === '_id') return null;
    if (value !== null && typeof value === 'object') return null;
    equalities[path] = (value ?? null) as Scalar;
  }
  return equalities;
}

/**
 * Writes a rebuild's fresh copy. The copy starts empty and this writer is its only writer, given
 * every event once and in order, so position guards can skip nothing there except a second write
 * to the same document by the same event: that rule is kept (EventClaims), the guards are dropped,
 * and the `$set`s a document receives are merged and written once, when the projection reads it
 * (or its collection), when too many are held, or on flush() before the swap. The result is what
 * the guarded ProjectionWriter gives from an empty copy, for a fraction of the writes.
 *
 * Store calls run one after the other in call order (`queue`), so a read sees exactly the writes
 * called before it, as with the embedded store's synchronous writes.
 */
export class FreshCopyWriter extends ProjectionWriter {
  private readonly held = new HeldDocs();
  private queue: Promise<unknown> = DONE;
  private readonly claims = new EventClaims();
  /** What this writer may have created: an insert of an id it never wrote needs no look at the store. */
  private readonly stored = new MaybeStored();
  /** The values fields an `updateMany` filters on may hold: one that none holds needs no look at the store. */
  private readonly values = new KnownValues();
  /** updateMany wrote documents this writer cannot name: the rest of that event goes through guards. */
  private guardedAt = -1;
  private failure: { readonly error: unknown } | null = null;

  constructor(
    store: ReadStore,
    targets: ReadonlyMap<string, string>,
    private readonly slice: TimeSlice,
    /** At most `maxHeld` documents held (writers filling copies side by side share MAX_HELD_DOCS). */
    private readonly limits: { readonly maxHeld?: number; readonly updateChunk?: number } = {},
  ) {
    super(store, targets);
  }

  override collection(name: string): ReadCollection {
    const physical = this.physical(name);
    const inner = this.store.collection(physical);
    // Whatever the projection does with the handle, it sees (and follows) its own writes.
    const next = <T>(op: () => Promise<T>): Promise<T> => {
      this.writeHeld(physical);
      return this.enqueue(op);
    };
    // Documents created or changed through the handle are not followed: the store is asked instead.
    const creating = <T>(op: () => Promise<T>): Promise<T> => {
      this.stored.untrack(physical);
      this.values.giveUp(physical);
      return next(op);
    };
    return {
      name: physical,
      find: (filter, options) => next(() => inner.find(filter, options)),
      findOne: (filter) => next(() => inner.findOne(filter)),
      readOne: (filter, read, sort) => next(() => inner.readOne(filter, read, sort)),
      readPage: (filter, options, read) => next(() => inner.readPage(filter, options, read)),
      count: (filter) => next(() => inner.count(filter)),
      sum: (field, filter) => next(() => inner.sum(field, filter)),
      findPage: (filter, options) => next(() => inner.findPage(filter, options)),
      insertOne: (doc) => creating(() => inner.insertOne(doc)),
      insertMany: (docs) => creating(() => inner.insertMany(docs)),
      updateOne: (filter, update, options) => creating(() => inner.updateOne(filter, update, options)),
      updateMany: (filter, update) => creating(() => inner.updateMany(filter, update)),
      deleteOne: (filter) => next(() => inner.deleteOne(filter)),
      deleteMany: (filter) => next(() => inner.deleteMany(filter)),
      createIndex: (fields, options) => next(() => inner.createIndex(fields, options)),
    };
  }

  override get(collection: string, id: string): Promise<Doc | null> {
    const name = this.physical(collection);
    // Held whole, the document is all there: it is answered as the store would, and stays held. Written
    // now, it would drop what the store keeps of its table (a person registered, then read by every booking).
    const held = this.held.get(name, id);
    if (held?.absent) return Promise.resolve(deepCopy({ ...held.fields, _id: id }) as Doc);
    this.writeHeldDoc(name, id);
    return this.enqueue(() => this.store.collection(name).readOne({ _id: id }, (doc) => deepCopy(doc) as Doc));
  }

  override count(collection: string, filter: Filter): Promise<number> {
    const name = this.physical(collection);
    this.writeHeld(name);
    return this.enqueue(() => this.store.collection(name).count(filter));
  }

  /**
   * A document the copy does not hold yet is held whole, and the `$set`s that follow merge into it:
   * it is written once, by one insert (most documents are created, then changed by a few events).
   */
  override insert(collection: string, doc: Doc): Promise<void> {
    const name = this.physical(collection);
    const { position } = this.event;
    this.writeHeldDoc(name, doc._id);
    // Asked at the call: only writes called before it (and so followed already) can have created it.
    const maybeStored = this.stored.has(name, doc._id);
    this.stored.add(name, doc._id);
    this.values.noteDoc(name, doc);
    return this.enqueue(async () => {
      const inner = this.store.collection(name);
      // Something held since the call (a write not awaited) goes after the insert: written now.
      const holdable = !this.held.get(name, doc._id) && (!maybeStored || (await inner.count({ _id: doc._id })) === 0);
      if (!holdable && !(await inner.insertOne({ ...doc, [POSITION_FIELD]: position }))) return;
      this.claims.claim(position, name, doc._id, true);
      if (holdable) this.holdNew(name, doc, position);
    });
  }

  override update(collection: string, id: string, update: Update): Promise<void> {
    return this.write(this.physical(collection), id, update, false);
  }

  override upsert(collection: string, id: string, update: Update): Promise<void> {
    return this.write(this.physical(collection), id, update, true);
  }

  /**
   * A document held whole is updated where it is held, when the filter is plain equalities and the
   * update a plain `$set` (a renamed person copied onto their bookings); every other held write of
   * the collection is written first, and the store updates what it holds.
   */
  override updateMany(collection: string, filter: Filter, update: Update): Promise<void> {
    const name = this.physical(collection);
    const { position } = this.event;
    const fields = mergeableSet(update);
    const equalities = scalarEqualities(filter);
    if (equalities && !this.values.mayMatch(name, equalities)) return DONE;
    if (fields) this.values.noteSet(name, fields, false);
    else this.values.giveUp(name);
    this.guardedAt = position;
    if (fields && equalities) this.updateHeldWhole(name, equalities, fields, position);
    else this.writeHeld(name);
    const guarded = { ...filter, [POSITION_FIELD]: { $lt: position } };
    return this.enqueue(() => this.updateStored(name, guarded, withPosition(update, position)));
  }

  /**
   * The store's `updateMany`, a chunk at a time, yielding on time between chunks: a class renamed
   * is copied onto thousands of bookings, 100–230 ms of writes the server would otherwise answer
   * nothing during. Nobody reads the fresh copy, so nobody sees it half done. Each chunk's documents
   * take the event's position, so the guard leaves them out of the next.
   */
  private async updateStored(name: string, guarded: Filter, update: Update): Promise<void> {
    const inner = this.store.collection(name);
    const chunk = this.limits.updateChunk ?? UPDATE_CHUNK;
    for (;;) {
      const ids = (await inner.find(guarded, { limit: chunk })).map((doc) => doc._id);
      if (ids.length > 0) await inner.updateMany({ ...guarded, _id: { $in: ids } }, update);
      if (ids.length < chunk) return;
      if (this.slice.due) await this.slice.yield();
    }
  }

  override remove(collection: string, id: string): Promise<void> {
    const name = this.physical(collection);
    // The document goes: what was held for it changes nothing, and a later write may create it again.
    this.held.take(name, id);
    this.claims.release(name, id);
    return this.enqueue(async () => void (await this.store.collection(name).deleteOne({ _id: id })));
  }

  /** Writes everything held back; the rebuild calls it before the swap. */
  override flush(): Promise<void> {
    for (const name of this.held.names()) this.writeHeld(name);
    return this.enqueue(() => DONE);
  }

  private write(name: string, id: string, update: Update, upsert: boolean): Promise<void> {
    const { position } = this.event;
    // Asked only of an upsert: whether it may create the document.
    const maybeStored = upsert && this.stored.has(name, id);
    if (upsert) this.stored.add(name, id);
    const fields = mergeableSet(update);
    if (fields) this.values.noteSet(name, fields, upsert);
    else this.values.giveUp(name);
    const claim = this.guardedAt === position ? 'unsure' : this.claims.claim(position, name, id, upsert);
    if (claim === 'again') return DONE;
    if (claim === 'unsure') {
      this.writeHeldDoc(name, id);
      const guarded = { _id: id, [POSITION_FIELD]: { $lt: position } };
      return this.enqueue(
        async () =>
          void (await this.store.collection(name).updateOne(guarded, withPosition(update, position), { upsert })),
      );
    }
    // An upsert of a document surely not stored creates it: held whole, as an insert is.
    if (fields) return this.hold(name, id, fields, { upsert, absent: upsert && !maybeStored }, position);
    // Not a plain $set: written now, behind what is held for the document.
    this.writeHeldDoc(name, id);
    return this.enqueue(
      async () =>
        void (await this.store.collection(name).updateOne({ _id: id }, withPosition(update, position), { upsert })),
    );
  }

  private hold(
    name: string,
    id: string,
    fields: Record<string, unknown>,
    { upsert, absent }: { readonly upsert: boolean; readonly absent: boolean },
    position: number,
  ): Promise<void> {
    const held = this.held.get(name, id);
    // A $set after a $set, or after the upsert that created the document, merges. An upsert after
    // a plain $set does not: that $set applied only if the document existed, so it is written first.
    if (held && (held.upsert || !upsert)) {
      this.held.merge(name, id, held, fields, position);
      return DONE;
    }
    if (held) this.writeHeldDoc(name, id);
    const merged: Record<string, unknown> = {};
    mergeInto(merged, fields, position);
    this.held.hold(name, id, { fields: merged, upsert, absent });
    return this.held.size >= (this.limits.maxHeld ?? MAX_HELD_DOCS) ? this.flush() : DONE;
  }

  /** `updateMany` on the documents held whole; those held in part are written, for the store to update. */
  private updateHeldWhole(
    name: string,
    equalities: Readonly<Record<string, Scalar>>,
    fields: Record<string, unknown>,
    position: number,
  ): void {
    this.writeHeldDocs(name, this.held.partialIds(name));
    const [first, ...rest] = Object.entries(equalities);
    for (const id of this.held.wholeWith(name, first?.[0], first?.[1])) {
      const held = this.held.get(name, id);
      if (!held || (held.fields[POSITION_FIELD] as number) >= position) continue;
      if (rest.every(([path, value]) => (held.fields[path] ?? null) === value))
        this.held.merge(name, id, held, fields, position);
    }
  }

  /** Runs in the queue: the writes a flush queues come after it, so they are not waited for here. */
  private holdNew(name: string, doc: Doc, position: number): void {
    const fields: Record<string, unknown> = {};
    mergeInto(fields, doc, position);
    this.held.hold(name, doc._id, { fields, upsert: true, absent: true });
    // A failure is kept by the queue and thrown by the next call.
    if (this.held.size >= (this.limits.maxHeld ?? MAX_HELD_DOCS)) this.flush().catch(() => undefined);
  }

  private writeHeldDoc(name: string, id: string): void {
    const held = this.held.take(name, id);
    if (held) this.enqueueQuietly(() => this.writeOne(name, id, held));
  }

  /** Takes these documents' held writes now, writes them in turn, yielding on time (there may be thousands). */
  private writeHeldDocs(name: string, ids: readonly string[]): void {
    const docs = new Map<string, Held>();
    for (const id of ids) {
      const held = this.held.take(name, id);
      if (held) docs.set(id, held);
    }
    this.writeInTurn(name, docs);
  }

  /** Takes a collection's held writes now (call order), writes them in turn, yielding on time. */
  private writeHeld(name: string): void {
    const docs = this.held.takeAll(name);
    if (docs) this.writeInTurn(name, docs);
  }

  private writeInTurn(name: string, docs: ReadonlyMap<string, Held>): void {
    if (docs.size === 0) return;
    this.enqueueQuietly(async () => {
      for (const [id, held] of docs) {
        await this.writeOne(name, id, held);
        if (this.slice.due) await this.slice.yield();
      }
    });
  }

  private async writeOne(name: string, id: string, held: Held): Promise<void> {
    const inner = this.store.collection(name);
    if (held.absent) await inner.insertOne({ ...held.fields, _id: id });
    else await inner.updateOne({ _id: id }, { $set: held.fields }, { upsert: held.upsert });
  }

  private enqueue<T>(op: () => Promise<T>): Promise<T> {
    const result = this.queue.then(() => {
      if (this.failure) throw this.failure.error;
      return op();
    });
    // The first failure fails every later call, and so the rebuild, even one of a held write nobody awaited.
    this.queue = result.catch((error: unknown) => void (this.failure ??= { error }));
    return result;
  }

  /** For held writes: a failure is not lost, the next call (at the latest the final flush) throws it. */
  private enqueueQuietly(op: () => Promise<void>): void {
    this.enqueue(op).catch(() => undefined);
  }
}
