/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { studioToday } from '../../../lib/studio-time';
import { captureDownloads } from '../../../testing/capture-downloads';
import { aUser, renderRoutes } from '../../../testing/render';
import { presetRange } from '../report-range';
import { csvRequests, EMPTY_REPORT, PROVIDENCIA, reportRequests, serve } from '../testing/fake-api';
import ReportsPage from './reports-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open(language: 'es' | 'en' = 'es', path = '/admin-reports') {
  const rendered = renderRoutes([{ path: '/admin-reports', element: <ReportsPage /> }], {
    path,
    user: aUser('ADMIN'),
    language,
  });
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Reportes' : 'Reports' });
  return rendered;
}

const card = (name: string) => screen.findByRole('region', { name });

/** Typing whole days keystroke by keystroke takes a while on a busy machine. */
const TYPING_TIMEOUT_MS = 20_000;

describe('ReportsPage', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it(
    'asks for the last 30 studio days of every branch, then for the period and branch chosen',
    async () => {
      const { fetchMock } = serve();
      await open();
      const today = studioToday();
      await waitFor(() => expect(reportRequests(fetchMock)).toEqual([presetRange('last30', today)]));
      expect(screen.getByLabelText('Periodo')).toHaveValue('last30');
      expect(screen.getByLabelText('Sucursal')).toHaveValue('');
      expect(screen.getByRole('option', { name: 'Todas las sucursales' })).toBeInTheDocument();

      const user = userEvent.setup();
      await user.selectOptions(screen.getByLabelText('Periodo'), 'Mes anterior');
      const lastMonth = presetRange('lastMonth', today);
      await waitFor(() => expect(reportRequests(fetchMock).at(-1)).toEqual(lastMonth));
      const [year, month, day] = lastMonth.startDate.split('-');
      expect(screen.getByLabelText('Desde')).toHaveValue(`${day}/${month}/${year}`);

      await user.selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
      await waitFor(() => expect(reportRequests(fetchMock).at(-1)).toEqual({ ...lastMonth, branchId: PROVIDENCIA.id }));

      // Days typed: the period becomes "Personalizado", and only a whole day is sent.
      const from = screen.getByLabelText('Desde');
      await user.clear(from);
      await user.type(from, '01022026');
      const to = screen.getByLabelText('Hasta');
      await user.clear(to);
      await user.type(to, '15022026');
      await waitFor(() =>
        expect(reportRequests(fetchMock).at(-1)).toEqual({
          startDate: '2026-02-01',
          endDate: '2026-02-15',
          branchId: PROVIDENCIA.id,
        }),
      );
      expect(screen.getByLabelText('Periodo')).toHaveValue('custom');
      expect(reportRequests(fetchMock).every((query) => /^\d{4}-\d{2}-\d{2}$/.test(query.endDate ?? ''))).toBe(true);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'reads the period and branch from the address, and says a reversed range instead of asking',
    async () => {
      const { fetchMock } = serve();
      await open('es', `/admin-reports?startDate=2026-01-01&endDate=2026-01-31&branchId=${PROVIDENCIA.id}`);
      await waitFor(() =>
        expect(reportRequests(fetchMock)).toEqual([
          { startDate: '2026-01-01', endDate: '2026-01-31', branchId: PROVIDENCIA.id },
        ]),
      );
      const user = userEvent.setup();
      const to = screen.getByLabelText('Hasta');
      await user.clear(to);
      await user.type(to, '01122025');
      expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
        'La fecha final no puede ser anterior a la inicial',
      );
      expect(reportRequests(fetchMock)).toHaveLength(1);
    },
    TYPING_TIMEOUT_MS,
  );

  it('shows the tiles in Spanish: revenue with its growth in words and sign, monthly, payments, refunds', async () => {
    serve();
    await open();
    expect(await screen.findByLabelText('Ingresos: $52,340.50')).toBeInTheDocument();
    expect(screen.getByText(/^\+12\.5\s?% vs\. periodo anterior$/)).toBeInTheDocument();
    expect(screen.getByText(/^-3\.1\s?% vs\. año anterior$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Ingreso mensual: $8,100.00')).toBeInTheDocument();
    expect(screen.getByText('Por cada 30 días del periodo')).toBeInTheDocument();
    expect(screen.getByLabelText('Pagos: 42')).toBeInTheDocument();
    expect(screen.getByLabelText('Reembolsos: $899.50')).toBeInTheDocument();
    expect(screen.getByText('1 pago reembolsado')).toBeInTheDocument();
    expect(screen.getByText('Del 1 mar 2026 al 3 mar 2026 · 3 días')).toBeInTheDocument();
  });

  it('reads in English: "—" for a growth there is none of, an empty state for a period without money', async () => {
    serve({ report: EMPTY_REPORT });
    await open('en');
    expect(await screen.findByLabelText('Revenue: $0.00')).toBeInTheDocument();
    expect(screen.getByText('— vs. previous period')).toBeInTheDocument();
    expect(screen.getByText('— vs. previous year')).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly revenue: $0.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Payments: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Refunds: $0.00')).toBeInTheDocument();
    expect(screen.getByText('0 payments refunded')).toBeInTheDocument();
    expect(screen.getByText('No revenue in this period')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue by month' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('last30');
    expect(screen.getByRole('option', { name: 'Last 12 months' })).toBeInTheDocument();
  });

  it('names each chart and says what it shows in words; by branch only for every branch', async () => {
    serve();
    await open();
    const plans = await card('Ingresos por plan');
    const figure = within(plans).getByRole('figure', { name: 'Ingresos por plan' });
    expect(figure).toHaveTextContent('2 planes; el mayor, Plan Mensual: $50,000.00. Total: $52,340.50.');
    expect(await card('Ingresos por mes')).toHaveTextContent('1 mes; el mayor, mar 2026: $52,340.50.');
    expect(await card('Ingresos por día')).toHaveTextContent('3 días; el mayor, 3 mar 2026: $51,140.50.');
    expect(await card('Ingresos por método de pago')).toHaveTextContent('3 métodos; el mayor, Tarjeta: $30,000.00.');
    expect(await card('Ingresos por fuente')).toHaveTextContent('3 fuentes; el mayor, Membresías: $50,000.00.');
    expect(await card('Ingresos por sucursal')).toHaveTextContent('el mayor, BoxStudio Polanco: $30,000.00');

    await userEvent.setup().selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ingresos por sucursal' })).not.toBeInTheDocument(),
    );
  });

  it('shows a chart as a table: the same rows, money formatted, and back', async () => {
    serve();
    await open();
    const plans = await card('Ingresos por plan');
    const toggle = within(plans).getByRole('button', { name: 'Ver como tabla' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    const table = await within(plans).findByRole('region', { name: 'Ingresos por plan: tabla' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Blueprint draws the frozen column and the headers in quadrants of their own, so a text shows more than once.
    for (const text of ['Plan', 'Ingresos', 'Pagos', 'Plan Mensual', '$50,000.00', '40', '$2,340.50'])
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Sin plan (ventas y pagos manuales)').length).toBeGreaterThan(0);
    expect(within(plans).queryByRole('figure')).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(within(plans).getByRole('figure', { name: 'Ingresos por plan' })).toBeInTheDocument();
  });

  it('copies the whole table as the cells show it, with its headers', async () => {
    serve();
    await open('en');
    const methods = await card('Revenue by payment method');
    // user-event lends the page a clipboard of its own, read back below.
    const user = userEvent.setup();
    await user.click(within(methods).getByRole('button', { name: 'View as table' }));
    await user.click(await within(methods).findByRole('button', { name: 'Copy table' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Table copied', 'success'));
    expect(await navigator.clipboard.readText()).toBe(
      'Payment method\tRevenue\tPayments\nCash\t$20,000.00\t20\nCard\t$30,000.00\t20\nTransfer\t$2,340.50\t2',
    );
  });

  it("downloads a table's CSV from the API with the session, Spanish Excel's in Spanish", async () => {
    const { fetchMock } = serve();
    const saved = captureDownloads();
    await open();
    const months = await card('Ingresos por mes');
    await userEvent.setup().click(within(months).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRequests(fetchMock)).toEqual([
      {
        query: { ...presetRange('last30', studioToday()), format: 'csv', table: 'byMonth', csv: 'excel-es' },
        authorization: 'Bearer test-token',
      },
    ]);
    expect(saved[0]?.name).toBe('revenue-byMonth-2026-03-01-2026-03-03.csv');
    expect(await saved[0]?.text).toContain('month;revenue;payments');
  });

  it('downloads RFC 4180 CSV in English, of the branch chosen', async () => {
    const { fetchMock } = serve();
    const saved = captureDownloads();
    await open('en', `/admin-reports?branchId=${PROVIDENCIA.id}`);
    const plans = await card('Revenue by plan');
    await userEvent.setup().click(within(plans).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRequests(fetchMock)[0]?.query).toEqual({
      ...presetRange('last30', studioToday()),
      branchId: PROVIDENCIA.id,
      format: 'csv',
      table: 'byPlan',
      csv: 'rfc4180',
    });
  });

  it('says the report could not be loaded, in the tiles and in words', async () => {
    serve({ report: null });
    await open();
    expect(await screen.findByText('Error al cargar el reporte')).toBeInTheDocument();
    expect(screen.getAllByText('No disponible')).toHaveLength(4);
    expect(showToast).toHaveBeenCalledWith('Error al cargar el reporte', 'error');
  });
});
