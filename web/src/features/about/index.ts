/** The about feature's public entry. */
export const aboutPages = {
  about: () => import('./pages/about-page'),
};
