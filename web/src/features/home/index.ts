/** The home feature's public entry: the landing page (with the newsletter form). */
export const homePages = {
  home: () => import('./pages/home-page'),
};
