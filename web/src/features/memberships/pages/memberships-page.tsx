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
import { runCommand } from '../../../components/admin/run-command';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import {
  useCancelMembershipMutation,
  useChangeMembershipPlanMutation,
  useCreateMembershipMutation,
  useDeleteMembershipMutation,
  useFreezeMembershipMutation,
  useGetMembershipStatsQuery,
  useListMembershipClientsQuery,
  useListMembershipsQuery,
  useListSellablePlansQuery,
  useRenewMembershipMutation,
  useUpdateMembershipMutation,
} from '../api';
import { ChangePlanDialog } from '../components/change-plan-dialog';
import { FreezeDialog } from '../components/freeze-dialog';
import { MembershipDetailsDialog } from '../components/membership-details-dialog';
import { MembershipFormDialog } from '../components/membership-form-dialog';
import { useMembershipsTable } from '../components/memberships-table';
import { RenewDialog } from '../components/renew-dialog';
import { membershipSubject, NO_FILTERS, planLabel, type MembershipFilters } from '../membership-list';
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
  const { t, i18n } = useTranslation('memberships');
  const permissions = membershipPermissions(useAppSelector(selectUser)?.role);
  const list = useListState<MembershipFilters, MembershipSortField>(NO_FILTERS, MEMBERSHIP_SORT_FIELDS);
  const query = useListMembershipsQuery({ ...list.filters, ...list.request });
  const stats = useGetMembershipStatsQuery();
  const catalog = usePlanCatalog();

  const editor = useRecordEditor<MembershipDto>();
  const [viewing, setViewing] = useState<MembershipDto | null>(null);
  const [renewing, setRenewing] = useState<MembershipDto | null>(null);
  const [changing, setChanging] = useState<MembershipDto | null>(null);
  const [freezing, setFreezing] = useState<MembershipDto | null>(null);
  // A sale's choices load when its dialog (or the change of plan) opens.
  const clients = useListMembershipClientsQuery(undefined, { skip: !editor.isOpen });
  const sellable = useListSellablePlansQuery(undefined, { skip: !editor.isOpen && changing === null });
  useLoadFailure(clients.isError, t('messages.clientsError'));
  useLoadFailure(sellable.isError, t('messages.availablePlansError'));
  useLoadFailure(catalog.isError, t('messages.plansError'));
  useLoadFailure(stats.isError, t('messages.statsError'));

  const failure = (fallback: string) => (error: unknown) => errorMessage(error, t(fallback));
  const [renew, renewal] = useRenewMembershipMutation();
  const [changePlan, planChange] = useChangeMembershipPlanMutation();
  const [freeze, freezal] = useFreezeMembershipMutation();
  const [cancel, cancelling] = useCancelMembershipMutation();
  const [remove, deleting] = useDeleteMembershipMutation();
  /** A command of a dialog: it closes when the command succeeded and stays (with the toast) when not. */
  const closingOnSuccess = async (command: Promise<boolean>, close: () => void) => {
    if (await command) close();
  };
  const cancellation = useConfirmation<MembershipDto & { readonly name: string }>({
    namespace: 'memberships',
    prefix: 'cancel',
    busy: cancelling.isLoading,
    run: (item) =>
      runCommand(cancel(item.id).unwrap(), {
        success: t('messages.cancelled'),
        failure: failure('messages.cancelError'),
      }),
  });
  const deletion = useConfirmation<MembershipDto & { readonly name: string }>({
    namespace: 'memberships',
    prefix: 'delete',
    busy: deleting.isLoading,
    run: (item) =>
      runCommand(remove(item.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure('messages.deleteError'),
      }),
  });
  const named = (item: MembershipDto) => ({ ...item, name: membershipSubject(item, i18n.language) });
  const table = useMembershipsTable(permissions.manage, catalog.branchOf, {
    onView: setViewing,
    onEdit: editor.open,
    onRenew: setRenewing,
    onChangePlan: setChanging,
    onCancel: (item) => cancellation.ask(named(item)),
    onFreeze: setFreezing,
    onDelete: (item) => deletion.ask(named(item)),
  });
  const formDialog = useRecordDialog(editor, {
    namespace: 'memberships',
    create: useCreateMembershipMutation(),
    update: useUpdateMembershipMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
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
      <RenewDialog
        item={renewing}
        saving={renewal.isLoading}
        onCancel={() => setRenewing(null)}
        onRenew={(item, months, paymentMethod) =>
          void closingOnSuccess(
            runCommand(renew({ id: item.id, months, paymentMethod }).unwrap(), {
              success: t('messages.renewed'),
              failure: failure('messages.renewError'),
            }),
            () => setRenewing(null),
          )
        }
      />
      <ChangePlanDialog
        item={changing}
        plans={plans}
        branchOf={catalog.branchOf}
        saving={planChange.isLoading}
        onCancel={() => setChanging(null)}
        onChange={(item, newPlanId, paymentMethod) =>
          void closingOnSuccess(
            runCommand(changePlan({ id: item.id, newPlanId, paymentMethod }).unwrap(), {
              success: t('messages.planChanged'),
              failure: failure('messages.changePlanError'),
            }),
            () => setChanging(null),
          )
        }
      />
      <FreezeDialog
        item={freezing}
        saving={freezal.isLoading}
        onCancel={() => setFreezing(null)}
        onFreeze={(item, freezeUntil) =>
          void closingOnSuccess(
            runCommand(freeze({ id: item.id, freezeUntil }).unwrap(), {
              success: t('messages.frozen'),
              failure: failure('messages.freezeError'),
            }),
            () => setFreezing(null),
          )
        }
      />
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
