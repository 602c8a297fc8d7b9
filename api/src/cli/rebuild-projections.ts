import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../platform/config/app-config.js';
import { rebuildLocally } from './local-rebuild.js';
import { rebuildOnServer, serverIsUp } from './remote-rebuild.js';

/**
 * `npm run projections:rebuild [-- <name> ...]`: rebuilds read models from the event log. Talks to
 * the running server at BOXSTUDIO_URL (default http://localhost:$PORT) as ADMIN_EMAIL, or, when
 * none answers, rebuilds on the configured stores directly.
 */
async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const config = loadConfig(process.env, resolve(import.meta.dirname, '..', '..', '..'));
  const baseUrl = process.env.BOXSTUDIO_URL ?? `http://localhost:${config.port}`;
  const started = Date.now();
  if (await serverIsUp(baseUrl)) {
    console.log(`Rebuilding on the running server at ${baseUrl}`);
    await rebuildOnServer(baseUrl, { email: config.adminEmail, password: config.adminPassword }, names);
  } else {
    console.log(
      `No server at ${baseUrl}; rebuilding on the configured stores (${config.mongoUrl ? 'MongoDB' : 'embedded'})`,
    );
    await rebuildLocally(config, names);
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
