/** The classes feature's public entry: the class list query (reservations offer classes) and its route pages. */
export { useListClassesQuery } from './api';

/** Route pages, loaded on demand. */
export const classesPages = {
  public: () => import('./pages/public-classes-page'),
  admin: () => import('./pages/classes-page'),
};
