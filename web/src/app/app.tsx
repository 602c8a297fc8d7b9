import { useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { createAppI18n } from '../lib/i18n';
import { registerNavigator } from '../lib/navigation';
import { AppProviders } from './providers';
import { loadSignedInRoutes, routes } from './routes';
import { useAppSelector } from './hooks';
import { selectIsAuthenticated } from '../features/auth';
import { store } from './store';

/**
 * The route table in a declarative router: the app uses no loaders, actions or fetchers, and
 * leaving the data router out keeps its code off the first load.
 */
function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  // Someone signed in goes to its screens next: their route table is fetched before it is asked for.
  const authenticated = useAppSelector(selectIsAuthenticated);
  useEffect(() => {
    if (authenticated) void loadSignedInRoutes();
  }, [authenticated]);
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
