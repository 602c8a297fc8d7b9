import { join } from 'node:path';
import { ensurePrivateDir, preparePrivateFile } from '../../../platform/config/private-files.js';
import type { CredentialStore } from './credential-store.port.js';
import { SqliteCredentialStore } from './sqlite-credential-store.js';

/** MongoDB when MONGO_URL is set (production shape), otherwise a SQLite file in the data folder. */
export async function createCredentialStore(config: {
  mongoUrl?: string | undefined;
  dataDir: string;
}): Promise<CredentialStore> {
  // Loaded only when used, as the MongoDB read store is (create-read-store.ts).
  if (config.mongoUrl)
    return (await import('./mongo-credential-store.js')).MongoCredentialStore.connect(config.mongoUrl);
  ensurePrivateDir(config.dataDir);
  const file = join(config.dataDir, 'credentials.sqlite3');
  preparePrivateFile(file);
  return new SqliteCredentialStore(file);
}
