import type { RecordedEvent } from '../event-log/event-log.port.js';
import type { Doc, Filter, ReadCollection, ReadStore, Update } from '../read-store/read-store.port.js';

/** A read model: folds events of the global log into the collections it owns. */
export interface Projection {
  readonly name: string;
  /** Live names of the collections it owns; a rebuild writes fresh copies, then swaps them in. */
  readonly collections: readonly string[];
  /** Indexes for each owned collection, declared on live copies and fresh ones alike. */
  readonly indexes?: Readonly<Record<string, readonly Record<string, 1 | -1>[]>>;
  /** Event types it reads; others are skipped without a call. Absent: every event. */
  readonly eventTypes?: readonly string[];
  apply(event: RecordedEvent, writer: ProjectionWriter): Promise<void>;
}

/** Field every projected document carries: the global position of the last event applied to it. */
export const POSITION_FIELD = '_pos';

function withPosition(update: Update, position: number): Update {
  return { ...update, $set: { ...(update.$set ?? {}), [POSITION_FIELD]: position } };
}

/**
 * The only way projections write. Each write is guarded by the event's position, so applying an
 * event twice (a replay, a duplicate delivery, a crash before the checkpoint) changes nothing.
 */
export class ProjectionWriter {
  constructor(
    private readonly store: ReadStore,
    /** Live collection name → the physical collection this writer targets. */
    private readonly targets: ReadonlyMap<string, string>,
    readonly event: RecordedEvent,
  ) {}

  /** Reads go to the same copy the writes go to, so a rebuild sees its own documents. */
  collection(name: string): ReadCollection {
    return this.store.collection(this.targets.get(name) ?? name);
  }

  /** Creates the document unless it exists (then the event was already applied). */
  async insert(collection: string, doc: Doc): Promise<void> {
    await this.collection(collection).insertOne({ ...doc, [POSITION_FIELD]: this.event.position });
  }

  /** Updates one document if it has not seen this event yet. */
  async update(collection: string, id: string, update: Update): Promise<void> {
    const guard: Filter = { _id: id, [POSITION_FIELD]: { $lt: this.event.position } };
    await this.collection(collection).updateOne(guard, withPosition(update, this.event.position));
  }

  /** Creates or updates one document, once per event. */
  async upsert(collection: string, id: string, update: Update): Promise<void> {
    const guard: Filter = { _id: id, [POSITION_FIELD]: { $lt: this.event.position } };
    await this.collection(collection).updateOne(guard, withPosition(update, this.event.position), { upsert: true });
  }

  /** Updates every matching document that has not seen this event yet (denormalised copies). */
  async updateMany(collection: string, filter: Filter, update: Update): Promise<void> {
    const guarded: Filter = { ...filter, [POSITION_FIELD]: { $lt: this.event.position } };
    await this.collection(collection).updateMany(guarded, withPosition(update, this.event.position));
  }

  async remove(collection: string, id: string): Promise<void> {
    await this.collection(collection).deleteOne({ _id: id });
  }
}
