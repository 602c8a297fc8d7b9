import { EmbeddedReadStore } from './embedded-read-store.js';
import { MongoReadStore } from './mongo-read-store.js';
import type { ReadStore } from './read-store.port.js';

/** MongoDB when MONGO_URL is configured, otherwise the embedded in-memory store. */
export async function createReadStore(config: { mongoUrl?: string }): Promise<ReadStore> {
  if (config.mongoUrl) return MongoReadStore.connect(config.mongoUrl);
  return new EmbeddedReadStore();
}
