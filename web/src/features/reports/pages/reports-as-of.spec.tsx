/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassesReport, MembershipsReport, RevenueReport, UsersReport } from '@boxstudio/contracts';
import { studioToday } from '../../../lib/studio-time';
import { presetRange } from '../report-range';
import { CLASSES_REPORT } from '../testing/classes-report';
import { csvRequests, REPORT, requestsOf, serve } from '../testing/fake-api';
import { MEMBERSHIPS_REPORT } from '../testing/memberships-report';
import { captureDownloads, card, openReports } from '../testing/reports-page';
import { USERS_REPORT } from '../testing/users-report';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** Typing a date and a time keystroke by keystroke, and drawing tabs, take a while on a busy machine. */
const SLOW_MS = 20_000;

/** 12 March 2026, 10:00 in Mexico City (UTC−6), to the end of that minute. */
const AS_OF = '2026-03-12T16:00:59.999Z';
/** The 30 studio days up to that instant's day: the default period as of it. */
const LAST_30_AS_OF = { startDate: '2026-02-11', endDate: '2026-03-12' };

/** The same period now: a payment of 3 March refunded since. */
const REVENUE_NOW: RevenueReport = {
  ...REPORT,
  totalRevenue: 51441,
  payments: 41,
  refunded: { revenue: 1799, payments: 2 },
  byDay: REPORT.byDay.map((day) => (day.date === '2026-03-03' ? { ...day, revenue: 50241, payments: 40 } : day)),
};
/** A membership deleted since: one active fewer, one lost more. */
const MEMBERSHIPS_NOW: MembershipsReport = {
  ...MEMBERSHIPS_REPORT,
  active: 124,
  movement: { ...MEMBERSHIPS_REPORT.movement, lost: 26, end: 124 },
  churnRate: 21.7,
};
const USERS_NOW: UsersReport = { ...USERS_REPORT, atRisk: 3 };
/** Attendance taken since: one who came, one who did not. */
const CLASSES_NOW: ClassesReport = { ...CLASSES_REPORT, attended: 121, noShows: 31 };

/** A table's rows as their cells read, headers included. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()));

/** Types a date and a time into "Al corte de" / "As of". */
async function typeAsOf(user: ReturnType<typeof userEvent.setup>, label: string, date: string, time: string) {
  await user.type(screen.getByLabelText(label), date);
  await user.type(screen.getByLabelText(label === 'As of' ? 'Time (24 h)' : 'Hora (24 h)'), time);
}

describe('ReportsPage: as of an instant', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it(
    'keeps the instant picked in the address, asks each tab and its CSV with it, and clears it',
    async () => {
      const { fetchMock } = serve();
      const saved = captureDownloads();
      const { search } = await openReports();
      await screen.findByLabelText('Ingresos: $52,340.50');
      const user = userEvent.setup();

      await typeAsOf(user, 'Al corte de', '12032026', '1000');
      await waitFor(() => expect(new URLSearchParams(search()).get('asOf')).toBe(AS_OF));
      // Only the instant is written: the default period follows it (the 30 days up to its day).
      expect([...new URLSearchParams(search()).keys()]).toEqual(['asOf']);
      await waitFor(() => expect(requestsOf(fetchMock, 'revenue').at(-1)).toEqual({ ...LAST_30_AS_OF, asOf: AS_OF }));
      expect(screen.getByLabelText('Periodo')).toHaveValue('last30');
      expect(screen.getByLabelText('Desde')).toHaveValue('11/02/2026');
      expect(await screen.findByText('Como se veía el 12 mar 2026, 10:00')).toBeInTheDocument();
      expect(await card('Cambios desde entonces')).toBeInTheDocument();
      // Every request asked for a whole instant: none while it was typed in part.
      expect(requestsOf(fetchMock, 'revenue').map((query) => query.asOf)).toEqual([undefined, AS_OF]);

      await user.click(screen.getByRole('tab', { name: 'Membresías' }));
      await screen.findByLabelText('Membresías activas: 125');
      expect(requestsOf(fetchMock, 'memberships')).toEqual([{ ...LAST_30_AS_OF, asOf: AS_OF }]);
      expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({ report: 'memberships', asOf: AS_OF });
      expect(screen.getByText('Como se veía el 12 mar 2026, 10:00')).toBeInTheDocument();

      // The CSV carries the report as it was: asked with the instant.
      const plans = await card('Membresías por plan');
      await user.click(within(plans).getByRole('button', { name: 'Descargar CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(csvRequests(fetchMock)[0]?.query).toEqual({
        ...LAST_30_AS_OF,
        asOf: AS_OF,
        format: 'csv',
        table: 'byPlan',
        csv: 'excel-es',
      });

      // Cleared: the reports now, over the last 30 days up to today.
      await user.click(screen.getByRole('button', { name: 'Quitar la fecha de corte' }));
      await waitFor(() => expect(search()).toBe('?report=memberships'));
      await waitFor(() =>
        expect(requestsOf(fetchMock, 'memberships').at(-1)).toEqual(presetRange('last30', studioToday())),
      );
      expect(screen.getByLabelText('Al corte de')).toHaveValue('');
      await waitFor(() => expect(screen.queryByText(/^Como se veía/)).not.toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Cambios desde entonces' })).not.toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'keeps a period chosen when the instant changes, and reads the instant from the address',
    async () => {
      const { fetchMock } = serve();
      const { search } = await openReports(
        'es',
        `/admin-reports?startDate=2026-01-01&endDate=2026-01-31&asOf=${AS_OF}`,
      );
      expect(screen.getByLabelText('Al corte de')).toHaveValue('12/03/2026');
      expect(screen.getByLabelText('Hora (24 h)')).toHaveValue('10:00');
      await waitFor(() =>
        expect(requestsOf(fetchMock, 'revenue')).toEqual([
          { startDate: '2026-01-01', endDate: '2026-01-31', asOf: AS_OF },
        ]),
      );

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Quitar la fecha de corte' }));
      await waitFor(() => expect(search()).toBe('?startDate=2026-01-01&endDate=2026-01-31'));
      await waitFor(() =>
        expect(requestsOf(fetchMock, 'revenue').at(-1)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' }),
      );
    },
    SLOW_MS,
  );

  it(
    'compares the revenue then and now: the figures, the difference signed or "No change", the days that changed',
    async () => {
      serve({ restated: { revenue: REVENUE_NOW } });
      await openReports('en', `/admin-reports?asOf=${AS_OF}`);
      expect(await screen.findByText('As it stood on Mar 12, 2026, 10:00')).toBeInTheDocument();
      // The tiles are the report then.
      expect(screen.getByLabelText('Revenue: $52,340.50')).toBeInTheDocument();
      const changes = await card('Changed since');
      expect(changes).toHaveTextContent('3 of 3 figures changed.');
      expect(rowsOf(within(changes).getByRole('table', { name: 'Changed since' }))).toEqual([
        ['Figure', 'Then', 'Now', 'Difference'],
        ['Revenue', '$52,340.50', '$51,441.00', '-$899.50'],
        ['Payments', '42', '41', '-1'],
        ['Refunds', '$899.50', '$1,799.00', '+$899.50'],
      ]);
      expect(rowsOf(within(changes).getByRole('table', { name: 'Days that changed' }))).toEqual([
        ['Day', 'Then', 'Now', 'Difference'],
        ['Mar 3, 2026', '$51,140.50', '$50,241.00', '-$899.50'],
      ]);
    },
    SLOW_MS,
  );

  it(
    'says when nothing changed: "Sin cambios" on each figure, and no day',
    async () => {
      serve();
      await openReports('es', `/admin-reports?asOf=${AS_OF}`);
      const changes = await card('Cambios desde entonces');
      expect(changes).toHaveTextContent('Ninguna cifra cambió desde entonces.');
      expect(rowsOf(within(changes).getByRole('table', { name: 'Cambios desde entonces' })).slice(1)).toEqual([
        ['Ingresos', '$52,340.50', '$52,340.50', 'Sin cambios'],
        ['Pagos', '42', '42', 'Sin cambios'],
        ['Reembolsos', '$899.50', '$899.50', 'Sin cambios'],
      ]);
      expect(changes).toHaveTextContent('Ningún día cambió.');
      expect(within(changes).queryByRole('table', { name: 'Días que cambiaron' })).not.toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    "compares each other tab's headline figures",
    async () => {
      serve({ restated: { memberships: MEMBERSHIPS_NOW, users: USERS_NOW, classes: CLASSES_NOW } });
      await openReports('es', `/admin-reports?report=memberships&asOf=${AS_OF}`);
      const table = async () =>
        rowsOf(within(await card('Cambios desde entonces')).getByRole('table', { name: 'Cambios desde entonces' }));
      await screen.findByLabelText('Membresías activas: 125');
      expect(await card('Cambios desde entonces')).toHaveTextContent('Cambiaron 3 de 4 cifras.');
      const memberships = await table();
      expect(memberships.slice(1, 4)).toEqual([
        ['Membresías activas', '125', '124', '-1'],
        ['Altas', '30', '30', 'Sin cambios'],
        ['Bajas', '25', '26', '+1'],
      ]);
      expect(memberships[4]?.[0]).toBe('Tasa de abandono');
      expect(memberships[4]?.[1]).toMatch(/^20\.8\s?%$/);
      expect(memberships[4]?.[2]).toMatch(/^21\.7\s?%$/);
      expect(memberships[4]?.[3]).toBe('+0.9 puntos');

      const user = userEvent.setup();
      await user.click(screen.getByRole('tab', { name: 'Clientes' }));
      await screen.findByLabelText('Clientes nuevos: 7');
      expect(await card('Cambios desde entonces')).toHaveTextContent('Cambió 1 de 4 cifras.');
      expect((await table()).slice(1)).toEqual([
        ['Clientes nuevos', '7', '7', 'Sin cambios'],
        ['Clientes', '210', '210', 'Sin cambios'],
        ['Con membresía activa', '125', '125', 'Sin cambios'],
        ['Clientes en riesgo', '2', '3', '+1'],
      ]);

      await user.click(screen.getByRole('tab', { name: 'Clases' }));
      await screen.findByLabelText('Clases programadas: 12');
      const classes = await table();
      expect(classes.map((row) => row[0])).toEqual([
        'Cifra',
        'Reservas',
        'Lugares',
        'Ocupación',
        'Asistencias',
        'No asistieron',
      ]);
      expect(classes[3]?.[3]).toBe('Sin cambios');
      expect(classes.slice(4)).toEqual([
        ['Asistencias', '120', '121', '+1'],
        ['No asistieron', '30', '31', '+1'],
      ]);
    },
    SLOW_MS,
  );

  it(
    'refuses an instant still to come on the field, in words, and asks nothing with it',
    async () => {
      const { fetchMock } = serve();
      const { search } = await openReports();
      await screen.findByLabelText('Ingresos: $52,340.50');
      await typeAsOf(userEvent.setup(), 'Al corte de', '01012099', '1000');
      expect(await screen.findByText('La fecha de corte no puede ser futura')).toBeInTheDocument();
      expect(screen.getByLabelText('Al corte de')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Al corte de')).toHaveAccessibleDescription('La fecha de corte no puede ser futura');
      expect(search()).toBe('');
      expect(requestsOf(fetchMock, 'revenue')).toEqual([presetRange('last30', studioToday())]);
      expect(screen.queryByText(/^Como se veía/)).not.toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'says an instant in the future that the address carries, in the tab too, and asks nothing',
    async () => {
      const { fetchMock } = serve();
      await openReports('en', '/admin-reports?asOf=2099-01-01T16:00:59.999Z');
      expect(await screen.findByRole('alert')).toHaveTextContent('The as-of date cannot be in the future');
      expect(screen.getByLabelText('As of')).toHaveValue('01/01/2099');
      expect(screen.getByLabelText('As of')).toHaveAccessibleDescription('The as-of date cannot be in the future');
      for (const report of ['revenue', 'memberships', 'users', 'classes'] as const)
        expect(requestsOf(fetchMock, report)).toEqual([]);
    },
    SLOW_MS,
  );
});
