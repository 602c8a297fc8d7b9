import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type PageInfo } from '@boxstudio/contracts';
import { showToast } from '../toaster';
import { AdminLayout, type AdminModule } from './admin-header';
import { AdminTable, type AdminTableProps } from './admin-table';
import { FilterBar, type FilterBarProps, type FilterValues } from './filter-bar';
import { LoadState } from './load-state';
import { PageTitle } from './page-title';
import { Pager } from './pager';
import type { ListState } from './use-list-state';

/** The list query's state, as RTK Query gives it. */
export interface ListQuery<D extends PageInfo> {
  readonly data?: D | undefined;
  readonly isLoading: boolean;
  /** Another page, filter or order is on its way: the rows shown are the previous answer's. */
  readonly isFetching?: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
}

/** What a list screen is, declared once beside it. */
export interface ListScreen<D extends PageInfo, Row> {
  /** Which module the shared header names. */
  readonly module: AdminModule;
  /**
   * The feature's i18n namespace, with the keys every list screen reads: `title`, `subtitle`, `new`,
   * `filters.search`, `filters.searchPlaceholder` (optional), `filters.clear`, `table.empty`,
   * `table.total` (plural: "25 sucursales") and `messages.loadError`. Its ids start with it too.
   */
  readonly namespace: string;
  /** The rows of the server's page. */
  readonly rows: (data: D) => readonly Row[];
  readonly emptyIcon: ReactElement;
  /**
   * Adds the status select last (Todas/Activas/Inactivas in the namespace's `filters.status`,
   * `filters.all|active|inactive`) over the filters' `status` (all, active or inactive). @default false
   */
  readonly statusFilter?: boolean;
  /** Shows the search box (`filters.search`); false for a list the server does not search. @default true */
  readonly search?: boolean;
}

export interface AdminListPageProps<Row, F extends FilterValues<F>, S extends string, D extends PageInfo> {
  readonly screen: ListScreen<D, Row>;
  /** Filters, page and order (`useListState`). */
  readonly list: ListState<F, S>;
  readonly query: ListQuery<D>;
  /** Shows the primary "new" button (e.g. "Nueva Sucursal"); leave it out when the role may not create. */
  readonly onCreate?: (() => void) | false;
  /** Further buttons of the title row, before the "new" one (e.g. "Reservar Clase Muestra"). */
  readonly actions?: ReactNode;
  /** Cards above the filters. */
  readonly stats?: ReactNode;
  /** The filter bar's selects before the status; its search box is the namespace's. */
  readonly selects?: FilterBarProps<F>['selects'];
  /** Day filters after the selects (a reservation's studio day). */
  readonly days?: FilterBarProps<F>['days'];
  /** The load failure in words. @default the namespace's `messages.loadError` */
  readonly loadError?: (error: unknown) => string;
  readonly table: Omit<AdminTableProps<Row, S>, 'rows' | 'sort' | 'onSort'>;
  /** The screen's dialogs; they stay mounted whatever the list's state. */
  readonly dialogs?: ReactNode;
}

/**
 * Every admin list screen: the shared header, the title row with its primary action, stats,
 * filters, the server's page of rows with sortable headers and row actions, loading/empty/error
 * states, the pager and the dialogs. Searching, filtering, sorting and paging are the server's.
 */
export function AdminListPage<Row, F extends FilterValues<F>, S extends string, D extends PageInfo>(
  props: AdminListPageProps<Row, F, S, D>,
) {
  const { screen, list, query, onCreate, actions, stats, selects = [], days, loadError, table, dialogs } = props;
  const { module, namespace, rows, emptyIcon, statusFilter = false, search = true } = screen;
  const { t } = useTranslation(namespace);
  const { page, setPage } = list;
  const { data } = query;
  const shown = data ? rows(data) : [];
  const create = onCreate && <Button intent={Intent.PRIMARY} icon={<Plus />} text={t('new')} onClick={onCreate} />;
  const failure = query.isError ? (loadError?.(query.error) ?? t('messages.loadError')) : undefined;

  useEffect(() => {
    if (failure) showToast(failure, 'error');
  }, [failure]);
  // A page left empty (its last row filtered out by a change) steps back to the last real page.
  const totalPages = data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [page, totalPages, setPage]);

  return (
    <AdminLayout module={module}>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          actions ? (
            <div className="admin-title-actions">
              {actions}
              {create}
            </div>
          ) : (
            create
          )
        }
      />
      {stats}
      <FilterBar
        idPrefix={namespace}
        values={list.filters}
        defaults={list.noFilters}
        onChange={list.setFilters}
        search={
          search
            ? {
                label: t('filters.search'),
                placeholder: t('filters.searchPlaceholder', { defaultValue: t('filters.search') }),
              }
            : undefined
        }
        selects={
          statusFilter
            ? [
                ...selects,
                {
                  key: 'status' as Exclude<keyof F & string, 'search'>,
                  label: t('filters.status'),
                  options: STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) })),
                },
              ]
            : selects
        }
        days={days}
        clearLabel={t('filters.clear')}
      />
      <LoadState
        loading={query.isLoading}
        error={failure}
        empty={data !== undefined && shown.length === 0}
        emptyTitle={t('table.empty')}
        emptyIcon={emptyIcon}
      >
        {shown.length > 0 && (
          <div className="admin-list__rows" aria-busy={query.isFetching === true}>
            <AdminTable {...table} rows={shown} sort={list.sort} onSort={list.toggleSort} />
          </div>
        )}
      </LoadState>
      {!query.isLoading && data && (
        <Pager
          total={data.total}
          page={data.currentPage}
          totalPages={data.totalPages}
          limit={data.limit}
          onPage={setPage}
          countLabel={(count) => t('table.total', { count })}
        />
      )}
      {dialogs}
    </AdminLayout>
  );
}
