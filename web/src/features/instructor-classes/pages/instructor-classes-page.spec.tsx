/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, OccurrencesResponse, Role } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { addStudioDays, mondayOf, studioToday } from '../../../lib/studio-time';
import {
  aClassRef,
  anOccurrence,
  aReservation,
  DANIELA,
  json,
  ok,
  POLANCO,
  requestsOf,
  studioInstant,
} from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import InstructorClassesPage from './instructor-classes-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const JORGE = { id: 'i-2', name: 'Jorge Núñez', email: 'jorge@boxstudio.mx' };
const STAMP = '2026-01-01T00:00:00.000Z';

function aClass(id: string, name: string, instructor: typeof DANIELA, overrides: Partial<ClassDto> = {}): ClassDto {
  return {
    ...{
      id,
      name,
      description: null,
      duration: 60,
      maxCapacity: 12,
      price: 150,
      instructorId: instructor.id,
      instructor,
    },
    ...{
      branchId: POLANCO.id,
      branch: POLANCO,
      isSampleClass: false,
      sampleClassDescription: null,
      isActive: true,
      schedules: [],
      createdAt: STAMP,
      updatedAt: STAMP,
    },
    ...overrides,
  };
}

const CARDIO = aClass('c-cardio', 'Cardio Box', DANIELA, { duration: 45, maxCapacity: 20 });
const HIIT = aClass('c-hiit', 'HIIT', DANIELA, { isActive: false, duration: 30 });
const KICK = aClass('c-kick', 'Kickboxing', JORGE);

/** Today at the studio, on the week shown first whatever the hour of the run. */
const NOW = studioInstant(studioToday(), '12:00');
const SOFIA_BOOKING = aReservation('r-1', 'Cardio Box', NOW, 'CONFIRMED');
const DIEGO_BOOKING = aReservation('r-2', 'Cardio Box', NOW, 'PENDING', {
  userId: 'u-2',
  user: { id: 'u-2', name: 'Diego Martínez', email: 'diego@example.com' },
});
const DANIELA_WEEK: OccurrencesResponse = {
  from: mondayOf(studioToday()),
  to: addStudioDays(mondayOf(studioToday()), 7),
  occurrences: [
    anOccurrence(aClassRef(CARDIO.id, CARDIO.name, { duration: 45, maxCapacity: 20 }), NOW, 2, {
      reservations: [SOFIA_BOOKING, DIEGO_BOOKING],
    }),
    anOccurrence(
      aClassRef(CARDIO.id, CARDIO.name, { duration: 45, maxCapacity: 20 }),
      studioInstant(studioToday(), '19:00'),
      0,
      { reservations: [] },
    ),
  ],
};
const JORGE_OCCURRENCE = anOccurrence(aClassRef(KICK.id, KICK.name), studioInstant(studioToday(), '20:00'), 0, {
  instructor: JORGE,
  reservations: [],
});

function serve(occurrences: OccurrencesResponse | Response = DANIELA_WEEK, command?: Response) {
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') return command ?? ok(SOFIA_BOOKING, 'Asistencia registrada exitosamente');
    if (url.pathname === '/api/classes') {
      const instructorId = url.searchParams.get('instructorId');
      const classes = [CARDIO, HIIT, KICK].filter((item) => !instructorId || item.instructorId === instructorId);
      return ok({ classes, total: classes.length, totalPages: 1, currentPage: 1, limit: 100 });
    }
    if (url.pathname === '/api/reservations/occurrences') {
      if (occurrences instanceof Response) return occurrences;
      const instructorId = url.searchParams.get('instructorId');
      return ok(instructorId === JORGE.id ? { ...occurrences, occurrences: [JORGE_OCCURRENCE] } : occurrences);
    }
    return json(404, { success: false });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const paramsOf = (fetchMock: jest.Mock, pathname: string) =>
  requestsOf(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));

function open(role: Role = 'INSTRUCTOR', language: 'es' | 'en' = 'es') {
  const user = role === 'INSTRUCTOR' ? aUser(role, { id: DANIELA.id, name: DANIELA.name }) : aUser(role);
  return renderPage(<InstructorClassesPage />, { path: '/instructor-classes', user, language });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('.instructor-class') as HTMLElement;

describe('InstructorClassesPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows the instructor's classes and this week's occurrences with who booked them", async () => {
    const fetchMock = serve();
    open();
    await screen.findByRole('heading', { name: 'Cardio Box' });
    expect(card('Cardio Box')).toHaveTextContent('45 min');
    expect(card('Cardio Box')).toHaveTextContent('20 personas');
    expect(within(card('Cardio Box')).getByText('Activa')).toBeInTheDocument();
    expect(within(card('HIIT')).getByText('Inactiva')).toBeInTheDocument();
    expect(paramsOf(fetchMock, '/api/classes')).toEqual([{ instructorId: DANIELA.id, page: '1', limit: '100' }]);

    const people = await screen.findByRole('list', { name: /^Personas en Cardio Box, / });
    expect(within(people).getByText('Sofía Hernández')).toBeInTheDocument();
    expect(within(people).getByText('sofia@example.com')).toBeInTheDocument();
    expect(within(people).getByText('Confirmada')).toBeInTheDocument();
    expect(within(people).getByText('Diego Martínez')).toBeInTheDocument();
    expect(within(people).getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('2/20 reservados')).toBeInTheDocument();
    expect(screen.getByText('Nadie ha reservado todavía')).toBeInTheDocument();
    expect(paramsOf(fetchMock, '/api/reservations/occurrences')).toEqual([
      { from: mondayOf(studioToday()), days: '7', instructorId: DANIELA.id },
    ]);
    // Monday to Sunday: seven days, those without a class say so.
    expect(screen.getAllByText(/^(Sin clases)$/).length).toBeGreaterThanOrEqual(5);
  });

  it('records whether each person came once the class has started, and shows what was recorded', async () => {
    // A minute ago: started, and on this week's page whatever the hour of the run.
    const started = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
    const came = aReservation('r-3', 'Cardio Box', started, 'CONFIRMED', { attendance: 'ATTENDED' });
    const missing = aReservation('r-4', 'Cardio Box', started, 'PENDING', {
      userId: 'u-2',
      user: { id: 'u-2', name: 'Diego Martínez', email: 'diego@example.com' },
    });
    const week = {
      ...DANIELA_WEEK,
      occurrences: [
        anOccurrence(aClassRef(CARDIO.id, CARDIO.name, { duration: 45, maxCapacity: 20 }), started, 2, {
          reservations: [came, missing],
        }),
      ],
    };
    const fetchMock = serve(week);
    open();
    const user = userEvent.setup();
    const people = await screen.findByRole('list', { name: /^Personas en Cardio Box, / });
    expect(within(people).getByText('Asistió', { selector: '.attendance-tag *' })).toBeInTheDocument();
    // The word already recorded is off; the other corrects it.
    expect(within(people).getByRole('button', { name: 'Registrar que Sofía Hernández asistió' })).toBeDisabled();
    expect(within(people).getByRole('button', { name: 'Registrar que Sofía Hernández no asistió' })).toBeEnabled();
    await user.click(within(people).getByRole('button', { name: 'Registrar que Diego Martínez no asistió' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Asistencia registrada exitosamente', 'success'));
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/reservations\/r-4\/attendance$/);
    expect(await put?.clone().json()).toEqual({ attended: false });
  });

  it("toasts the server's reason when attendance cannot be recorded", async () => {
    const started = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
    const booking = aReservation('r-3', 'Cardio Box', started, 'CONFIRMED');
    const week = {
      ...DANIELA_WEEK,
      occurrences: [anOccurrence(aClassRef(CARDIO.id, CARDIO.name), started, 1, { reservations: [booking] })],
    };
    serve(week, json(403, { success: false, message: 'No tienes permiso' }));
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Registrar que Sofía Hernández asistió' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('No tienes permiso', 'error'));
  });

  it('offers no attendance before a class starts', async () => {
    // The week's last minute: still to come, and on this week's page; the booking is for that occurrence
    // (a booking of today's noon would be past once the studio's clock passes noon).
    const lastMinute = studioInstant(addStudioDays(mondayOf(studioToday()), 6), '23:59');
    serve({
      ...DANIELA_WEEK,
      occurrences: [
        anOccurrence(aClassRef(CARDIO.id, CARDIO.name), lastMinute, 1, {
          reservations: [aReservation('r-1', 'Cardio Box', lastMinute, 'CONFIRMED')],
        }),
      ],
    });
    open();
    await screen.findByRole('list', { name: /^Personas en Cardio Box, / });
    expect(screen.queryByRole('button', { name: /^Registrar que/ })).not.toBeInTheDocument();
  });

  it('steps a week back and forward', async () => {
    const fetchMock = serve();
    open();
    const user = userEvent.setup();
    await screen.findByText('2/20 reservados');
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() =>
      expect(paramsOf(fetchMock, '/api/reservations/occurrences').at(-1)?.from).toBe(
        addStudioDays(mondayOf(studioToday()), -7),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await waitFor(() =>
      expect(paramsOf(fetchMock, '/api/reservations/occurrences').at(-1)?.from).toBe(
        addStudioDays(mondayOf(studioToday()), 7),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    expect(screen.queryByRole('button', { name: 'Esta semana' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar las reservas del instructor' when the week cannot be loaded", async () => {
    serve(json(500, { success: false }));
    open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las reservas del instructor', 'error'));
    expect(screen.getByText('Error al cargar las reservas del instructor')).toBeInTheDocument();
  });

  it("lets an admin see every instructor's classes and narrow them to one", async () => {
    const fetchMock = serve();
    open('ADMIN');
    await screen.findByRole('heading', { name: 'Clases de los instructores' });
    await screen.findByRole('heading', { name: 'Kickboxing' });
    expect(card('Kickboxing')).toHaveTextContent('Jorge Núñez');
    expect(paramsOf(fetchMock, '/api/reservations/occurrences')[0]).toEqual({
      from: mondayOf(studioToday()),
      days: '7',
    });
    await userEvent.setup().selectOptions(screen.getByLabelText('Instructor'), 'Jorge Núñez');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cardio Box' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(paramsOf(fetchMock, '/api/reservations/occurrences').at(-1)).toEqual({
        from: mondayOf(studioToday()),
        days: '7',
        instructorId: JORGE.id,
      }),
    );
    expect(paramsOf(fetchMock, '/api/classes')).toHaveLength(1);
  });

  it('points a client to its own home', async () => {
    const fetchMock = serve();
    const { pathname } = open('CLIENT');
    expect(screen.getByText('Esta pantalla es de los instructores')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir a mi pantalla' }));
    expect(pathname()).toBe('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    serve();
    open('INSTRUCTOR', 'en');
    await screen.findByRole('heading', { name: 'My classes' });
    expect(await screen.findByText('2/20 booked')).toBeInTheDocument();
    expect(screen.getByText('Nobody has booked yet')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /^People in Cardio Box, / })).toHaveTextContent('Confirmed');
    expect(card('HIIT')).toHaveTextContent('Inactive');
  });
});
