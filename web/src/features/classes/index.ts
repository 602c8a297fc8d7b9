/**
 * The classes feature's public entry: the class and instructor queries (reservations offer them) and its
 * route pages.
 */
export { useListClassesQuery, useListAllClassesQuery, useListInstructorsQuery } from './api';

/** Route pages, loaded on demand. */
export const classesPages = {
  public: () => import('./pages/public-classes-page'),
  admin: () => import('./pages/classes-page'),
};
