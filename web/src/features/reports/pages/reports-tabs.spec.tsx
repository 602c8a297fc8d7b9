/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioToday } from '../../../lib/studio-time';
import { presetRange } from '../report-range';
import { PROVIDENCIA, requestsOf, serve } from '../testing/fake-api';
import { openReports } from '../testing/reports-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** Several tabs or tables drawn one after another take a while on a busy machine. */
const SLOW_MS = 20_000;

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ReportsPage: a tab per report', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it(
    'opens on Ingresos, asking for the revenue only; each tab asks for its own, kept in the address',
    async () => {
      const { fetchMock } = serve();
      const { search } = await openReports();
      const last30 = presetRange('last30', studioToday());
      expect(screen.getAllByRole('tab').map((one) => one.textContent)).toEqual([
        'Ingresos',
        'Membresías',
        'Clientes',
        'Clases',
      ]);
      expect(tab('Ingresos')).toHaveAttribute('aria-selected', 'true');
      await screen.findByLabelText('Ingresos: $52,340.50');
      expect(requestsOf(fetchMock, 'revenue')).toEqual([last30]);
      for (const report of ['memberships', 'users', 'classes'] as const)
        expect(requestsOf(fetchMock, report)).toEqual([]);

      const user = userEvent.setup();
      await user.click(tab('Membresías'));
      expect(await screen.findByLabelText('Membresías activas: 125')).toBeInTheDocument();
      expect(tab('Membresías')).toHaveAttribute('aria-selected', 'true');
      expect(search()).toBe('?report=memberships');
      expect(requestsOf(fetchMock, 'memberships')).toEqual([last30]);
      // The revenue's tiles left with their tab.
      expect(screen.queryByLabelText('Ingresos: $52,340.50')).not.toBeInTheDocument();

      await user.click(tab('Clientes'));
      expect(await screen.findByLabelText('Clientes nuevos: 7')).toBeInTheDocument();
      expect(search()).toBe('?report=users');

      await user.click(tab('Clases'));
      expect(await screen.findByLabelText('Clases programadas: 12')).toBeInTheDocument();
      expect(search()).toBe('?report=classes');
      expect(requestsOf(fetchMock, 'classes')).toEqual([last30]);
      expect(requestsOf(fetchMock, 'users')).toEqual([last30]);

      // Back to the first: the address without a report, and the revenue as it was (from the cache).
      await user.click(tab('Ingresos'));
      expect(await screen.findByLabelText('Ingresos: $52,340.50')).toBeInTheDocument();
      expect(search()).toBe('');
      expect(requestsOf(fetchMock, 'revenue')).toEqual([last30]);
    },
    SLOW_MS,
  );

  it(
    'opens the tab the address names, with its period and branch; another branch asks that tab again',
    async () => {
      const { fetchMock } = serve();
      const { search } = await openReports('en', '/admin-reports?report=users&startDate=2026-01-01&endDate=2026-01-31');
      expect(tab('Clients')).toHaveAttribute('aria-selected', 'true');
      await screen.findByLabelText('New clients: 7');
      expect(requestsOf(fetchMock, 'users')).toEqual([{ startDate: '2026-01-01', endDate: '2026-01-31' }]);
      expect(requestsOf(fetchMock, 'revenue')).toEqual([]);

      await userEvent.setup().selectOptions(screen.getByLabelText('Branch'), PROVIDENCIA.name);
      await waitFor(() =>
        expect(requestsOf(fetchMock, 'users').at(-1)).toEqual({
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          branchId: PROVIDENCIA.id,
        }),
      );
      expect(search()).toBe(`?startDate=2026-01-01&endDate=2026-01-31&branchId=${PROVIDENCIA.id}&report=users`);
      expect(tab('Clients')).toHaveAttribute('aria-selected', 'true');
    },
    SLOW_MS,
  );

  it(
    'shows Ingresos for a report it does not know',
    async () => {
      const { fetchMock } = serve();
      await openReports('es', '/admin-reports?report=nope');
      expect(tab('Ingresos')).toHaveAttribute('aria-selected', 'true');
      await screen.findByLabelText('Ingresos: $52,340.50');
      expect(requestsOf(fetchMock, 'revenue')).toHaveLength(1);
    },
    SLOW_MS,
  );

  it(
    'says a range the API would refuse in the tab, and asks for nothing',
    async () => {
      const { fetchMock } = serve();
      await openReports('es', '/admin-reports?report=memberships&startDate=2026-02-01&endDate=2026-01-01');
      expect(await screen.findByRole('alert')).toHaveTextContent('La fecha final no puede ser anterior a la inicial');
      expect(tab('Membresías')).toHaveAttribute('aria-selected', 'true');
      for (const report of ['revenue', 'memberships', 'users', 'classes'] as const)
        expect(requestsOf(fetchMock, report)).toEqual([]);
    },
    SLOW_MS,
  );
});
