import type { Language } from '@boxstudio/contracts';
import { createI18n, resourcesFromFiles } from './i18n-setup';

// Every feature may drop its own `locales/<lang>/<namespace>.json`; all of them load here.
const files = import.meta.glob('../locales/*/*.json', { eager: true });

export function createAppI18n(language: Language) {
  return createI18n(resourcesFromFiles(files), language);
}
