/** A column of a report's table as the table draws it: its header, alignment and starting width. */
export interface ReportColumnHead {
  readonly id: string;
  readonly name: string;
  /** Figures: aligned right, in tabular digits. */
  readonly numeric: boolean;
  /** Its width in px until the person resizes it. */
  readonly width: number;
}

/** A column of a report's table, and how one of its rows reads in it ("$1,200.00", "85.5%"). */
export interface ReportColumn<Row> extends ReportColumnHead {
  readonly text: (row: Row) => string;
}

/**
 * The rows as the table shows them, a line of texts each: the table, its copy and a spreadsheet
 * then all read the same words, whatever the report the rows came from.
 */
export const cellsOf = <Row>(rows: readonly Row[], columns: readonly ReportColumn<Row>[]): string[][] =>
  rows.map((row) => columns.map((column) => column.text(row)));
