import { lazy } from 'react';

/**
 * The clients feature's public entry: its admin route page, and its edit dialog for a person's page
 * (loaded with the page that opens it, never in the first load).
 */
export const ClientEditor = lazy(() =>
  import('./components/client-editor').then((module) => ({ default: module.ClientEditor })),
);

export const clientsPages = {
  list: () => import('./pages/clients-page'),
};
