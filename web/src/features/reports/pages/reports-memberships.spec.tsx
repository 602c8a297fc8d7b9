/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { studioToday } from '../../../lib/studio-time';
import { presetRange } from '../report-range';
import { csvRequests, PROVIDENCIA, serve } from '../testing/fake-api';
import { NO_MEMBERSHIPS_REPORT } from '../testing/memberships-report';
import { captureDownloads, card, openReports } from '../testing/reports-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const MEMBERSHIPS = '/admin-reports?report=memberships';

describe('ReportsPage: Membresías', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it('shows the tiles in Spanish: active with growth, the net movement written out, churn, what expires', async () => {
    serve();
    await openReports('es', MEMBERSHIPS);
    expect(await screen.findByLabelText('Membresías activas: 125')).toBeInTheDocument();
    expect(screen.getByText('Las que cubren el último día del periodo (congeladas incluidas)')).toBeInTheDocument();
    expect(screen.getByText(/^\+4\.2\s?% vs\. periodo anterior$/)).toBeInTheDocument();
    expect(screen.getByText('— vs. año anterior')).toBeInTheDocument();
    expect(screen.getByLabelText('Movimiento neto: +5')).toBeInTheDocument();
    expect(screen.getByText('120 al inicio + 30 altas − 25 bajas = 125 al final')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tasa de abandono: 20\.8\s?%$/)).toBeInTheDocument();
    expect(screen.getByText('Bajas del periodo ÷ activas al inicio')).toBeInTheDocument();
    expect(screen.getByLabelText('Vencen en 7 días: 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Vencen en 14 días: 11')).toBeInTheDocument();
    expect(screen.getAllByText('Desde hoy, sea cual sea el periodo')).toHaveLength(2);
    expect(screen.getByText('Del 1 mar 2026 al 10 mar 2026 · 10 días')).toBeInTheDocument();
  });

  it('names each chart and says what it shows in words; by branch only for every branch', async () => {
    serve();
    await openReports('es', MEMBERSHIPS);
    const days = await card('Membresías activas por día');
    expect(within(days).getByRole('figure', { name: 'Membresías activas por día' })).toHaveTextContent(
      '10 días; el día con más activas, 4 mar 2026: 127; el último día, 125.',
    );
    // The weeks, Monday to Sunday, made of the days: what came in and what went out, in words beside the colours.
    const weeks = await card('Movimiento de membresías por semana');
    expect(weeks).toHaveTextContent('3 semanas. Vendidas: 22, renovadas: 8; vencidas: 20, canceladas: 5.');
    for (const word of ['Vendidas', 'Renovadas', 'Vencidas', 'Canceladas'])
      expect(within(weeks).getByText(word)).toBeInTheDocument();
    expect(await card('Membresías por plan')).toHaveTextContent(
      '2 planes; con más activas, Plan Mensual: 90. Activas en total: 125; vendidas en el periodo: 22.',
    );
    expect(await card('Membresías por sucursal')).toHaveTextContent('con más activas, BoxStudio Polanco: 70');

    await userEvent.setup().selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Membresías por sucursal' })).not.toBeInTheDocument(),
    );
  });

  it('shows the weeks as a table: each week by its days, what happened in it, and back', async () => {
    serve();
    await openReports('es', MEMBERSHIPS);
    const weeks = await card('Movimiento de membresías por semana');
    const toggle = within(weeks).getByRole('button', { name: 'Ver como tabla' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await within(weeks).findByRole('region', { name: 'Movimiento de membresías por semana: tabla' });
    // The week of 2 March: 14 sold, 6 renewed, 15 expired, 3 cancelled (jsdom lays out only the first columns).
    for (const text of [
      'Semana',
      'Vendidas',
      'Renovadas',
      '1 mar 2026',
      '2 mar – 8 mar 2026',
      '9 mar – 10 mar 2026',
      '14',
      '6',
    ])
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
    expect(within(weeks).queryByRole('figure')).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(within(weeks).getByRole('figure', { name: 'Movimiento de membresías por semana' })).toBeInTheDocument();
  });

  it("downloads a table's CSV: the weeks' days in Spanish Excel's, by plan in RFC 4180 in English", async () => {
    const { fetchMock } = serve();
    const saved = captureDownloads();
    const { unmount } = await openReports('es', MEMBERSHIPS);
    const weeks = await card('Movimiento de membresías por semana');
    await userEvent.setup().click(within(weeks).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toEqual(['memberships-byDay-2026-03-01-2026-03-10.csv']));
    expect(csvRequests(fetchMock)).toEqual([
      {
        query: { ...presetRange('last30', studioToday()), format: 'csv', table: 'byDay', csv: 'excel-es' },
        authorization: 'Bearer test-token',
      },
    ]);
    unmount();

    await openReports('en', `${MEMBERSHIPS}&branchId=${PROVIDENCIA.id}`);
    const plans = await card('Memberships by plan');
    await userEvent.setup().click(within(plans).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(csvRequests(fetchMock)[1]?.query).toEqual({
      ...presetRange('last30', studioToday()),
      branchId: PROVIDENCIA.id,
      format: 'csv',
      table: 'byPlan',
      csv: 'rfc4180',
    });
  });

  it('reads in English: "—" for a churn of nothing, an empty state for a period without memberships', async () => {
    serve({ memberships: NO_MEMBERSHIPS_REPORT });
    await openReports('en', MEMBERSHIPS);
    expect(await screen.findByLabelText('Active memberships: 0')).toBeInTheDocument();
    expect(screen.getByText('— vs. previous period')).toBeInTheDocument();
    expect(screen.getByLabelText('Net movement: 0')).toBeInTheDocument();
    expect(screen.getByText('0 at the start + 0 added − 0 lost = 0 at the end')).toBeInTheDocument();
    expect(screen.getByLabelText('Churn rate: —')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiring in 7 days: 0')).toBeInTheDocument();
    expect(screen.getByText('No memberships in this period')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active memberships by day' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Memberships' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says the report could not be loaded, in the tiles and in words', async () => {
    serve({ memberships: null });
    await openReports('es', MEMBERSHIPS);
    expect(await screen.findByText('Error al cargar el reporte')).toBeInTheDocument();
    expect(screen.getAllByText('No disponible')).toHaveLength(5);
    expect(showToast).toHaveBeenCalledWith('Error al cargar el reporte', 'error');
  });
});
