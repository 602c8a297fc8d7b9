/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { studioToday } from '../../../lib/studio-time';
import { queriesSentTo } from '../../../testing/requests-sent';
import { aUser, renderRoutes } from '../../../testing/render';
import { presetRange } from '../report-range';
import { CLASSES_REPORT, NO_CLASSES_REPORT } from '../testing/classes-report';
import { myClassesCsvRequests, myClassesRequests, serve } from '../testing/fake-api';
import InstructorReportsPage from './instructor-reports-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** The names of the files the page handed to the browser's downloads. */
function captureDownloads(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:classes', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

async function open(language: 'es' | 'en' = 'es', role: 'INSTRUCTOR' | 'CLIENT' = 'INSTRUCTOR') {
  const rendered = renderRoutes([{ path: '/instructor-reports', element: <InstructorReportsPage /> }], {
    path: '/instructor-reports',
    user: aUser(role),
    language,
    routes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
  if (role === 'INSTRUCTOR')
    await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Mis reportes' : 'My reports' });
  return rendered;
}

const card = (name: string) => screen.findByRole('region', { name });

/** A rate as the page writes it, whatever space the platform's ICU puts before the sign. */
const rate = (text: string) => new RegExp(`^${text.replace('.', '\\.')}\\s?%$`);

describe('InstructorReportsPage', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it("asks for the instructor's own classes over the last 30 studio days, then over the period chosen", async () => {
    const { fetchMock } = serve();
    await open();
    const today = studioToday();
    await waitFor(() => expect(myClassesRequests(fetchMock)).toEqual([presetRange('last30', today)]));
    expect(screen.getByRole('group', { name: 'Periodo del reporte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Periodo')).toHaveValue('last30');
    // Its own classes are at whatever branch: no branch to choose, and none asked for.
    expect(screen.queryByLabelText('Sucursal')).not.toBeInTheDocument();
    expect(queriesSentTo(fetchMock, '/api/branches')).toEqual([]);

    await userEvent.setup().selectOptions(screen.getByLabelText('Periodo'), 'Mes anterior');
    await waitFor(() => expect(myClassesRequests(fetchMock).at(-1)).toEqual(presetRange('lastMonth', today)));
  });

  it('shows the tiles in Spanish: counts, and the fill and attendance rates in words', async () => {
    serve();
    await open();
    expect(await screen.findByLabelText('Clases programadas: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Lugares: 240')).toBeInTheDocument();
    expect(screen.getByLabelText('Reservas: 180')).toBeInTheDocument();
    expect(screen.getByText(/^Ocupación: 75\s?%$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Asistencias: 120')).toBeInTheDocument();
    expect(screen.getByText(/^Asistencia: 80\s?%$/)).toBeInTheDocument();
    expect(screen.getByLabelText('No asistieron: 30')).toBeInTheDocument();
    expect(screen.getByText('Del 1 mar 2026 al 10 mar 2026 · 10 días')).toBeInTheDocument();
  });

  it('says "—" for a rate there is none of: no class started yet in Spanish, no class at all in English', async () => {
    serve({ classes: { ...CLASSES_REPORT, pastBooked: 0, attended: 0, noShows: 0, attendanceRate: null } });
    const { unmount } = await open();
    expect(await screen.findByText('Asistencia: —')).toBeInTheDocument();
    expect(screen.getByText(/^Ocupación: 75\s?%$/)).toBeInTheDocument();
    unmount();

    serve({ classes: NO_CLASSES_REPORT });
    await open('en');
    expect(await screen.findByLabelText('Scheduled classes: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Places: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Bookings: 0')).toBeInTheDocument();
    expect(screen.getByText('Fill rate: —')).toBeInTheDocument();
    expect(screen.getByText('Attendance: —')).toBeInTheDocument();
    expect(screen.getByLabelText('No-shows: 0')).toBeInTheDocument();
    expect(screen.getByText('You have no classes in this period yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fill and attendance by week' })).not.toBeInTheDocument();
  });

  it('charts the weeks made of the days, Monday to Sunday, and each slot, saying what each shows', async () => {
    serve();
    await open();
    const weeks = await card('Ocupación y asistencia por semana');
    const figure = within(weeks).getByRole('figure', { name: 'Ocupación y asistencia por semana' });
    // Its caption, the chart's text alternative.
    const fullest = /^3 semanas; la mayor ocupación, 2 mar – 8 mar 2026: 77\.5\s?%\./;
    const period = /En el periodo: ocupación 75\s?%, asistencia 80\s?%\.$/;
    expect(within(figure).getByText(fullest)).toHaveTextContent(period);
    expect(within(weeks).getByText('Ocupación')).toBeInTheDocument();
    expect(within(weeks).getByText('Asistencia')).toBeInTheDocument();
    expect(await card('Ocupación y asistencia por día de la semana')).toHaveTextContent(
      /7 días; la mayor ocupación, Miércoles: 80\s?%\./,
    );
    expect(await card('Ocupación y asistencia por hora')).toHaveTextContent(
      /2 horarios; la mayor ocupación, 07:00: 77\.5\s?%\./,
    );
  });

  it('shows a chart as a table: the weeks with their counts and rates, "—" where none, and back', async () => {
    serve();
    await open();
    const weeks = await card('Ocupación y asistencia por semana');
    const toggle = within(weeks).getByRole('button', { name: 'Ver como tabla' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await within(weeks).findByRole('region', { name: 'Ocupación y asistencia por semana: tabla' });
    // Blueprint draws the frozen column and the headers in quadrants of their own, so a text shows more than
    // once; and only the columns in view (jsdom lays out nothing): the first four, the rest are in the copy's test.
    for (const text of [
      'Semana',
      'Clases',
      'Reservas',
      'Ocupación',
      '1 mar 2026',
      '2 mar – 8 mar 2026',
      '9 mar – 10 mar 2026',
    ])
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
    // The week of 2 March: two days of four classes, 124 of 160 places.
    for (const text of ['8', '124']) expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    for (const text of ['77.5', '70']) expect(within(table).getAllByText(rate(text)).length).toBeGreaterThan(0);
    // The week of 23 February holds only Sunday 1 March, without classes: no places, no rate.
    expect(within(table).getAllByText('—').length).toBeGreaterThan(0);
    expect(within(weeks).queryByRole('figure')).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(within(weeks).getByRole('figure', { name: 'Ocupación y asistencia por semana' })).toBeInTheDocument();
  });

  it('lists its classes as a table from the start, and copies it as shown', async () => {
    serve();
    await open('en');
    const classes = await card('Your classes');
    expect(within(classes).queryByRole('button', { name: 'View as table' })).not.toBeInTheDocument();
    await within(classes).findByRole('region', { name: 'Your classes: table' });
    const user = userEvent.setup();
    await user.click(await within(classes).findByRole('button', { name: 'Copy table' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Table copied', 'success'));
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Class\tClasses\tBookings\tFill rate\tAttended\tNo-shows\tAttendance',
        'Box Básico\t8\t130\t81.3%\t90\t20\t81.8%',
        'Cardio Box\t4\t50\t62.5%\t30\t10\t75%',
      ].join('\n'),
    );
  });

  it("downloads the weeks' days as Spanish Excel's CSV, and the classes as RFC 4180 in English", async () => {
    const { fetchMock } = serve();
    const saved = captureDownloads();
    const { unmount } = await open();
    const range = presetRange('last30', studioToday());
    const weeks = await card('Ocupación y asistencia por semana');
    await userEvent.setup().click(within(weeks).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toEqual(['classes-byDay-2026-03-01-2026-03-10.csv']));
    expect(myClassesCsvRequests(fetchMock)).toEqual([{ ...range, format: 'csv', table: 'byDay', csv: 'excel-es' }]);
    unmount();

    await open('en');
    const classes = await card('Your classes');
    await userEvent.setup().click(within(classes).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(myClassesCsvRequests(fetchMock).at(-1)).toEqual({
      ...range,
      format: 'csv',
      table: 'byClass',
      csv: 'rfc4180',
    });
  });

  it('says the report could not be loaded, in the tiles and in words', async () => {
    serve({ classes: null });
    await open();
    expect(await screen.findByText('Error al cargar el reporte')).toBeInTheDocument();
    expect(screen.getAllByText('No disponible')).toHaveLength(5);
    expect(showToast).toHaveBeenCalledWith('Error al cargar el reporte', 'error');
  });

  it('points anyone but an instructor to their own home, asking for nothing', async () => {
    const { fetchMock } = serve();
    const { pathname } = await open('es', 'CLIENT');
    expect(await screen.findByText('Esta pantalla es de los instructores')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir a mi pantalla' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(myClassesRequests(fetchMock)).toEqual([]);
  });
});
