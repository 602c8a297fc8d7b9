import type { Language } from '@boxstudio/contracts';
import { createI18n, resourcesFromFiles } from './i18n-setup';

// Shared namespaces (locales/<lang>/<namespace>.json) and each feature's own
// (features/<namespace>/locales/<lang>.json); all of them load here.
const files = import.meta.glob(['../locales/*/*.json', '../features/*/locales/*.json'], { eager: true });

export function createAppI18n(language: Language) {
  return createI18n(resourcesFromFiles(files), language);
}
