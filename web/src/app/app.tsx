import { useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { createAppI18n } from '../lib/i18n';
import { registerNavigator } from '../lib/navigation';
import { AppProviders } from './providers';
import { routes } from './routes';
import { store } from './store';

/**
 * The route table in a declarative router: the app uses no loaders, actions or fetchers, and
 * leaving the data router out keeps its code off the first load.
 */
function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return useRoutes(routes);
}

export function App() {
  const i18n = useMemo(() => createAppI18n(store.getState().preferences.language), []);
  return (
    <AppProviders store={store} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
