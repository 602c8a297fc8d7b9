/**
 * The clients feature's public entry: its admin route page, and its edit dialog for a person's page.
 * Loaders, not components, so that the first load carries neither.
 */
export const clientsPages = {
  list: () => import('./pages/clients-page'),
};

/** The edit dialog, which rides in the clients screen's chunk: no chunk of its own to announce in the first load. */
export const loadClientEditor = () => clientsPages.list().then((module) => module.ClientEditor);
