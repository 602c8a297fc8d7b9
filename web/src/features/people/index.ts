/** The people feature's public entry: one page per person, a client's and an employee's (admins). */
export const peoplePages = {
  person: () => import('./pages/person-page'),
};
