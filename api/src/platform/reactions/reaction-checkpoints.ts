import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { StoredCheckpoint } from '../projections/checkpoint-store.js';

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

const START: StoredCheckpoint = { position: 0, checkpoint: null };

/**
 * The checkpoints in a JSON file in the data folder, for the embedded read store, which lives in
 * memory. Written whole to a temporary file and renamed over the old one, so a crash leaves the
 * old or the new file, never half of one; a checkpoint lost that way only replays a few events,
 * whose commands the log recognises.
 */
export class FileReactionCheckpoints implements ReactionCheckpoints {
  private entries: Record<string, StoredCheckpoint> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  async load(name: string): Promise<StoredCheckpoint> {
    return this.read()[name] ?? START;
  }

  save(name: string, checkpoint: StoredCheckpoint): Promise<void> {
    this.read()[name] = checkpoint;
    // One write at a time, each of everything saved so far; a failed one does not stop the next.
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => {
        const temporary = `${this.file}.tmp`;
        writeFileSync(temporary, JSON.stringify(this.entries), { mode: 0o600 });
        renameSync(temporary, this.file);
      });
    return this.writing;
  }

  private read(): Record<string, StoredCheckpoint> {
    this.entries ??= existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, StoredCheckpoint>)
      : {};
    return this.entries;
  }
}
