import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const config = loadConfig(process.env, repoRoot);
  const app = await createApp(config);
  // SIGINT/SIGTERM close the app: projections stop, stores flush and close, nothing acknowledged is lost.
  app.enableShutdownHooks();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Everything acknowledged is already durable; a shutdown that hangs must not keep the process.
      setTimeout(() => {
        console.error(`Shutdown after ${signal} did not finish within ${SHUTDOWN_GRACE_MS} ms; exiting`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
  await app.listen(config.port);
  console.log(`BoxStudio listening on http://localhost:${config.port} (API /api, docs /api/docs, data ${config.eventStoreUrl ? 'EventStoreDB' : config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
