import { useState } from 'react';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  CLASS_SORT_FIELDS,
  classPermissions,
  type ClassDto,
  type ClassListResponse,
  type ClassSortField,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListState } from '../../../components/admin/use-list-state';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import {
  useCreateClassMutation,
  useGetClassStatsQuery,
  useListClassesQuery,
  useListInstructorsQuery,
  useUpdateClassMutation,
} from '../api';
import { NO_FILTERS, type ClassFilters } from '../class-list';
import { useClassFailure, useDeleteAction, useSchedulesAction, useToggleAction } from '../components/class-actions';
import { ClassDetailsDialog } from '../components/class-details-dialog';
import { ClassFormDialog } from '../components/class-form-dialog';
import { useClassesTable } from '../components/classes-table';
import '../components/classes.css';

const TILES = ['total', 'active', 'instructors', 'reservations'] as const;
const SCREEN: ListScreen<ClassListResponse, ClassDto> = {
  module: 'admin-classes',
  namespace: 'classes',
  rows: (data) => data.classes,
  emptyIcon: <Calendar size={48} />,
  statusFilter: true,
};

/** Gestión de Clases (spec §2): four tiles, filters, a sortable table paged by the server, and the class dialogs. */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  const permissions = classPermissions(useAppSelector(selectUser)?.role);
  const list = useListState<ClassFilters, ClassSortField>(NO_FILTERS, CLASS_SORT_FIELDS);
  const { search, instructorId, status } = list.filters;
  const query = useListClassesQuery({
    search,
    instructorId,
    ...(status === 'all' ? {} : { isActive: status === 'active' }),
    ...list.request,
  });
  const stats = useGetClassStatsQuery();
  const instructors = useListInstructorsQuery();

  const editor = useRecordEditor<ClassDto>();
  const [viewing, setViewing] = useState<ClassDto | null>(null);
  const toggle = useToggleAction(query.data?.classes);
  const timetable = useSchedulesAction();
  const deletion = useDeleteAction();
  const failure = useClassFailure();

  useLoadFailure(instructors.isError, t('messages.instructorsError'));

  const table = useClassesTable(permissions.manage, {
    onView: setViewing,
    onEdit: editor.open,
    onToggle: toggle,
    onSchedules: timetable.open,
    onDelete: deletion.open,
  });

  const formDialog = useRecordDialog(editor, {
    namespace: 'classes',
    create: useCreateClassMutation(),
    update: useUpdateClassMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
  });
  const instructorFilter = {
    key: 'instructorId' as const,
    label: t('filters.instructor'),
    options: [
      { value: '', label: t('filters.allInstructors') },
      ...(instructors.data ?? []).map((instructor) => ({ value: instructor.id, label: instructor.name })),
    ],
  };
  const tiles = TILES.map((key) => ({
    key,
    label: t(`tiles.${key}`),
    value: stats.data?.[key],
    ...(stats.isError ? { error: t('messages.statsError') } : {}),
  }));
  const cards = <StatsCards loading={stats.isLoading} cards={tiles} />;

  const dialogs = (
    <>
      <ClassFormDialog
        {...formDialog}
        item={editor.record}
        instructors={(instructors.data ?? []).filter((instructor) => instructor.isActive)}
      />
      <ClassDetailsDialog item={viewing} onClose={() => setViewing(null)} />
      {timetable.dialog}
      {deletion.dialog}
    </>
  );
  const loadError = (error: unknown) => errorMessage(error, t('messages.loadError'));
  const onCreate = permissions.manage && (() => editor.open(null));
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={cards}
      selects={[instructorFilter]}
      loadError={loadError}
      onCreate={onCreate}
      dialogs={dialogs}
    />
  );
}
