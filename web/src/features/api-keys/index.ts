/** The API keys feature's public entry: its route page, loaded on demand. */
export const apiKeysPages = {
  list: () => import('./pages/api-keys-page'),
};
