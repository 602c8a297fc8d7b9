import type { PersonRef } from '@boxstudio/contracts';

/** A person as the table shows them: the name, and the email under it. */
export function PersonCell({ person }: { readonly person: PersonRef | null }) {
  return (
    <>
      <div>{person?.name ?? '—'}</div>
      <small className="memberships-muted">{person?.email}</small>
    </>
  );
}
