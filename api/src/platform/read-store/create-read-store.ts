import { join } from 'node:path';
import { ensurePrivateDir, preparePrivateFile } from '../config/private-files.js';
import type { ReadStore } from './read-store.port.js';
import { SqliteReadStore } from './sqlite-read-store.js';

export interface ReadStoreConfig {
  readonly mongoUrl?: string | undefined;
  readonly dataDir: string;
  /** The read models' positions are the log's: each log gets its own file. */
  readonly eventStoreUrl?: string | undefined;
}

/** The embedded read store's file, under DATA_DIR (docs/read-models.md). */
export function embeddedReadStoreFile(config: ReadStoreConfig): string {
  return join(config.dataDir, config.eventStoreUrl ? 'read-models.eventstoredb.sqlite3' : 'read-models.sqlite3');
}

/** MongoDB when MONGO_URL is configured, otherwise the embedded SQLite file. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  // Loaded only when used: the MongoDB driver alone holds an 18 MB buffer and megabytes of code.
  if (config.mongoUrl) return (await import('./mongo-read-store.js')).MongoReadStore.connect(config.mongoUrl);
  return openEmbeddedReadStore(config);
}

/** The embedded store's file, made private to the server's user on its first start. */
export function openEmbeddedReadStore(config: ReadStoreConfig): SqliteReadStore {
  ensurePrivateDir(config.dataDir);
  const file = embeddedReadStoreFile(config);
  preparePrivateFile(file);
  return SqliteReadStore.open(file);
}
