import type { UsersReport } from '@boxstudio/contracts';
import type { UserTable } from './api';
import { changeRow, type ChangeLabel, type ChangeRow } from './as-of-rows';
import type { CountRow, CountSection } from './count-sections';
import type { RowName } from './row-names';

/** The clients report's one count: how many became clients. */
export type UserField = 'newClients';

export type UserSection = CountSection<UserTable, UserField>;

/** The words of the rows, in the page's language. */
export interface UserRowNames {
  month(month: string): RowName;
  day(day: string): RowName;
  /** null: clients of no branch. */
  branch(name: string | null): string;
}

const row = (key: string, name: RowName, newClients: number): CountRow<UserField> => ({
  key,
  ...name,
  counts: { newClients },
});

const NEW_CLIENTS = { series: [{ field: 'newClients', tone: 'new' }], columns: ['newClients'] } as const;

/**
 * The new clients as the screen shows them, in order: by month (a column each, so twelve months read at a
 * glance) and, for every branch only, by branch beside it (of one it would be one bar; the months then
 * take the row), then by day across a row.
 */
export function userSections(report: UsersReport, names: UserRowNames): UserSection[] {
  const everyBranch = report.period.branchId === null;
  const month: UserSection = {
    id: 'byMonth',
    csv: 'byMonth',
    kind: 'columns',
    rows: report.byMonth.map((one) => row(one.month, names.month(one.month), one.newClients)),
    ...NEW_CLIENTS,
    wide: !everyBranch,
  };
  const day: UserSection = {
    id: 'byDay',
    csv: 'byDay',
    kind: 'trend',
    rows: report.byDay.map((one) => row(one.date, names.day(one.date), one.newClients)),
    ...NEW_CLIENTS,
    wide: true,
  };
  if (!everyBranch) return [month, day];
  const branch: UserSection = {
    id: 'byBranch',
    csv: 'byBranch',
    kind: 'bars',
    rows: report.byBranch.map((one) => {
      const name = names.branch(one.branchName);
      return row(one.branchId ?? 'none', { label: name, tick: name }, one.newClients);
    }),
    ...NEW_CLIENTS,
    wide: false,
  };
  return [month, branch, day];
}

/** Whether the studio has no client at all, and none joined in the period. */
export const hasNoClients = (report: UsersReport): boolean => report.totalClients === 0 && report.newClients === 0;

/** Clientes: the new clients of the period, and the clients, members and at risk of that day and of today. */
export function userChanges(then: UsersReport, now: UsersReport, label: ChangeLabel): ChangeRow[] {
  return [
    changeRow('newClients', label('users.tiles.new'), 'count', then.newClients, now.newClients),
    changeRow('totalClients', label('users.tiles.total'), 'count', then.totalClients, now.totalClients),
    changeRow(
      'withActiveMembership',
      label('users.tiles.members'),
      'count',
      then.withActiveMembership,
      now.withActiveMembership,
    ),
    changeRow('atRisk', label('users.tiles.atRisk'), 'count', then.atRisk, now.atRisk),
  ];
}
