import { useEffect } from 'react';
import { Classes } from '@blueprintjs/core';
import type { i18n } from 'i18next';
import { setFormatLanguage } from '../lib/format';
import { useMediaQuery } from '../lib/use-media-query';
import { useAppSelector } from './hooks';
import { selectLanguage, selectTheme, type ThemePreference } from '../lib/preferences-slice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme, followed live; dark (the spec's default) where the browser cannot tell. */
function useSystemDark(): boolean {
  return useMediaQuery(DARK_QUERY, true);
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): 'light' | 'dark' {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Keeps <body>'s dark class, <html lang> and i18next in step with the stored preferences. */
export function usePreferencesEffects(i18n: i18n): void {
  const theme = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const systemDark = useSystemDark();
  const resolved = resolveTheme(theme, systemDark);

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, resolved === 'dark');
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  useEffect(() => {
    document.documentElement.lang = language;
    setFormatLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
