import { Link, useLocation, type Location } from 'react-router-dom';
import type { PersonRef } from '@boxstudio/contracts';
import './admin.css';

/** Whose page a person's name opens: a client's or an employee's. */
export type PersonKind = 'client' | 'employee';

/** A person's own page (admins): /admin/clients/{id} or /admin/employees/{id}. */
export function personPath(kind: PersonKind, id: string): string {
  return `/admin/${kind === 'client' ? 'clients' : 'employees'}/${encodeURIComponent(id)}`;
}

/** What a record's page is told of where it was opened from, so its Back returns there (a list with its filters). */
export interface BackState {
  readonly back?: string;
}

/** The address to give a page opened from here: this one, with its search and filters. */
export function backStateOf(location: Pick<Location, 'pathname' | 'search'>): BackState {
  return { back: `${location.pathname}${location.search}` };
}

/** Where Back goes: the page it was opened from, when it said so, else the record's list. */
export function backPathOf(state: unknown, fallback: string): string {
  const back = (state as BackState | null)?.back;
  return typeof back === 'string' && back.startsWith('/') ? back : fallback;
}

/** A person's name leading to their page; Back there returns to this address. Underlined, not told apart by colour. */
export function PersonLink({
  person,
  kind,
}: {
  readonly person: Pick<PersonRef, 'id' | 'name'>;
  readonly kind: PersonKind;
}) {
  const location = useLocation();
  return (
    <Link className="admin-person-link" to={personPath(kind, person.id)} state={backStateOf(location)}>
      {person.name}
    </Link>
  );
}

/** A person as a table shows them: the name, leading to their page, and the email under it. */
export function PersonCell({ person, kind }: { readonly person: PersonRef | null; readonly kind: PersonKind }) {
  return (
    <>
      <div>{person ? <PersonLink person={person} kind={kind} /> : '—'}</div>
      <small className="admin-muted">{person?.email}</small>
    </>
  );
}
