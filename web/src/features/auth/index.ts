/**
 * The auth feature's public entry: who is signed in, the profile, logging out, and its route
 * pages. (The store and the API client take the session slice from ./session-slice itself.)
 */
export { selectIsAuthenticated, selectToken, selectUser, sessionCleared, userUpdated } from './session-slice';
export { useProfileQuery } from './api';
export { homePathFor } from './home-path';
export { useLogout } from './use-logout';

/** Route pages, loaded on demand. */
export const authPages = {
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
};
