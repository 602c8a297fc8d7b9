/** The API keys module's public API: what other modules may use. */
export { ApiKeysModule } from './api-keys.module.js';
export type { ApiKeyEvent } from './domain/api-key.events.js';
/** The keys' read model's collection: tests read it to check what is stored (and what is not). */
export { API_KEYS } from './projections/api-key-docs.js';
