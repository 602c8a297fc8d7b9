import i18next, { type i18n, type Resource } from 'i18next';
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
    const json = (typeof module === 'object' && module !== null && 'default' in module ? module.default : module) as Record<string, unknown>;
    resources[locale.language] = { ...resources[locale.language], [locale.namespace]: json };
  }
  return resources;
}

export function createI18n(resources: Resource, language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
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
