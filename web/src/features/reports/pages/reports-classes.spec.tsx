/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { studioToday } from '../../../lib/studio-time';
import { presetRange } from '../report-range';
import { NO_CLASSES_REPORT } from '../testing/classes-report';
import { csvRequests, myClassesRequests, PROVIDENCIA, requestsOf, serve } from '../testing/fake-api';
import { captureDownloads, card, openReports, percent } from '../testing/reports-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** Several tabs or tables drawn one after another take a while on a busy machine. */
const SLOW_MS = 20_000;

const CLASSES = '/admin-reports?report=classes';

describe('ReportsPage: Clases', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it(
    "asks for the studio's classes of the period and branch, and shows the tiles in the studio's words",
    async () => {
      const { fetchMock } = serve();
      await openReports('es', `${CLASSES}&branchId=${PROVIDENCIA.id}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Ocupación y asistencia de las clases' }));
      expect(await screen.findByLabelText('Clases programadas: 12')).toBeInTheDocument();
      expect(requestsOf(fetchMock, 'classes')).toEqual([
        { ...presetRange('last30', studioToday()), branchId: PROVIDENCIA.id },
      ]);
      expect(myClassesRequests(fetchMock)).toEqual([]);
      expect(screen.getByText('Sesiones de los horarios en el periodo')).toBeInTheDocument();
      expect(screen.getByLabelText('Reservas: 180')).toBeInTheDocument();
      expect(screen.getByText(percent('Ocupación: 75'))).toBeInTheDocument();
      expect(screen.getByText('Reservas ÷ lugares')).toBeInTheDocument();
      expect(screen.getByText(percent('Asistencia: 80'))).toBeInTheDocument();
      expect(screen.getByText('Asistieron ÷ reservas de clases ya empezadas')).toBeInTheDocument();
      expect(screen.getByLabelText('No asistieron: 30')).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'charts fill and attendance by week, weekday and hour; lists classes, instructors and branches',
    async () => {
      serve();
      await openReports('es', CLASSES);
      expect(await card('Ocupación y asistencia por semana')).toHaveTextContent(
        /^.*3 semanas; la mayor ocupación, 2 mar – 8 mar 2026: 77\.5\s?%\./,
      );
      expect(await card('Ocupación y asistencia por día de la semana')).toHaveTextContent(
        /7 días; la mayor ocupación, Miércoles: 80\s?%\./,
      );
      expect(await card('Ocupación y asistencia por hora')).toHaveTextContent(
        /2 horarios; la mayor ocupación, 07:00: 77\.5\s?%\./,
      );
      const byClass = await card('Por clase');
      const classes = await within(byClass).findByRole('region', { name: 'Por clase: tabla' });
      for (const text of ['Clase', 'Box Básico', 'Cardio Box'])
        expect((await within(classes).findAllByText(text)).length).toBeGreaterThan(0);
      const instructors = await within(await card('Por instructor')).findByRole('region', {
        name: 'Por instructor: tabla',
      });
      expect((await within(instructors).findAllByText('Daniela Ortega')).length).toBeGreaterThan(0);
      const branches = await within(await card('Por sucursal')).findByRole('region', { name: 'Por sucursal: tabla' });
      expect((await within(branches).findAllByText('BoxStudio Polanco')).length).toBeGreaterThan(0);

      await userEvent.setup().selectOptions(screen.getByLabelText('Sucursal'), PROVIDENCIA.name);
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Por sucursal' })).not.toBeInTheDocument());
      expect(screen.getByRole('region', { name: 'Por instructor' })).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'shows the days of the week as a table, and back',
    async () => {
      serve();
      await openReports('es', CLASSES);
      const days = await card('Ocupación y asistencia por día de la semana');
      const toggle = within(days).getByRole('button', { name: 'Ver como tabla' });
      await userEvent.setup().click(toggle);
      const table = await within(days).findByRole('region', {
        name: 'Ocupación y asistencia por día de la semana: tabla',
      });
      for (const text of ['Día', 'Lunes', 'Martes', 'Miércoles'])
        expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
      await userEvent.setup().click(toggle);
      expect(
        within(days).getByRole('figure', { name: 'Ocupación y asistencia por día de la semana' }),
      ).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    "downloads the studio's tables: by hour in Spanish Excel's, by instructor in RFC 4180 in English",
    async () => {
      const { fetchMock } = serve();
      const saved = captureDownloads();
      const { unmount } = await openReports('es', CLASSES);
      const hours = await card('Ocupación y asistencia por hora');
      await userEvent.setup().click(within(hours).getByRole('button', { name: 'Descargar CSV' }));
      await waitFor(() => expect(saved).toEqual(['classes-byHour-2026-03-01-2026-03-10.csv']));
      expect(csvRequests(fetchMock)).toEqual([
        {
          query: { ...presetRange('last30', studioToday()), format: 'csv', table: 'byHour', csv: 'excel-es' },
          authorization: 'Bearer test-token',
        },
      ]);
      expect(requestsOf(fetchMock, 'classes')).toHaveLength(1);
      unmount();

      await openReports('en', CLASSES);
      const instructors = await card('By instructor');
      await userEvent.setup().click(within(instructors).getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(csvRequests(fetchMock)[1]?.query).toEqual({
        ...presetRange('last30', studioToday()),
        format: 'csv',
        table: 'byInstructor',
        csv: 'rfc4180',
      });
    },
    SLOW_MS,
  );

  it(
    'reads in English: "—" rates and an empty state for a period without classes',
    async () => {
      serve({ classes: NO_CLASSES_REPORT });
      await openReports('en', CLASSES);
      expect(await screen.findByLabelText('Scheduled classes: 0')).toBeInTheDocument();
      expect(screen.getByText('Sessions on the timetables in the period')).toBeInTheDocument();
      expect(screen.getByText('Fill rate: —')).toBeInTheDocument();
      expect(screen.getByText('Attendance: —')).toBeInTheDocument();
      expect(screen.getByText('No classes in this period')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Fill and attendance by week' })).not.toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'says the report could not be loaded, in the tiles and in words',
    async () => {
      serve({ classes: null });
      await openReports('es', CLASSES);
      expect(await screen.findByText('Error al cargar el reporte')).toBeInTheDocument();
      expect(screen.getAllByText('No disponible')).toHaveLength(5);
      expect(showToast).toHaveBeenCalledWith('Error al cargar el reporte', 'error');
    },
    SLOW_MS,
  );
});
