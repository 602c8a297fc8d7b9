/** The employees feature's public entry: its route page, and the people reads and rules the users screen shares. */
export { useListPeopleQuery, useUpdatePersonMutation, type PeopleRequest } from './api';
export { managementOf, type Management, type Manager, type Refusal } from './management';

export const employeesPages = {
  list: () => import('./pages/employees-page'),
};

/**
 * The employees screen's edit dialog, for a person's page: it rides in the screen's chunk, so the
 * first load carries only this loader.
 */
export const loadEmployeeEditor = () => employeesPages.list().then((module) => module.EmployeeEditor);
