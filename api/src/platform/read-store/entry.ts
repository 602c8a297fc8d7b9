import type { Doc } from './read-store.port.js';

/**
 * A stored document and its insertion number, which orders unsorted reads like a full scan.
 * Its own file, so the indexes a collection keeps can name it without importing the collection.
 */
export interface Entry {
  doc: Doc;
  readonly seq: number;
}
