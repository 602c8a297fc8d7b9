import { existsSync, readFileSync } from 'node:fs';
import { CheckpointStore, type StoredCheckpoint } from '../projections/checkpoint-store.js';
import type { ReadStore } from '../read-store/read-store.port.js';
/**
 * Where reactions keep how far they have read. Unlike a projection's, a reaction's checkpoint must
 * outlive a restart: a reaction replayed from the start would decide again, against today's state,
 * every command whose first run recorded nothing (it was refused, or there was nothing to do then).
 */
export interface ReactionCheckpoints {
  load(name: string): Promise<StoredCheckpoint>;
  save(name: string, checkpoint: StoredCheckpoint): Promise<void>;
}

export const REACTION_CHECKPOINTS = Symbol('REACTION_CHECKPOINTS');

/**
 * The checkpoints beside the read models' own (the `_projections` collection, under
 * `reaction:<name>`). The read store must not be thrown away to
 * rebuild the read models (the rebuild endpoint or CLI does that): its reactions would read the
 * log from the start again.
 *
 * An install whose checkpoints were kept in a JSON file (`reaction-checkpoints.json`) still has
 * them read from it until the store holds a newer one.
 */
export class StoredReactionCheckpoints implements ReactionCheckpoints {
  private readonly checkpoints: CheckpointStore;
  private legacy: Record<string, StoredCheckpoint> | null = null;

  constructor(
    store: ReadStore,
    private readonly legacyFile: string | null = null,
  ) {
    this.checkpoints = new CheckpointStore(store);
  }

  async load(name: string): Promise<StoredCheckpoint> {
    const saved = await this.checkpoints.load(name);
    if (saved.position > 0 || this.legacyFile === null) return saved;
    this.legacy ??= existsSync(this.legacyFile)
      ? (JSON.parse(readFileSync(this.legacyFile, 'utf8')) as Record<string, StoredCheckpoint>)
      : {};
    return this.legacy[name] ?? saved;
  }

  /**
   * Made durable with the store's next commit (the projection runner's, within a tenth of a second
   * of any event): a checkpoint lost to a crash only replays a few events, whose commands the log
   * recognises by their ids.
   */
  async save(name: string, checkpoint: StoredCheckpoint): Promise<void> {
    await this.checkpoints.save(name, checkpoint);
  }
}
