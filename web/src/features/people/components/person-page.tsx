import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UserDto } from '@boxstudio/contracts';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import type { PersonKind } from '../../../components/admin/person-link';
import { RoleTag } from '../../../components/role-tag';
import { StatusTag } from '../../../components/admin/status-tag';
import { loadClientEditor } from '../../clients';
import { loadEmployeeEditor } from '../../employees';
import { QuickSaleDialog } from '../../memberships';
import { loadBookClassDialog } from '../../reservations';
import { useGetPersonQuery } from '../api';
import { personChanges, usePersonPresenter } from '../person-presenter';
import { PersonBookings } from './person-bookings';
import { PersonMembership } from './person-membership';
import { PersonPayments } from './person-payments';

const SCREENS: Record<PersonKind, DetailScreen> = {
  client: { module: 'admin-clients', namespace: 'clients', aggregate: 'user', backTo: '/admin-clients' },
  employee: { module: 'admin-employees', namespace: 'employees', aggregate: 'user', backTo: '/admin-employees' },
};

type Dialog = 'edit' | 'sell' | 'book' | null;

// Each screen's own dialog, loaded when the page opens it.
const ClientEditor = lazy(() => loadClientEditor().then((component) => ({ default: component })));
const EmployeeEditor = lazy(() => loadEmployeeEditor().then((component) => ({ default: component })));
const BookClassDialog = lazy(() => loadBookClassDialog().then((component) => ({ default: component })));

/**
 * One person's page (/admin/clients/:id, /admin/employees/:id): contact details, a client's membership
 * in force with its days left, bookings (a client's own, or those of the classes an employee teaches)
 * with attendance, a client's payments, and the person's history with their state "as of" an instant.
 * From it: edit with the list's dialog; for a client, sell or renew and book a class.
 */
export function PersonPage({ kind }: { readonly kind: PersonKind }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('people');
  const screen = SCREENS[kind];
  const { t: own } = useTranslation(screen.namespace);
  const query = useGetPersonQuery(id, { skip: id === '' });
  const presenter = usePersonPresenter(kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const person = query.data;
  const client = kind === 'client';

  const heading = (shown: UserDto) => ({
    title: shown.name,
    status: (
      <>
        {!client && <RoleTag role={shown.role} />}
        <StatusTag active={shown.isActive} label={own(shown.isActive ? 'status.active' : 'status.inactive')} />
      </>
    ),
  });
  const actions = (shown: UserDto) => (
    <>
      <Button text={t('actions.edit')} onClick={() => setDialog('edit')} />
      {client && (
        <>
          {/* The server sells and books only for an active client. */}
          <Button
            intent={Intent.PRIMARY}
            text={t('actions.sell')}
            disabled={!shown.isActive}
            title={shown.isActive ? undefined : t('actions.inactive')}
            onClick={() => setDialog('sell')}
          />
          <Button
            icon={<Calendar />}
            text={t('actions.book')}
            disabled={!shown.isActive}
            title={shown.isActive ? undefined : t('actions.inactive')}
            onClick={() => setDialog('book')}
          />
        </>
      )}
    </>
  );
  const sections = (shown: UserDto): ReactNode => (
    <>
      {client && <PersonMembership person={shown} />}
      <PersonBookings personId={shown.id} personName={shown.name} kind={kind} />
      {client && <PersonPayments personId={shown.id} />}
    </>
  );
  let opened: ReactNode = null;
  if (person && dialog === 'edit')
    opened = client ? (
      <ClientEditor client={person} onClose={close} />
    ) : (
      <EmployeeEditor employee={person} onClose={close} />
    );
  else if (person && dialog === 'sell') opened = <QuickSaleDialog client={person} onClose={close} />;
  else if (person && dialog === 'book') opened = <BookClassDialog client={person} onClose={close} />;

  return (
    <AdminDetailPage
      screen={screen}
      query={query}
      presenter={presenter}
      heading={heading}
      changesOf={personChanges}
      actions={actions}
      sections={sections}
      dialogs={<Suspense fallback={null}>{opened}</Suspense>}
    />
  );
}
