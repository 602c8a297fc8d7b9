/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { studioToday } from '../../../lib/studio-time';
import { presetRange } from '../report-range';
import { csvRequests, PROVIDENCIA, serve } from '../testing/fake-api';
import { captureDownloads, card, openReports } from '../testing/reports-page';
import { NO_USERS_REPORT, USERS_REPORT } from '../testing/users-report';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const USERS = '/admin-reports?report=users';

describe('ReportsPage: Clientes', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it('shows the tiles in Spanish: new clients with growth, the clients now, with a membership, at risk', async () => {
    serve();
    await openReports('es', USERS);
    expect(await screen.findByLabelText('Clientes nuevos: 7')).toBeInTheDocument();
    expect(screen.getByText('Se registraron en el periodo')).toBeInTheDocument();
    expect(screen.getByText(/^\+40\s?% vs\. periodo anterior$/)).toBeInTheDocument();
    expect(screen.getByText(/^-12\.5\s?% vs\. año anterior$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Clientes: 210')).toBeInTheDocument();
    expect(screen.getByText('198 activos, hoy')).toBeInTheDocument();
    expect(screen.getByLabelText('Con membresía activa: 125')).toBeInTheDocument();
    expect(screen.getByText('Clientes activos con una membresía que cubre hoy')).toBeInTheDocument();
    expect(screen.getByLabelText('Clientes en riesgo: 2')).toBeInTheDocument();
    expect(screen.getByText('Con membresía activa y sin venir a clase en 14 días')).toBeInTheDocument();
    expect(screen.getByText('Del 1 mar 2026 al 3 mar 2026 · 3 días')).toBeInTheDocument();
  });

  it('names each chart and says what it shows in words; by branch only for every branch', async () => {
    serve();
    await openReports('es', USERS);
    const months = await card('Clientes nuevos por mes');
    expect(within(months).getByRole('figure', { name: 'Clientes nuevos por mes' })).toHaveTextContent(
      '1 mes; el mayor, mar 2026: 7. Total: 7.',
    );
    expect(await card('Clientes nuevos por día')).toHaveTextContent('3 días; el mayor, 3 mar 2026: 5. Total: 7.');
    expect(await card('Clientes nuevos por sucursal')).toHaveTextContent(
      '2 sucursales; el mayor, BoxStudio Polanco: 4. Total: 7.',
    );

    await userEvent.setup().selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Clientes nuevos por sucursal' })).not.toBeInTheDocument(),
    );
  });

  it('shows a chart as a table: the days with their new clients, and back', async () => {
    serve();
    await openReports('es', USERS);
    const days = await card('Clientes nuevos por día');
    const toggle = within(days).getByRole('button', { name: 'Ver como tabla' });
    await userEvent.setup().click(toggle);
    const table = await within(days).findByRole('region', { name: 'Clientes nuevos por día: tabla' });
    for (const text of ['Día', 'Clientes nuevos', '1 mar 2026', '2 mar 2026', '3 mar 2026', '2', '0', '5'])
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
    await userEvent.setup().click(toggle);
    expect(within(days).getByRole('figure', { name: 'Clientes nuevos por día' })).toBeInTheDocument();
  });

  it('lists the clients at risk as a table from the start, longest absent first, and copies it as shown', async () => {
    serve();
    await openReports('en', USERS);
    const atRisk = await card('Clients at risk');
    expect(within(atRisk).queryByRole('button', { name: 'View as table' })).not.toBeInTheDocument();
    const table = await within(atRisk).findByRole('region', { name: 'Clients at risk: table' });
    for (const text of ['Client', 'Last class', 'Mariana López', 'None yet', 'Jorge Ramírez', 'Feb 12, 2026'])
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(within(atRisk).getByRole('button', { name: 'Copy table' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Table copied', 'success'));
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Client\tEmail\tLast class\tMembership until',
        'Mariana López\tmariana.lopez@example.com\tNone yet\tMar 28, 2026',
        'Jorge Ramírez\tjorge.ramirez@example.com\tFeb 12, 2026\tApr 2, 2026',
      ].join('\n'),
    );
  });

  it('says how many it lists when more are at risk, and when none is', async () => {
    serve({ users: { ...USERS_REPORT, atRisk: 60 } });
    const { unmount } = await openReports('es', USERS);
    expect(await card('Clientes en riesgo')).toHaveTextContent('Se muestran los 2 con más tiempo sin venir, de 60.');
    unmount();

    serve({ users: { ...USERS_REPORT, atRisk: 0, atRiskClients: [] } });
    await openReports('es', USERS);
    const none = await card('Clientes en riesgo');
    expect(none).toHaveTextContent('Ningún cliente en riesgo hoy');
    expect(within(none).queryByRole('region')).not.toBeInTheDocument();
  });

  it("downloads the clients at risk as CSV, Spanish Excel's in Spanish", async () => {
    const { fetchMock } = serve();
    const saved = captureDownloads();
    await openReports('es', USERS);
    const atRisk = await card('Clientes en riesgo');
    await userEvent.setup().click(within(atRisk).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toEqual(['users-atRiskClients-2026-03-01-2026-03-03.csv']));
    expect(csvRequests(fetchMock)).toEqual([
      {
        query: { ...presetRange('last30', studioToday()), format: 'csv', table: 'atRiskClients', csv: 'excel-es' },
        authorization: 'Bearer test-token',
      },
    ]);
  });

  it('reads in English: "—" for a growth there is none of, an empty state for a studio without clients', async () => {
    serve({ users: NO_USERS_REPORT });
    await openReports('en', USERS);
    expect(await screen.findByLabelText('New clients: 0')).toBeInTheDocument();
    expect(screen.getByText('— vs. previous period')).toBeInTheDocument();
    expect(screen.getByLabelText('Clients: 0')).toBeInTheDocument();
    expect(screen.getByText('0 active, today')).toBeInTheDocument();
    expect(screen.getByLabelText('Clients at risk: 0')).toBeInTheDocument();
    expect(screen.getByText('No clients yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New clients by month' })).not.toBeInTheDocument();
  });

  it('says the report could not be loaded, in the tiles and in words', async () => {
    serve({ users: null });
    await openReports('es', USERS);
    expect(await screen.findByText('Error al cargar el reporte')).toBeInTheDocument();
    expect(screen.getAllByText('No disponible')).toHaveLength(4);
    expect(showToast).toHaveBeenCalledWith('Error al cargar el reporte', 'error');
  });
});
