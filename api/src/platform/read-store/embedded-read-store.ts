import { CollectionState } from './collection-state.js';
import { type CollectionRegistry, EmbeddedCollection } from './embedded-collection.js';
import type { ReadCollection, ReadStore } from './read-store.port.js';

/**
 * The in-memory read store: MongoDB's query language over plain documents (mingo for general
 * filters, native fast paths for common filters, _id, sorted indexes and kept counts; see
 * collection-state.ts). It holds nothing durable: at start-up the projections rebuild it from
 * the event log. A collection's indexes live with its data, so renameCollection moves them too.
 */
export class EmbeddedReadStore implements ReadStore, CollectionRegistry {
  private readonly states = new Map<string, CollectionState>();
  private readonly handles = new Map<string, EmbeddedCollection>();
  private closed = false;

  collection(name: string): ReadCollection {
    if (name.length === 0 || name.includes('$')) throw new Error(`Invalid collection name '${name}'`);
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new EmbeddedCollection(name, this);
      this.handles.set(name, handle);
    }
    return handle;
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    return [...this.states.keys()].sort();
  }

  async dropCollection(name: string): Promise<void> {
    this.assertOpen();
    this.states.delete(name);
  }

  /**
   * Swaps `from` in under the name `to` in one step: handles look data up by name on each call,
   * so readers go from the old documents to the new ones with no moment of absence. A missing
   * `from` (a rebuild that wrote nothing) leaves `to` empty.
   */
  async renameCollection(from: string, to: string): Promise<void> {
    this.assertOpen();
    if (from === to) throw new Error(`Cannot rename collection '${from}' to itself`);
    const fresh = this.states.get(from);
    this.states.delete(from);
    if (fresh) this.states.set(to, fresh);
    else this.states.delete(to);
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.states.clear();
  }

  existing(name: string): CollectionState | undefined {
    this.assertOpen();
    return this.states.get(name);
  }

  open(name: string): CollectionState {
    this.assertOpen();
    let state = this.states.get(name);
    if (!state) {
      state = new CollectionState(name);
      this.states.set(name, state);
    }
    return state;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The read store is closed');
  }
}
