import type { ReadStore } from '../read-store/read-store.port.js';

/** Collection holding each projection's checkpoint, next to the read models it describes. */
export const CHECKPOINTS_COLLECTION = '_projections';

export interface StoredCheckpoint {
  readonly position: number;
  readonly checkpoint: string | null;
}

export class CheckpointStore {
  constructor(private readonly store: ReadStore) {}

  async load(name: string): Promise<StoredCheckpoint> {
    const doc = await this.store.collection(CHECKPOINTS_COLLECTION).findOne({ _id: name });
    if (!doc || typeof doc.position !== 'number') return { position: 0, checkpoint: null };
    return { position: doc.position, checkpoint: typeof doc.checkpoint === 'string' ? doc.checkpoint : null };
  }

  async save(name: string, checkpoint: StoredCheckpoint): Promise<void> {
    await this.store
      .collection(CHECKPOINTS_COLLECTION)
      .updateOne({ _id: name }, { $set: { ...checkpoint, updatedAt: new Date().toISOString() } }, { upsert: true });
  }
}
