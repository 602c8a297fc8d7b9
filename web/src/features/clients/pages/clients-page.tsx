import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { People } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { UserDto, UserListResponse } from '@boxstudio/contracts';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListState } from '../../../components/admin/use-list-state';
import { backStateOf, personPath } from '../../../components/admin/person-link';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useQueryAction } from '../../../components/admin/use-query-action';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { QuickSaleDialog } from '../../memberships';
import { useGetClientStatsQuery, useListClientsQuery, useUpdateClientMutation } from '../api';
import { NEW_CLIENT_ACTION, NO_FILTERS, type ClientFilters } from '../client-list';
import { ClientFormDialog } from '../components/client-form-dialog';
import { useClientsTable } from '../components/clients-table';
import { GeneratedPasswordDialog } from '../components/generated-password-dialog';
import { useClientActivation, useClientCreation, useClientDeletion, useClientFailure } from '../use-client-commands';
import '../components/clients.css';

/** Lent to a person's page through the feature's index (`loadClientEditor`). */
export { ClientEditor } from '../components/client-editor';

const TILES = ['total', 'active', 'inactive'] as const;
const SCREEN: ListScreen<UserListResponse, UserDto> = {
  module: 'admin-clients',
  namespace: 'clients',
  rows: (data) => data.users,
  emptyIcon: <People size={48} />,
  statusFilter: true,
};

/**
 * Clientes (spec §2): three tiles, the server's search and status filter, a paged table, and the
 * client's dialogs: create/edit, delete, and the quick sale of a membership; details open the client's page.
 */
export default function ClientsPage() {
  const { t } = useTranslation('clients');
  const list = useListState<ClientFilters>(NO_FILTERS);
  const query = useListClientsQuery({ ...list.filters, ...list.request });
  const stats = useGetClientStatsQuery();
  useLoadFailure(stats.isError, t('messages.statsError'));

  const editor = useRecordEditor<UserDto>();
  useQueryAction(NEW_CLIENT_ACTION, () => editor.open(null));
  const creation = useClientCreation();
  const failure = useClientFailure();
  const formDialog = useRecordDialog(editor, {
    namespace: 'clients',
    create: creation.create,
    update: useUpdateClientMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
  });
  // Ver detalles opens the client's page; its Back returns to this list with its filters.
  const navigate = useNavigate();
  const location = useLocation();
  const view = (client: UserDto) => navigate(personPath('client', client.id), { state: backStateOf(location) });
  const [selling, setSelling] = useState<UserDto | null>(null);
  const deletion = useClientDeletion();
  const toggle = useClientActivation();
  const table = useClientsTable({
    onView: view,
    onEdit: editor.open,
    onQuickSale: setSelling,
    onToggle: toggle,
    onDelete: deletion.ask,
  });

  const numbers = stats.data;
  const values = { total: numbers?.totalClients, active: numbers?.activeClients, inactive: numbers?.inactiveClients };
  const cards = (
    <StatsCards
      label={t('tiles.label')}
      cards={TILES.map((key) => ({
        key,
        label: t(`tiles.${key}`),
        value: values[key],
        error: stats.isError ? t('messages.statsError') : undefined,
      }))}
    />
  );
  const dialogs = (
    <>
      <ClientFormDialog {...formDialog} client={editor.record} />
      <GeneratedPasswordDialog client={creation.handOver} onClose={creation.handedOver} />
      {deletion.dialog}
      {selling && (
        <Suspense fallback={null}>
          <QuickSaleDialog client={selling} onClose={() => setSelling(null)} />
        </Suspense>
      )}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={cards}
      onCreate={() => editor.open(null)}
      dialogs={dialogs}
    />
  );
}
