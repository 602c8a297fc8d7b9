import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { usePreferencesEffects } from './use-preferences-effects';

function PreferencesEffects({ i18n }: { i18n: i18n }) {
  usePreferencesEffects(i18n);
  return null;
}

/** Store, translations and Blueprint's overlay context, shared by the app and the tests. */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: i18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BlueprintProvider>
          <PreferencesEffects i18n={i18n} />
          {children}
        </BlueprintProvider>
      </I18nextProvider>
    </Provider>
  );
}
