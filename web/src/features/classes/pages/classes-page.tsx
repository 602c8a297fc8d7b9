import { useState } from 'react';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  CLASS_SORT_FIELDS,
  classPermissions,
  type ClassDto,
  type ClassListResponse,
  type ClassScheduleSlot,
  type ClassSortField,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { runCommand } from '../../../components/admin/run-command';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useListState } from '../../../components/admin/use-list-state';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import {
  useCreateClassMutation,
  useDeleteClassMutation,
  useGetClassStatsQuery,
  useListClassesQuery,
  useListInstructorsQuery,
  useSetClassSchedulesMutation,
  useUpdateClassMutation,
} from '../api';
import { answeredOk, NO_FILTERS, type ClassFilters } from '../class-list';
import { ClassDetailsDialog } from '../components/class-details-dialog';
import { ClassFormDialog } from '../components/class-form-dialog';
import { useClassesTable } from '../components/classes-table';
import { ScheduleEditorDialog } from '../components/schedule-editor-dialog';
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
  const timetable = useRecordEditor<ClassDto>();
  const [viewing, setViewing] = useState<ClassDto | null>(null);
  const update = useUpdateClassMutation();
  const [updateClass] = update;
  const [setSchedules, scheduling] = useSetClassSchedulesMutation();
  const [deleteClass, deleting] = useDeleteClassMutation();

  useLoadFailure(instructors.isError, t('messages.instructorsError'));

  const failure = (fallback: string) => (error: unknown) =>
    errorMessage(error, answeredOk(error) ? t('messages.unknownError') : fallback);
  const onToggle = async (item: ClassDto) => {
    // Spec §8: toggling a class no longer in the list answers 'Clase no encontrada'.
    if (!query.data?.classes.some((known) => known.id === item.id)) {
      showToast(t('messages.notFound'), 'error');
      return;
    }
    await runCommand(updateClass({ id: item.id, changes: { isActive: !item.isActive } }).unwrap(), {
      success: t(item.isActive ? 'messages.deactivated' : 'messages.activated'),
      failure: failure(t('messages.updateError')),
    });
  };
  const onSaveSchedules = (item: ClassDto, schedules: ClassScheduleSlot[]) =>
    void timetable.save(setSchedules({ id: item.id, schedules }).unwrap(), {
      success: t('messages.schedulesSaved'),
      failure: failure(t('messages.updateError')),
    });
  const deletion = useConfirmation<ClassDto>({
    namespace: 'classes',
    prefix: 'delete',
    busy: deleting.isLoading,
    run: (item) =>
      runCommand(deleteClass(item.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure(t('messages.deleteError')),
      }),
  });
  const table = useClassesTable(permissions.manage, {
    onView: setViewing,
    onEdit: editor.open,
    onToggle: (item) => void onToggle(item),
    onSchedules: timetable.open,
    onDelete: deletion.ask,
  });

  const formDialog = useRecordDialog(editor, {
    namespace: 'classes',
    create: useCreateClassMutation(),
    update,
    failure: (error, creating) => failure(t(creating ? 'messages.createError' : 'messages.updateError'))(error),
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
      <ScheduleEditorDialog
        item={timetable.record}
        saving={scheduling.isLoading}
        serverErrors={timetable.serverErrors}
        onCancel={timetable.close}
        onSave={onSaveSchedules}
      />
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
