/** The projections console's public entry: its route page, loaded on demand. */
export const projectionsPages = {
  console: () => import('./pages/projections-page'),
};
