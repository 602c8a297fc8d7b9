import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@boxstudio/contracts';
import { RowMenu, type RowAction } from './row-menu';
import { useNarrowScreen } from './use-narrow-screen';
import './admin.css';
import './admin-table.css';

/** The order a list is asked for: one of its sort fields, one way. */
export interface SortState<S extends string> {
  readonly field: S;
  readonly order: SortOrder;
}

export interface TableColumn<Row, S extends string> {
  /** Stable React key. */
  readonly key: string;
  readonly label: string;
  /** The server's sort field for this column; a column without one is not sortable. */
  readonly sort?: S;
  readonly render: (row: Row) => ReactNode;
  /** e.g. a cell kept on one line. */
  readonly className?: string;
}

export interface RowActions {
  /** What the row is, for the buttons' names: "Editar BoxStudio Polanco". */
  readonly subject: string;
  readonly actions: readonly RowAction[];
}

export interface AdminTableProps<Row, S extends string> {
  /** The table's accessible name. */
  readonly caption: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly TableColumn<Row, S>[];
  /** The order in force; null: the list's own order on the server. */
  readonly sort?: SortState<S> | null;
  readonly onSort?: (field: S) => void;
  /** The last column's buttons and menu. */
  readonly actions?: (row: Row) => RowActions;
}

/** A list screen's table as its feature declares it: the page's rows and order are the list's. */
export type ListTable<Row, S extends string = never> = Omit<AdminTableProps<Row, S>, 'rows' | 'sort' | 'onSort'>;

/** What a table's row actions do, by name: `onEdit(row)`… */
export type RowHandlers<Row, K extends string> = Readonly<Record<K, (row: Row) => void>>;

/**
 * An admin list's table: a header per column, sortable ones as buttons that show at all times
 * which way they sort (aria-sort and an icon: both ways before any click), and the row actions
 * in a last column. On a phone (where RowMenu folds them into one "Más acciones" button) that
 * column leads the row instead: the button is in view as the page opens, beside the row's name,
 * and nothing is sticky, so no column ever slides under another one (nor a focused control:
 * WCAG 2.2 "focus not obscured") while the table scrolls sideways.
 */
export function AdminTable<Row, S extends string>({
  caption,
  rows,
  rowKey,
  columns,
  sort = null,
  onSort,
  actions,
}: AdminTableProps<Row, S>) {
  const { t } = useTranslation('admin-shell');
  const actionsFirst = useNarrowScreen();
  const actionsHeader = actions && (
    <th scope="col" className="admin-table__actions">
      <span className="admin-table__actions-label">{t('table.actions')}</span>
    </th>
  );
  return (
    <div className="admin-table-wrap">
      <HTMLTable className="admin-table" striped interactive aria-label={caption}>
        <thead>
          <tr>
            {actionsFirst && actionsHeader}
            {columns.map((column) => (
              <ColumnHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            {!actionsFirst && actionsHeader}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rowActions = actions?.(row);
            const actionsCell = rowActions && (
              <td className="admin-table__actions">
                <RowMenu subject={rowActions.subject} actions={rowActions.actions} />
              </td>
            );
            return (
              <tr key={rowKey(row)}>
                {actionsFirst && actionsCell}
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render(row)}
                  </td>
                ))}
                {!actionsFirst && actionsCell}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

interface ColumnHeaderProps<Row, S extends string> {
  readonly column: TableColumn<Row, S>;
  readonly sort: SortState<S> | null;
  readonly onSort: ((field: S) => void) | undefined;
}

function ColumnHeader<Row, S extends string>({ column, sort, onSort }: ColumnHeaderProps<Row, S>) {
  const { t } = useTranslation('admin-shell');
  const field = column.sort;
  if (field === undefined || !onSort) return <th scope="col">{column.label}</th>;
  const order = sort?.field === field ? sort.order : null;
  const hint =
    order === 'asc' ? (
      <CaretUp />
    ) : order === 'desc' ? (
      <CaretDown />
    ) : (
      <DoubleCaretVertical className="admin-sort__hint" />
    );
  return (
    <th scope="col" aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        className="admin-sort"
        aria-label={t('table.sortBy', { column: column.label })}
        onClick={() => onSort(field)}
      >
        {column.label}
        {hint}
      </button>
    </th>
  );
}
