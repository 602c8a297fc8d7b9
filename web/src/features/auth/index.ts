/**
 * The auth feature's public entry: who is signed in, the profile, logging out, and its route
 * pages. The session itself lives in lib/session-slice, where the store and the API client read
 * it before any feature loads; the feature starts and ends it.
 */
export { selectIsAuthenticated, selectToken, selectUser, sessionCleared, userUpdated } from '../../lib/session-slice';
export { useProfileQuery } from './api';
export { homePathFor } from './home-path';
export { useLogout } from './use-logout';

/** Route pages, loaded on demand. */
export const authPages = {
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
};
