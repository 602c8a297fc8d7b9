import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Titled } from '../components/document-title';
import { loadNamespaces } from '../lib/i18n';

/**
 * A route page loaded on demand, with the translation namespaces it shows fetched alongside (its
 * own chunk each, see lib/i18n.ts). `ComponentType<any>` is React.lazy's own bound.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, ...namespaces: string[]) {
  return lazy(() => Promise.all([load(), loadNamespaces(...namespaces)]).then(([module]) => module));
}

/** A route under its own tab title ("Sucursales · BoxStudio"); `title` is a key under `titles` in common. */
export const titled = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element: <Titled titleKey={`titles.${title}`}>{element}</Titled>,
});

/** A signed-in person's screen, titled with its name under `pages` in common (the menu's word for it). */
export const personal = (path: string, page: string, element: ReactNode): RouteObject => ({
  path,
  element: <Titled titleKey={`pages.${page}`}>{element}</Titled>,
});
