import type { RecordedEvent } from '../event-log/event-log.port.js';
import { deepCopy } from '../read-store/bson-values.js';
import type { Doc, Filter, IndexOptions, ReadCollection, ReadStore, Update } from '../read-store/read-store.port.js';

/** A read model: folds events of the global log into the collections it owns. */
export interface Projection {
  readonly name: string;
  /** Live names of the collections it owns; a rebuild writes fresh copies, then swaps them in. */
  readonly collections: readonly string[];
  /** Indexes for each owned collection, declared on live copies and fresh ones alike. */
  readonly indexes?: Readonly<Record<string, readonly Record<string, 1 | -1>[]>>;
  /**
   * Bumped when what it writes changes (a new field, another fold): a start that finds documents
   * written by another version rebuilds them into fresh copies while the old ones keep serving.
   * Absent: 1.
   */
  readonly version?: number;
  /** Event types it reads; others are skipped without a call. Absent: every event. */
  readonly eventTypes?: readonly string[];
  apply(event: RecordedEvent, writer: ProjectionWriter): Promise<void>;
}

/** Declares the projection's indexes on the collections it writes (`targets`: live name → the one written). */
export async function declareIndexes(
  store: ReadStore,
  projection: Projection,
  targets: ReadonlyMap<string, string>,
  options: IndexOptions = {},
): Promise<void> {
  for (const [collection, specs] of Object.entries(projection.indexes ?? {})) {
    const written = store.collection(targets.get(collection) ?? collection);
    for (const fields of specs) await written.createIndex(fields, options);
  }
}

/** Field every projected document carries: the global position of the last event applied to it. */
export const POSITION_FIELD = '_pos';

/** The update with the position added to its `$set`, in new objects (never the caller's). */
export function withPosition(update: Update, position: number): Update {
  return { ...update, $set: { ...update['$set'], [POSITION_FIELD]: position } };
}

/**
 * The only way projections write. Each write is guarded by the event's position, so applying an
 * event twice (a replay, a duplicate delivery, a crash before the checkpoint) changes nothing.
 * One writer serves a projection for many events: `at(event)` moves it to the next one, so the
 * fold allocates no writer per event.
 */
export class ProjectionWriter {
  private current: RecordedEvent | null;

  constructor(
    protected readonly store: ReadStore,
    /** Live collection name → the physical collection this writer targets. */
    protected readonly targets: ReadonlyMap<string, string>,
    event: RecordedEvent | null = null,
  ) {
    this.current = event;
  }

  /** The event being applied. */
  get event(): RecordedEvent {
    if (!this.current) throw new Error('ProjectionWriter used before at(event)');
    return this.current;
  }

  at(event: RecordedEvent): this {
    this.current = event;
    return this;
  }

  /** Reads go to the same copy the writes go to, so a rebuild sees its own documents. */
  collection(name: string): ReadCollection {
    return this.store.collection(this.physical(name));
  }

  /**
   * A copy of the document. Read without the store's copy (readOne): a document read by many
   * events (the person or class a booking names) is parsed once until it is written again.
   */
  get(collection: string, id: string): Promise<Doc | null> {
    return this.collection(collection).readOne({ _id: id }, (doc) => deepCopy(doc) as Doc);
  }

  count(collection: string, filter: Filter): Promise<number> {
    return this.collection(collection).count(filter);
  }

  /** Creates the document unless it exists (then the event was already applied). */
  async insert(collection: string, doc: Doc): Promise<void> {
    await this.collection(collection).insertOne({ ...doc, [POSITION_FIELD]: this.event.position });
  }

  /** Updates one document if it has not seen this event yet. */
  async update(collection: string, id: string, update: Update): Promise<void> {
    const { position } = this.event;
    await this.collection(collection).updateOne(
      { _id: id, [POSITION_FIELD]: { $lt: position } },
      withPosition(update, position),
    );
  }

  /** Creates or updates one document, once per event. */
  async upsert(collection: string, id: string, update: Update): Promise<void> {
    const { position } = this.event;
    await this.collection(collection).updateOne(
      { _id: id, [POSITION_FIELD]: { $lt: position } },
      withPosition(update, position),
      { upsert: true },
    );
  }

  /** Updates every matching document that has not seen this event yet (denormalised copies). */
  async updateMany(collection: string, filter: Filter, update: Update): Promise<void> {
    const { position } = this.event;
    await this.collection(collection).updateMany(
      { ...filter, [POSITION_FIELD]: { $lt: position } },
      withPosition(update, position),
    );
  }

  async remove(collection: string, id: string): Promise<void> {
    await this.collection(collection).deleteOne({ _id: id });
  }

  /** Writes whatever is held back; this writer holds nothing back (see FreshCopyWriter). */
  async flush(): Promise<void> {}

  protected physical(name: string): string {
    return this.targets.get(name) ?? name;
  }
}
