import { useEffect, useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Calendar, Plus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { classPermissions, DEFAULT_PAGE_SIZE, type ClassDto, type ClassScheduleSlot, type CreateClassRequest, type UpdateClassRequest } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminTablePage } from '../../../components/admin/admin-table-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { FilterBar } from '../../../components/admin/filter-bar';
import { Pager } from '../../../components/admin/pager';
import { runCommand } from '../../../components/admin/run-command';
import { StatsCards } from '../../../components/admin/stats-cards';
import { showToast } from '../../../components/toaster';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import {
  useCreateClassMutation,
  useDeleteClassMutation,
  useGetClassStatsQuery,
  useListAllClassesQuery,
  useListInstructorsQuery,
  useSetClassSchedulesMutation,
  useUpdateClassMutation,
} from '../api';
import { answeredOk, arrange, NO_FILTERS, type SortColumn, type SortState } from '../class-list';
import { ClassDetailsDialog } from '../components/class-details-dialog';
import { ClassFormDialog } from '../components/class-form-dialog';
import { ClassesTable } from '../components/classes-table';
import { ScheduleEditorDialog } from '../components/schedule-editor-dialog';
import '../components/classes.css';

/** Gestión de Clases (spec §2): four tiles, filters, a sortable paged table and the class dialogs. */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  const permissions = classPermissions(useAppSelector(selectUser)?.role);
  const list = useListAllClassesQuery({});
  const stats = useGetClassStatsQuery();
  const instructors = useListInstructorsQuery(undefined, { skip: !permissions.manage });

  const [filters, setFilters] = useState(NO_FILTERS);
  // No column until one is chosen: the server's order, newest first (a created class shows at the top, spec §4).
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ClassDto | null | undefined>(undefined);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const [viewing, setViewing] = useState<ClassDto | null>(null);
  const [timetable, setTimetable] = useState<ClassDto | null>(null);
  const [timetableErrors, setTimetableErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<ClassDto | null>(null);
  const [createClass, creation] = useCreateClassMutation();
  const [updateClass, update] = useUpdateClassMutation();
  const [setSchedules, scheduling] = useSetClassSchedulesMutation();
  const [deleteClass, deletion] = useDeleteClassMutation();

  useEffect(() => {
    if (list.isError) showToast(errorMessage(list.error, t('messages.loadError')), 'error');
  }, [list.isError, list.error, t]);
  useEffect(() => {
    if (instructors.isError) showToast(t('messages.instructorsError'), 'error');
  }, [instructors.isError, t]);

  const shown = useMemo(() => arrange(list.data ?? [], filters, sort), [list.data, filters, sort]);
  const totalPages = Math.max(1, Math.ceil(shown.length / DEFAULT_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const pageItems = shown.slice((current - 1) * DEFAULT_PAGE_SIZE, current * DEFAULT_PAGE_SIZE);

  const onSort = (column: SortColumn) => setSort((previous) => ({ column, ascending: previous?.column === column ? !previous.ascending : true }));
  const failure = (fallback: string) => (error: unknown) => errorMessage(error, answeredOk(error) ? t('messages.unknownError') : fallback);
  const saveFailure = (fallback: string) => (error: unknown) => {
    setSaveErrors(fieldErrors(error));
    return failure(fallback)(error);
  };
  const onCreate = async (request: CreateClassRequest) => {
    if (await runCommand(createClass(request).unwrap(), { success: t('messages.created'), failure: saveFailure(t('messages.createError')) })) setEditing(undefined);
  };
  const onUpdate = async (id: string, changes: UpdateClassRequest) => {
    if (await runCommand(updateClass({ id, changes }).unwrap(), { success: t('messages.updated'), failure: saveFailure(t('messages.updateError')) })) setEditing(undefined);
  };
  const onToggle = async (item: ClassDto) => {
    // Spec §8: toggling a class no longer in the list answers 'Clase no encontrada'.
    if (!list.data?.some((known) => known.id === item.id)) {
      showToast(t('messages.notFound'), 'error');
      return;
    }
    await runCommand(updateClass({ id: item.id, changes: { isActive: !item.isActive } }).unwrap(), {
      success: t(item.isActive ? 'messages.deactivated' : 'messages.activated'),
      failure: failure(t('messages.updateError')),
    });
  };
  const onSaveSchedules = async (item: ClassDto, schedules: ClassScheduleSlot[]) => {
    const scheduleFailure = (error: unknown) => {
      setTimetableErrors(fieldErrors(error));
      return failure(t('messages.updateError'))(error);
    };
    if (await runCommand(setSchedules({ id: item.id, schedules }).unwrap(), { success: t('messages.schedulesSaved'), failure: scheduleFailure })) setTimetable(null);
  };
  const onDelete = async (item: ClassDto) => {
    await runCommand(deleteClass(item.id).unwrap(), { success: t('messages.deleted'), failure: failure(t('messages.deleteError')) });
    setDeleting(null);
  };

  const tiles = stats.data;
  return (
    <AdminTablePage
      module="admin-classes"
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        permissions.manage && (
          <Button
            intent={Intent.PRIMARY}
            icon={<Plus />}
            text={t('new')}
            onClick={() => {
              setSaveErrors({});
              setEditing(null);
            }}
          />
        )
      }
      filters={
        <>
          <StatsCards
            loading={stats.isLoading}
            cards={(
              [
                ['total', tiles?.total],
                ['active', tiles?.active],
                ['instructors', tiles?.instructors],
                ['reservations', tiles?.reservations],
              ] as const
            ).map(([key, value]) => ({ key, label: t(`tiles.${key}`), value, ...(stats.isError ? { error: t('messages.statsError') } : {}) }))}
          />
          <FilterBar
            idPrefix="classes"
            values={filters}
            defaults={NO_FILTERS}
            debounceMs={0}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
            search={{ label: t('filters.search'), placeholder: t('filters.search') }}
            selects={[
              {
                key: 'instructorId',
                label: t('filters.instructor'),
                options: [
                  { value: '', label: t('filters.allInstructors') },
                  ...[...new Map((list.data ?? []).filter((item) => item.instructor).map((item) => [item.instructorId, item.instructor?.name ?? ''])).entries()].map(([value, label]) => ({ value, label })),
                ],
              },
              { key: 'status', label: t('filters.status'), options: (['all', 'active', 'inactive'] as const).map((value) => ({ value, label: t(`filters.${value}`) })) },
            ]}
            clearLabel={t('filters.clear')}
          />
        </>
      }
      loading={list.isLoading}
      error={list.isError && errorMessage(list.error, t('messages.loadError'))}
      empty={list.data !== undefined && shown.length === 0}
      emptyTitle={t('table.empty')}
      emptyIcon={<Calendar size={48} />}
      pager={
        list.data && (
          <Pager total={shown.length} page={current} totalPages={totalPages} limit={DEFAULT_PAGE_SIZE} onPage={setPage} countLabel={(count) => t('table.total', { count })} />
        )
      }
      dialogs={
        <>
          <ClassFormDialog
            isOpen={editing !== undefined}
            item={editing}
            instructors={instructors.data ?? []}
            saving={creation.isLoading || update.isLoading}
            serverErrors={saveErrors}
            onCancel={() => setEditing(undefined)}
            onCreate={(request) => void onCreate(request)}
            onUpdate={(id, changes) => void onUpdate(id, changes)}
          />
          <ClassDetailsDialog item={viewing} onClose={() => setViewing(null)} />
          <ScheduleEditorDialog item={timetable} saving={scheduling.isLoading} serverErrors={timetableErrors} onCancel={() => setTimetable(null)} onSave={(item, slots) => void onSaveSchedules(item, slots)} />
          <ConfirmDialog
            isOpen={deleting !== null}
            title={t('delete.title')}
            message={t('delete.message', { name: deleting?.name ?? '' })}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('delete.cancel')}
            busy={deletion.isLoading}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && void onDelete(deleting)}
          />
        </>
      }
    >
      {pageItems.length > 0 && (
        <ClassesTable
          classes={pageItems}
          manage={permissions.manage}
          sort={sort}
          onSort={onSort}
          onView={setViewing}
          onEdit={(item) => {
            setSaveErrors({});
            setEditing(item);
          }}
          onToggle={(item) => void onToggle(item)}
          onSchedules={(item) => {
            setTimetableErrors({});
            setTimetable(item);
          }}
          onDelete={setDeleting}
        />
      )}
    </AdminTablePage>
  );
}
