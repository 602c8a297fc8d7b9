import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { loadPreferences, preferencesSlice, savePreferences } from '../lib/preferences-slice';
import { loadSession, saveSession, sessionSlice } from '../lib/session-slice';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  preferences: preferencesSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state, the app reads localStorage. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore({ session: loadSession(), preferences: loadPreferences() });

// Persist what must survive a reload, only when it changes.
let persisted = { session: store.getState().session, preferences: store.getState().preferences };
store.subscribe(() => {
  const { session, preferences } = store.getState();
  if (session !== persisted.session) saveSession(session);
  if (preferences !== persisted.preferences) savePreferences(preferences);
  persisted = { session, preferences };
});
