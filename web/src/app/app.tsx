import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppI18n } from '../lib/i18n';
import { registerNavigator } from '../lib/navigation';
import { AppProviders } from './providers';
import { routes } from './routes';
import { store } from './store';

const router = createBrowserRouter(routes);

export function App() {
  const i18n = useMemo(() => createAppI18n(store.getState().preferences.language), []);
  useEffect(() => registerNavigator((path) => void router.navigate(path, { replace: true })), []);
  return (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
