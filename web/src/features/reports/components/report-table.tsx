import { useEffect, useRef, useState } from 'react';
import { Button, HotkeysContext, type HotkeysContextInstance } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toaster';
import type { ReportColumnHead } from '../report-columns';

export interface ReportTableProps {
  /** The first is the rows' names ("Mes", "Plan"), kept in view while the figures scroll across. */
  readonly columns: readonly ReportColumnHead[];
  /** Each row's texts, in the columns' order (`cellsOf`). */
  readonly cells: readonly (readonly string[])[];
  /** The table's accessible name ("Ingresos por mes: tabla"). */
  readonly label: string;
}

/**
 * The table's keys (arrows, copy) act on the focused table only; this app registers no global
 * hotkeys and has no hotkeys dialog, so the table is told a provider is there rather than shipping
 * Blueprint's dialog with the screen (it would only warn in the console otherwise).
 */
const LOCAL_HOTKEYS: HotkeysContextInstance = [
  { hasProvider: true, hotkeys: [], isDialogOpen: false },
  () => undefined,
];

const ROW_HEIGHT = 20;
const HEADER_HEIGHT = 30;
const MAX_HEIGHT = 360;

/**
 * Blueprint's table scrolls its quadrants in boxes no key reaches: each gets a tab stop (named by
 * the table), so a keyboard scrolls them as a mouse does (WCAG 2.1.1; axe's scrollable-region-focusable).
 * After every render: the table redraws its quadrants when its rows or sizes change.
 */
function useFocusableScrollers(label: string) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const scroller of grid.current?.querySelectorAll<HTMLElement>('.bp6-table-quadrant-scroll-container') ?? [])
      if (scroller.scrollHeight > scroller.clientHeight || scroller.scrollWidth > scroller.clientWidth) {
        if (scroller.tabIndex !== 0) scroller.tabIndex = 0;
        if (scroller.getAttribute('aria-label') !== label) scroller.setAttribute('aria-label', label);
      }
  });
  return grid;
}

/** Rows as a spreadsheet pastes them: tab between cells, a line each, as Blueprint's own copy writes them. */
const asTsv = (lines: readonly (readonly string[])[]): string => lines.map((cells) => cells.join('\t')).join('\n');

/**
 * A report's rows as a Blueprint table: the name frozen at the left while the figures scroll (a
 * phone), resizable columns, and copy as shown: select cells and press Ctrl/⌘+C, or "Copiar tabla"
 * for all of it with its headers (where there is no keyboard). The cells re-render when their texts
 * change (`cellRendererDependencies`): other rows, or the same in another language.
 */
export function ReportTable({ columns, cells, label }: ReportTableProps) {
  const { t } = useTranslation('reports');
  const [widths, setWidths] = useState(() => columns.map((column) => column.width));
  const grid = useFocusableScrollers(label);
  const textOf = (rowIndex: number, columnIndex: number): string => cells[rowIndex]?.[columnIndex] ?? '';
  const copyAll = () => {
    const lines = [columns.map((column) => column.name), ...cells];
    navigator.clipboard.writeText(asTsv(lines)).then(
      () => showToast(t('table.copied'), 'success'),
      () => showToast(t('table.copyFailed'), 'error'),
    );
  };
  const height = Math.min(MAX_HEIGHT, HEADER_HEIGHT + cells.length * ROW_HEIGHT + 2);
  // As wide as its columns (no empty grey beside them), at most the card's width: then it scrolls across.
  const width = widths.reduce((sum, column) => sum + column, 2);
  return (
    <div className="reports-table">
      <div className="reports-table__tools">
        <Button size="small" variant="minimal" icon={<Duplicate />} text={t('table.copy')} onClick={copyAll} />
        <span className="reports-table__hint">{t('table.copyHint')}</span>
      </div>
      <div ref={grid} className="reports-table__grid" role="region" aria-label={label} style={{ height, width }}>
        <HotkeysContext.Provider value={LOCAL_HOTKEYS}>
          <Table2
            numRows={cells.length}
            numFrozenColumns={1}
            enableRowHeader={false}
            enableFocusedCell
            enableColumnResizing
            columnWidths={widths}
            onColumnWidthChanged={(index, size) =>
              setWidths((current) => current.map((width, at) => (at === index ? size : width)))
            }
            getCellClipboardData={textOf}
            cellRendererDependencies={[cells]}
          >
            {columns.map((column, columnIndex) => (
              <Column
                key={column.id}
                name={column.name}
                cellRenderer={(rowIndex) => (
                  <Cell className={column.numeric ? 'reports-table__number' : undefined}>
                    {textOf(rowIndex, columnIndex)}
                  </Cell>
                )}
              />
            ))}
          </Table2>
        </HotkeysContext.Provider>
      </div>
    </div>
  );
}
