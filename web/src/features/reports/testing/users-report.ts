import type { UsersReport } from '@boxstudio/contracts';

/** The clients report (GET /reports/users) for jsdom specs, the same whatever period was asked. */

const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
const JOINED: Readonly<Record<string, number>> = { '2026-03-01': 2, '2026-03-03': 5 };

export const USERS_REPORT: UsersReport = {
  period: { startDate: '2026-03-01', endDate: '2026-03-03', days: 3, branchId: null },
  newClients: 7,
  growth: { previousPeriod: 40, previousYear: -12.5 },
  byDay: days.map((date) => ({ date, newClients: JOINED[date] ?? 0 })),
  byMonth: [{ month: '2026-03', newClients: 7 }],
  byBranch: [
    { branchId: 'b-1', branchName: 'BoxStudio Polanco', newClients: 4 },
    { branchId: 'b-2', branchName: 'BoxStudio Providencia', newClients: 3 },
  ],
  totalClients: 210,
  activeClients: 198,
  withActiveMembership: 125,
  atRisk: 2,
  atRiskClients: [
    {
      id: 'u-1',
      name: 'Mariana López',
      email: 'mariana.lopez@example.com',
      lastVisitAt: null,
      activeUntil: '2026-03-28',
    },
    {
      id: 'u-2',
      name: 'Jorge Ramírez',
      email: 'jorge.ramirez@example.com',
      // 18:00 studio time (UTC−6) on 12 February.
      lastVisitAt: '2026-02-13T00:00:00.000Z',
      activeUntil: '2026-04-02',
    },
  ],
};

/** A studio without clients: every count 0, no growth, nobody at risk. */
export const NO_USERS_REPORT: UsersReport = {
  ...USERS_REPORT,
  newClients: 0,
  growth: { previousPeriod: null, previousYear: null },
  byDay: USERS_REPORT.byDay.map((row) => ({ ...row, newClients: 0 })),
  byMonth: USERS_REPORT.byMonth.map((row) => ({ ...row, newClients: 0 })),
  byBranch: [],
  totalClients: 0,
  activeClients: 0,
  withActiveMembership: 0,
  atRisk: 0,
  atRiskClients: [],
};

export const USERS_CSV_TEXT = '\uFEFFmonth;newClients\r\n2026-03;7\r\n';
