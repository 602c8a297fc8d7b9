import type { ReactNode } from 'react';
import { OverlaysProvider } from '@blueprintjs/core';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { usePreferencesEffects } from './use-preferences-effects';

function PreferencesEffects({ i18n }: { i18n: i18n }) {
  usePreferencesEffects(i18n);
  return null;
}

/**
 * Store, translations and Blueprint's overlay context, shared by the app and the tests. Only the
 * overlays' provider: the app has no hotkeys, and BlueprintProvider's hotkeys dialog would ship
 * with the first load.
 */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: i18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <OverlaysProvider>
          <PreferencesEffects i18n={i18n} />
          {children}
        </OverlaysProvider>
      </I18nextProvider>
    </Provider>
  );
}
