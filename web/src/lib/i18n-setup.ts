import i18next, { type BackendModule, type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@boxstudio/contracts';

export const DEFAULT_NAMESPACE = 'common';

const FEATURE_FILE = /(?:^|\/)features\/([\w-]+)\/locales\/([a-z]{2})\.json$/;
const SHARED_FILE = /(?:^|\/)([a-z]{2})\/([\w-]+)\.json$/;

/** The language and namespace a locale file holds, from where it lives. */
function localeOf(path: string): { language: string; namespace: string } | undefined {
  const feature = FEATURE_FILE.exec(path);
  if (feature?.[1] && feature[2]) return { namespace: feature[1], language: feature[2] };
  const shared = SHARED_FILE.exec(path);
  if (shared?.[1] && shared[2]) return { language: shared[1], namespace: shared[2] };
  return undefined;
}

/** A JSON module's content (Vite's glob gives modules, jest's loader plain objects). */
function jsonOf(module: unknown): ResourceKey {
  return (
    typeof module === 'object' && module !== null && 'default' in module ? module.default : module
  ) as ResourceKey;
}

/**
 * Turns locale files into i18next resources. A feature's `features/<namespace>/locales/<lang>.json`
 * and a shared `locales/<lang>/<namespace>.json` both work. Shared by the app (which finds the
 * files with Vite's glob) and the tests (which read them from disk).
 */
export function resourcesFromFiles(files: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const locale = localeOf(path);
    if (!locale) continue;
    resources[locale.language] = {
      ...resources[locale.language],
      [locale.namespace]: jsonOf(module) as Record<string, unknown>,
    };
  }
  return resources;
}

/** Loads one namespace of one language on demand, keyed `<language>/<namespace>`. */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

/** The same files as `resourcesFromFiles`, as loaders (Vite's lazy glob). */
export function loadersFromFiles(files: Record<string, () => Promise<unknown>>): LocaleLoaders {
  const loaders: LocaleLoaders = {};
  for (const [path, load] of Object.entries(files)) {
    const locale = localeOf(path);
    if (locale) loaders[`${locale.language}/${locale.namespace}`] = load;
  }
  return loaders;
}

/** An i18next backend over the loaders: a namespace arrives with the first screen that asks for it. */
function onDemandBackend(loaders: LocaleLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders[`${language}/${namespace}`];
      if (!load) {
        callback(null, {}); // a language without this namespace: the fallback language answers
        return;
      }
      load().then(
        (module) => callback(null, jsonOf(module)),
        // `true` asks i18next to retry (a failed chunk download), as its HTTP backend does.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

/**
 * An i18next instance over `resources`. With `loaders`, namespaces missing from `resources` load
 * on demand: react-i18next suspends a component until its namespace has arrived.
 */
export function createI18n(resources: Resource, language: Language = DEFAULT_LANGUAGE, loaders?: LocaleLoaders): i18n {
  const instance = i18next.createInstance();
  if (loaders) instance.use(onDemandBackend(loaders));
  void instance.use(initReactI18next).init({
    resources,
    partialBundledLanguages: Boolean(loaders),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
