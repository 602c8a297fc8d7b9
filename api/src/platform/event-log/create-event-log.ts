import { join } from 'node:path';
import { ensurePrivateDir, preparePrivateFile } from '../config/private-files.js';
import type { EventLog } from './event-log.port.js';
import { SqliteEventLog } from './sqlite-event-log.js';

export interface EventLogConfig {
  /** EventStoreDB connection string; when absent the embedded log is used. */
  readonly eventStoreUrl?: string;
  /** Where the embedded log keeps its file. */
  readonly dataDir: string;
}

export const EMBEDDED_EVENT_LOG_FILE = 'events.sqlite3';

export async function createEventLog(config: EventLogConfig): Promise<EventLog> {
  // Loaded only when used: the EventStoreDB client brings gRPC and megabytes of generated code.
  if (config.eventStoreUrl)
    return (await import('./eventstoredb-event-log.js')).EventStoreDbEventLog.connect(config.eventStoreUrl);
  ensurePrivateDir(config.dataDir);
  const file = join(config.dataDir, EMBEDDED_EVENT_LOG_FILE);
  preparePrivateFile(file);
  return SqliteEventLog.open(file);
}
