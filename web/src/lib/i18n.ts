import type { i18n } from 'i18next';
import type { Language } from '@boxstudio/contracts';
import { createI18n, DEFAULT_NAMESPACE, loadersFromFiles, resourcesFromFiles } from './i18n-setup';

// Shared namespaces live in locales/<lang>/<namespace>.json, each feature's own in
// features/<namespace>/locales/<lang>.json. Only `common` (the frame every page shows) ships with
// the first load; every other namespace is its own small chunk, loaded with the first screen
// that uses it (routes.tsx asks for a page's namespaces together with its code).
const bundled = import.meta.glob('../locales/*/common.json', { eager: true });
const onDemand = import.meta.glob(['../locales/*/*.json', '../features/*/locales/*.json', '!../locales/*/common.json']);

let appI18n: i18n | undefined;

export function createAppI18n(language: Language): i18n {
  appI18n = createI18n(resourcesFromFiles(bundled), language, loadersFromFiles(onDemand));
  return appI18n;
}

/** Starts loading namespaces (of the current language and its fallback); resolves when they are in. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  const missing = namespaces.filter((namespace) => namespace !== DEFAULT_NAMESPACE);
  return appI18n && missing.length > 0 ? appI18n.loadNamespaces(missing) : Promise.resolve();
}
