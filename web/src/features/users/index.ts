/** The users feature's public entry: its admin route page. */
export const usersPages = {
  list: () => import('./pages/users-page'),
};
