import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@boxstudio/contracts';

export const THEMES = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEMES)[number];

export interface PreferencesState {
  readonly language: Language;
  readonly theme: ThemePreference;
}

const LANGUAGE_KEY = 'boxstudio.language';
const THEME_KEY = 'boxstudio.theme';

export const DEFAULT_PREFERENCES: PreferencesState = { language: DEFAULT_LANGUAGE, theme: 'dark' };

export function loadPreferences(): PreferencesState {
  try {
    const language = localStorage.getItem(LANGUAGE_KEY);
    const theme = localStorage.getItem(THEME_KEY);
    return {
      language: (LANGUAGES as readonly string[]).includes(language ?? '')
        ? (language as Language)
        : DEFAULT_PREFERENCES.language,
      theme: (THEMES as readonly string[]).includes(theme ?? '')
        ? (theme as ThemePreference)
        : DEFAULT_PREFERENCES.theme,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: PreferencesState): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, preferences.language);
    localStorage.setItem(THEME_KEY, preferences.theme);
  } catch {
    // Preferences then last for this visit only.
  }
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: DEFAULT_PREFERENCES,
  reducers: {
    languageChanged: (state, action: PayloadAction<Language>) => ({ ...state, language: action.payload }),
    themeChanged: (state, action: PayloadAction<ThemePreference>) => ({ ...state, theme: action.payload }),
  },
});

export const { languageChanged, themeChanged } = preferencesSlice.actions;

interface WithPreferences {
  readonly preferences: PreferencesState;
}

export const selectLanguage = (state: WithPreferences): Language => state.preferences.language;
export const selectTheme = (state: WithPreferences): ThemePreference => state.preferences.theme;
