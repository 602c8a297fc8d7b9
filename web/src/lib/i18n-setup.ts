import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@boxstudio/contracts';

export const DEFAULT_NAMESPACE = 'common';

/**
 * Turns `{ '<path>/<lang>/<namespace>.json': json }` into i18next resources. Shared by the app
 * (which finds the files with Vite's glob) and the tests (which import them directly).
 */
export function resourcesFromFiles(files: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    const language = match?.[1];
    const namespace = match?.[2];
    if (!language || !namespace) continue;
    const json = (typeof module === 'object' && module !== null && 'default' in module ? module.default : module) as Record<string, unknown>;
    resources[language] = { ...resources[language], [namespace]: json };
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
