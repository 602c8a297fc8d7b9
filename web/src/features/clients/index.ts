/** The clients feature's public entry: its admin route page. */
export const clientsPages = {
  list: () => import('./pages/clients-page'),
};
