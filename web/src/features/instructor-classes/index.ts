/** The instructor classes feature's public entry: an instructor's home (/instructor-classes). */
export const instructorClassesPages = {
  classes: () => import('./pages/instructor-classes-page'),
};
