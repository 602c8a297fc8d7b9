import type { ReadStore } from '../read-store/read-store.port.js';

/** Collection holding each projection's checkpoint, next to the read models it describes. */
export const CHECKPOINTS_COLLECTION = '_projections';

export interface StoredCheckpoint {
  readonly position: number;
  readonly checkpoint: string | null;
  /** The projection's version its documents were written by (defineProjection); absent: 1. */
  readonly version?: number;
}

export class CheckpointStore {
  constructor(private readonly store: ReadStore) {}

  async load(name: string): Promise<StoredCheckpoint> {
    const doc = await this.store.collection(CHECKPOINTS_COLLECTION).findOne({ _id: name });
    if (!doc || typeof doc.position !== 'number') return { position: 0, checkpoint: null };
    return {
      position: doc.position,
      checkpoint: typeof doc.checkpoint === 'string' ? doc.checkpoint : null,
      version: typeof doc.version === 'number' ? doc.version : 1,
    };
  }

  async save(name: string, checkpoint: StoredCheckpoint): Promise<void> {
    await this.store
      .collection(CHECKPOINTS_COLLECTION)
      .updateOne({ _id: name }, { $set: { ...checkpoint, updatedAt: new Date().toISOString() } }, { upsert: true });
  }
}
