import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Calendar, Star } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  RESERVATION_SORT_FIELDS,
  RESERVATION_STATUS_FILTERS,
  reservationPermissions,
  type ReservationDto,
  type ReservationListResponse,
  type ReservationSortField,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListAllClassesQuery, useListInstructorsQuery } from '../../classes';
import {
  useCreateReservationMutation,
  useGetReservationStatsQuery,
  useListClientChoicesQuery,
  useListReservationsQuery,
  useUpdateReservationMutation,
} from '../api';
import { useReservationCommands } from '../components/reservation-actions';
import { ReservationDetailsDialog } from '../components/reservation-details-dialog';
import { ReservationFormDialog } from '../components/reservation-form-dialog';
import { useReservationsTable } from '../components/reservations-table';
import { SampleClassWizard } from '../components/sample-class-wizard';
import {
  NO_FILTERS,
  periodRequest,
  RESERVATION_PERIODS,
  statsFromList,
  type ReservationFilters,
} from '../reservation-list';
import { studioDayStartsAt, studioToday } from '../../../lib/studio-time';
import { useListBranchesQuery } from '../../branches';
import { useRecordAttendance } from '../use-record-attendance';
import { useSampleWizard } from '../use-sample-wizard';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import '../components/reservations.css';
import '../components/attendance.css';

/** Lent to a person's page through the feature's index (`loadBookClassDialog`). */
export { BookClassDialog } from '../components/book-class-dialog';

const TILES = ['total', 'pending', 'confirmed', 'cancelled'] as const;
const SCREEN: ListScreen<ReservationListResponse, ReservationDto> = {
  module: 'admin-reservations',
  namespace: 'reservations',
  rows: (data) => data.reservations,
  emptyIcon: <Calendar size={48} />,
};

/**
 * Reservas (spec §2): four tiles, filters, the server's sorted pages, the reservation dialogs and
 * the sample class wizard; attendance from a row's menu once its class has started.
 */
export default function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const permissions = reservationPermissions(useAppSelector(selectUser)?.role);
  const list = useListState<ReservationFilters, ReservationSortField>(NO_FILTERS, RESERVATION_SORT_FIELDS);
  const { period, ...filters } = list.filters;
  const today = studioToday();
  const query = useListReservationsQuery({
    ...filters,
    ...list.request,
    ...periodRequest(list.filters, studioDayStartsAt(today), list.sort !== null),
  });
  const branches = useListBranchesQuery({ status: 'all', sort: 'name', order: 'asc', limit: 100 });
  const branchNames = new Map((branches.data?.branches ?? []).map((branch) => [branch.id, branch.name]));
  const stats = useGetReservationStatsQuery();

  const editor = useRecordEditor<ReservationDto>();
  const [viewing, setViewing] = useState<ReservationDto | null>(null);
  // The form's choices load when it opens; the classes also tell the wizard which are samples.
  const classes = useListAllClassesQuery({ isActive: true });
  const clients = useListClientChoicesQuery(undefined, { skip: !editor.isOpen });
  const instructors = useListInstructorsQuery(undefined, { skip: !editor.isOpen });
  useLoadFailure(classes.isError, t('messages.classesError'));
  useLoadFailure(clients.isError, t('messages.clientsError'));
  useLoadFailure(instructors.isError, t('messages.instructorsError'));
  const samples = classes.isLoading ? undefined : (classes.data ?? []).filter((item) => item.isSampleClass);
  const wizard = useSampleWizard(samples);

  const attendance = useRecordAttendance();
  const commands = useReservationCommands();
  const table = useReservationsTable(
    permissions.manage,
    {
      onView: setViewing,
      onEdit: editor.open,
      onConfirm: commands.confirm,
      onCancel: commands.cancel,
      onDelete: commands.remove,
      onAttendance: (item, attended) => void attendance.record(item, attended),
    },
    branchNames,
  );
  const formDialog = useRecordDialog(editor, {
    namespace: 'reservations',
    create: useCreateReservationMutation(),
    update: useUpdateReservationMutation(),
    failure: (error, creating) => errorMessage(error, t(creating ? 'messages.createError' : 'messages.updateError')),
  });

  // Spec §8: without the stats call, the numbers of the loaded list (today, week and month 0).
  const numbers = stats.isError ? statsFromList(query.data?.reservations ?? []) : stats.data;
  const cards = (
    <StatsCards
      label={t('tiles.label')}
      loading={stats.isLoading || (stats.isError && query.isLoading)}
      cards={TILES.map((key) => ({ key, label: t(`tiles.${key}`), value: numbers?.[key] }))}
    />
  );
  const statusFilter = {
    key: 'status' as const,
    label: t('filters.status'),
    options: RESERVATION_STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) })),
  };
  const periodFilter = {
    key: 'period' as const,
    label: t('filters.period'),
    options: RESERVATION_PERIODS.map((value) => ({
      value,
      label: t(`filters.${value === 'all' ? 'allPeriods' : value}`),
    })),
  };
  const branchFilter = {
    key: 'branchId' as const,
    label: t('filters.branch'),
    options: [
      { value: '', label: t('filters.allBranches') },
      ...(branches.data?.branches ?? []).map((branch) => ({ value: branch.id, label: branch.name })),
    ],
  };
  const active = <T extends { readonly isActive: boolean }>(items: readonly T[] | undefined) =>
    (items ?? []).filter((item) => item.isActive);

  const dialogs = (
    <>
      <ReservationFormDialog
        {...formDialog}
        item={editor.record}
        clients={active(clients.data)}
        classes={classes.data ?? []}
        instructors={active(instructors.data)}
      />
      <ReservationDetailsDialog item={viewing} onClose={() => setViewing(null)} />
      {commands.dialog}
      {samples && <SampleClassWizard isOpen={wizard.isOpen} samples={samples} onClose={wizard.close} />}
    </>
  );
  const showToday = (
    <Button
      icon={<Calendar />}
      text={t('filters.today')}
      aria-label={t('filters.todayLabel')}
      disabled={list.filters.date === today}
      onClick={() => list.setFilters({ ...list.filters, date: today })}
    />
  );
  const actions = (
    <>
      {showToday}
      {permissions.manage && <Button icon={<Star />} text={t('sample.open')} onClick={wizard.open} />}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={cards}
      selects={[statusFilter, periodFilter, branchFilter]}
      days={[{ key: 'date', label: t('filters.date') }]}
      loadError={(error) => errorMessage(error, t('messages.loadError'))}
      onCreate={permissions.manage && (() => editor.open(null))}
      actions={actions}
      dialogs={dialogs}
    />
  );
}
