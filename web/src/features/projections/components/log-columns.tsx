import type { TableColumn } from '../../../components/admin/admin-table';
import type { ProjectionWords } from '../use-projection-words';

/** What a read model and a reaction both report: the log's head when measured, and how far behind it they are. */
interface LogReader {
  readonly head: number;
  readonly lag: number;
  readonly lagSeconds: number;
}

/** The columns both tables share: how far in the log ("1.234 de 1.240") and how far behind ("al día"). */
export function logColumns<Row extends LogReader>(
  words: ProjectionWords,
  labels: { readonly position: string; readonly lag: string },
  positionOf: (row: Row) => number,
): TableColumn<Row, never>[] {
  return [
    {
      key: 'position',
      label: labels.position,
      className: 'projections-nowrap',
      render: (row) => words.position(positionOf(row), row.head),
    },
    {
      key: 'lag',
      label: labels.lag,
      className: 'projections-nowrap',
      render: (row) => words.lag(row.lag, row.lagSeconds),
    },
  ];
}

/** A server's error in its own words, wrapping anywhere; or, muted, that there is none. */
export function ProblemText({ text, none }: { readonly text: string | null; readonly none: string }) {
  return text ? <span className="projections-error">{text}</span> : <span className="admin-muted">{none}</span>;
}
