import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';

async function main(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const config = loadConfig(process.env, repoRoot);
  const app = await createApp(config);
  // SIGINT/SIGTERM close the app: projections stop, stores flush and close, nothing acknowledged is lost.
  app.enableShutdownHooks();
  await app.listen(config.port);
  console.log(`BoxStudio listening on http://localhost:${config.port} (API /api, docs /api/docs, data ${config.eventStoreUrl ? 'EventStoreDB' : config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
