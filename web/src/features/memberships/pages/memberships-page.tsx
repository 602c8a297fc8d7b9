import { useState } from 'react';
import { IdNumber } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  MEMBERSHIP_SORT_FIELDS,
  MEMBERSHIP_STATUS_FILTERS,
  membershipPermissions,
  type MembershipDto,
  type MembershipListResponse,
  type MembershipSortField,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import {
  useCreateMembershipMutation,
  useGetMembershipStatsQuery,
  useListMembershipClientsQuery,
  useListMembershipsQuery,
  useListSellablePlansQuery,
  useUpdateMembershipMutation,
} from '../api';
import {
  useCancelAction,
  useChangePlanAction,
  useDeleteAction,
  useFreezeAction,
  useRenewAction,
} from '../components/membership-actions';
import { MembershipDetailsDialog } from '../components/membership-details-dialog';
import { MembershipFormDialog } from '../components/membership-form-dialog';
import { useMembershipsTable } from '../components/memberships-table';
import { NO_FILTERS, planLabel, type MembershipFilters } from '../membership-list';
import { useMembershipPresenter } from '../membership-presenter';
import { usePlanCatalog } from '../use-membership-names';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import '../components/memberships.css';

const TILES = ['total', 'active', 'expired', 'cancelled'] as const;
const SCREEN: ListScreen<MembershipListResponse, MembershipDto> = {
  module: 'admin-memberships',
  namespace: 'memberships',
  rows: (data) => data.memberships,
  emptyIcon: <IdNumber size={48} />,
};

/** Membresías (spec §2): four tiles, search and filters, the server's sorted pages, and the membership's dialogs. */
export default function MembershipsPage() {
  const { t } = useTranslation('memberships');
  const permissions = membershipPermissions(useAppSelector(selectUser)?.role);
  const list = useListState<MembershipFilters, MembershipSortField>(NO_FILTERS, MEMBERSHIP_SORT_FIELDS);
  const query = useListMembershipsQuery({ ...list.filters, ...list.request });
  const stats = useGetMembershipStatsQuery();
  const catalog = usePlanCatalog();

  const editor = useRecordEditor<MembershipDto>();
  const [viewing, setViewing] = useState<MembershipDto | null>(null);
  const renewal = useRenewAction();
  const planChange = useChangePlanAction(catalog.branchOf);
  const freezing = useFreezeAction();
  const cancellation = useCancelAction();
  const deletion = useDeleteAction();
  // A sale's choices load when its dialog opens.
  const clients = useListMembershipClientsQuery(undefined, { skip: !editor.isOpen });
  const sellable = useListSellablePlansQuery(undefined, { skip: !editor.isOpen });
  useLoadFailure(clients.isError, t('messages.clientsError'));
  useLoadFailure(sellable.isError, t('messages.availablePlansError'));
  useLoadFailure(catalog.isError, t('messages.plansError'));
  useLoadFailure(stats.isError, t('messages.statsError'));

  const table = useMembershipsTable(permissions.manage, catalog.branchOf, {
    onView: setViewing,
    onEdit: editor.open,
    onRenew: renewal.open,
    onChangePlan: planChange.open,
    onCancel: cancellation.open,
    onFreeze: freezing.open,
    onDelete: deletion.open,
  });
  const formDialog = useRecordDialog(editor, {
    namespace: 'memberships',
    create: useCreateMembershipMutation(),
    update: useUpdateMembershipMutation(),
    failure: (error, creating) => errorMessage(error, t(creating ? 'messages.createError' : 'messages.updateError')),
  });
  const presenter = useMembershipPresenter(viewing, catalog.names);

  const statsError = stats.isError ? t('messages.statsError') : undefined;
  const cards = (
    <StatsCards
      label={t('tiles.label')}
      loading={stats.isLoading}
      cards={TILES.map((key) => ({ key, label: t(`tiles.${key}`), value: stats.data?.[key], error: statsError }))}
    />
  );
  const planFilter = {
    key: 'membershipPlanId' as const,
    label: t('filters.plan'),
    options: [
      { value: '', label: t('filters.allPlans') },
      ...catalog.plans.map((plan) => ({ value: plan.id, label: planLabel(plan, catalog.branchOf) })),
    ],
  };
  const statusFilter = {
    key: 'status' as const,
    label: t('filters.status'),
    options: MEMBERSHIP_STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) })),
  };
  const clientChoices = (clients.data ?? []).filter((client) => client.isActive);
  const plans = sellable.data?.plans ?? [];

  const dialogs = (
    <>
      <MembershipFormDialog
        {...formDialog}
        item={editor.record}
        clients={clientChoices}
        plans={plans}
        branchOf={catalog.branchOf}
      />
      <MembershipDetailsDialog item={viewing} presenter={presenter} onClose={() => setViewing(null)} />
      {renewal.dialog}
      {planChange.dialog}
      {freezing.dialog}
      {cancellation.dialog}
      {deletion.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={cards}
      selects={[planFilter, statusFilter]}
      loadError={(error) => errorMessage(error, t('messages.loadError'))}
      onCreate={permissions.manage && (() => editor.open(null))}
      dialogs={dialogs}
    />
  );
}
