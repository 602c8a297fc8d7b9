import { useLocation } from 'react-router-dom';
import { PersonPage } from '../components/person-page';

/** A client's page (/admin/clients/:id) or an employee's (/admin/employees/:id): one chunk for both routes. */
export default function PersonRoutePage() {
  const employee = useLocation().pathname.startsWith('/admin/employees/');
  return <PersonPage kind={employee ? 'employee' : 'client'} />;
}
