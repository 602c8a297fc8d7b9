/** The people feature's public entry: one page per person, a client's and an employee's (admins). */
export const peoplePages = {
  client: () => import('./pages/client-page'),
  employee: () => import('./pages/employee-page'),
};
