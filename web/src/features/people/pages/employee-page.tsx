import { PersonPage } from '../components/person-page';

/** An employee's page (/admin/employees/:id). */
export default function EmployeePage() {
  return <PersonPage kind="employee" />;
}
