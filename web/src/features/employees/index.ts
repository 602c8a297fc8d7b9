import { lazy } from 'react';
/** The employees feature's public entry: its route page, and the people reads and rules the users screen shares. */
export { useListPeopleQuery, useUpdatePersonMutation, type PeopleRequest } from './api';
export { managementOf, type Management, type Manager, type Refusal } from './management';

/** The employees screen's edit dialog, for a person's page (loaded with the page that opens it). */
export const EmployeeEditor = lazy(() =>
  import('./components/employee-editor').then((module) => ({ default: module.EmployeeEditor })),
);

export const employeesPages = {
  list: () => import('./pages/employees-page'),
};
