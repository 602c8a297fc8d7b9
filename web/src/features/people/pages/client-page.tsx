import { PersonPage } from '../components/person-page';

/** A client's page (/admin/clients/:id). */
export default function ClientPage() {
  return <PersonPage kind="client" />;
}
