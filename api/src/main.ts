import 'reflect-metadata';
import { resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGINT/SIGTERM close the app (projections stop, stores flush and close; everything acknowledged
 * is already durable) and end the process with exit code 0, so a supervisor sees a clean stop.
 * A shutdown that hangs must not keep the process: after the grace period it exits 1.
 */
function stopOnSignals(app: INestApplication): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`Shutdown after ${signal} did not finish within ${SHUTDOWN_GRACE_MS} ms; exiting`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Shutdown after ${signal} failed:`, error);
          process.exit(1);
        },
      );
    });
  }
}

async function main(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const config = loadConfig(process.env, repoRoot);
  // The read models are folded in a worker thread beside the server (docs/architecture.md).
  const app = await createApp(config, { projectionsWorker: resolve(import.meta.dirname, 'projection-worker.js') });
  stopOnSignals(app);
  await app.listen(config.port);
  console.log(
    `BoxStudio listening on http://localhost:${config.port} ` +
      `(API /api, docs /api/docs, data ${config.eventStoreUrl ? 'EventStoreDB' : config.dataDir})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
