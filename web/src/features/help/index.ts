/** The help feature's public entry: the FAQ and the branches' contacts (/faq, /support and /chat). */
export const helpPages = {
  help: () => import('./pages/help-page'),
};
