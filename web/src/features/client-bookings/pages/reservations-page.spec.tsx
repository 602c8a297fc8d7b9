/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate, type OccurrencesResponse, type ReservationListResponse, type Role } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import {
  aClassRef,
  anOccurrence,
  aPage,
  aReservation,
  hoursFromNow,
  json,
  ok,
  POLANCO,
  requestsOf,
} from '../../../testing/booking-fixtures';
import { aUser, renderPage } from '../../../testing/render';
import { addStudioDays, studioToday } from '../../../lib/studio-time';
import ReservationsPage from './reservations-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const BOX = aClassRef('c-box', 'Box');
const HIIT = aClassRef('c-hiit', 'HIIT', { maxCapacity: 8 });
const KICK = aClassRef('c-kick', 'Kickboxing', { maxCapacity: 10 });

/** Tomorrow, early and late, so every class lies in the first week whatever the hour of the run. */
const SOON = hoursFromNow(26);
const LATER = hoursFromNow(28);
const UPCOMING = aReservation('r-1', 'Box', SOON, 'CONFIRMED');
const PAST = aReservation('r-0', 'Cardio Box', hoursFromNow(-48), 'CANCELLED');
const OCCURRENCES: OccurrencesResponse = {
  from: studioToday(),
  to: addStudioDays(studioToday(), 7),
  occurrences: [
    anOccurrence(BOX, SOON, 3, { mine: { id: UPCOMING.id, status: 'CONFIRMED' } }),
    anOccurrence(HIIT, SOON, 8),
    anOccurrence(KICK, LATER, 5),
  ],
};

interface Answers {
  readonly upcoming?: ReservationListResponse | Response;
  readonly past?: ReservationListResponse | Response;
  readonly occurrences?: OccurrencesResponse | Response;
  /** The answer to a POST or PUT. */
  readonly command?: Response;
}

const answer = (value: unknown) => (value instanceof Response ? value : ok(value));

function serve({
  upcoming = aPage([UPCOMING]),
  past = aPage([PAST]),
  occurrences = OCCURRENCES,
  command,
}: Answers = {}) {
  const fetchMock = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET') return command ?? ok(UPCOMING, 'Reserva creada exitosamente');
    if (pathname === '/api/branches')
      return ok({
        branches: [POLANCO, { id: 'b-2', name: 'BoxStudio Providencia' }],
        total: 2,
        totalPages: 1,
        currentPage: 1,
        limit: 100,
      });
    if (pathname === '/api/reservations/user/upcoming') return answer(upcoming);
    if (pathname === '/api/reservations/user/past') return answer(past);
    if (pathname === '/api/reservations/occurrences') return answer(occurrences);
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const occurrenceRequests = (fetchMock: jest.Mock) =>
  requestsOf(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/reservations/occurrences')
    .map((url) => Object.fromEntries(url.searchParams));

function open(role: Role = 'CLIENT', language: 'es' | 'en' = 'es') {
  return renderPage(<ReservationsPage />, {
    path: '/reservations',
    user: aUser(role, { branchId: POLANCO.id }),
    language,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
/** A class of the week, by its name. */
const slotOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.booking-slot__class' })).closest('li') as HTMLElement;

describe('ReservationsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the upcoming bookings and the history, and asks for seven days of its branch from today', async () => {
    const fetchMock = serve();
    open();
    const upcoming = await screen.findByRole('region', { name: 'Mis próximas reservas' });
    await within(upcoming).findByText('Box');
    expect(within(upcoming).getByText('Confirmada')).toBeInTheDocument();
    expect(within(upcoming).getByText('con Daniela Ortega')).toBeInTheDocument();
    expect(within(upcoming).getByText(/^\d{2}:\d{2}–\d{2}:\d{2}$/)).toBeInTheDocument();
    const history = section('Historial');
    await within(history).findByText('Cardio Box');
    expect(within(history).getByText('Cancelada')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    await slotOf('Kickboxing');
    expect(occurrenceRequests(fetchMock)).toEqual([{ from: studioToday(), days: '7', branchId: POLANCO.id }]);
  });

  it('offers a free class, keeps a full one and its own one shut, and books with the class and its times', async () => {
    const fetchMock = serve();
    open();
    const kick = await slotOf('Kickboxing');
    expect(within(kick).getByText('Quedan 5 lugares')).toBeInTheDocument();
    const hiit = await slotOf('HIIT');
    expect(within(hiit).getByText('Llena')).toBeInTheDocument();
    expect(within(hiit).getByRole('button', { name: /^Reservar HIIT/ })).toBeDisabled();
    const box = await slotOf('Box');
    expect(within(box).getByRole('button', { name: 'Reservada' })).toBeDisabled();

    await userEvent.setup().click(within(kick).getByRole('button', { name: /^Reservar Kickboxing/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Reserva creada exitosamente', 'success'));
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(post?.url).toMatch(/\/api\/reservations$/);
    expect(await post?.clone().json()).toEqual({
      classId: KICK.id,
      startTime: LATER,
      endTime: OCCURRENCES.occurrences[2]?.endTime,
    });
  });

  it("toasts the server's reason for a refused booking, or 'Error al crear la reserva'", async () => {
    serve({ command: json(409, { success: false, message: 'La clase está llena' }) });
    open();
    const user = userEvent.setup();
    const kick = await slotOf('Kickboxing');
    await user.click(within(kick).getByRole('button', { name: /^Reservar Kickboxing/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('La clase está llena', 'error'));
    serve({ command: json(502, {}) });
    await user.click(within(kick).getByRole('button', { name: /^Reservar Kickboxing/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al crear la reserva', 'error'));
  });

  it.each([
    'RESERVATION.NO_ACTIVE_MEMBERSHIP',
    'RESERVATION.MONTHLY_LIMIT',
    'RESERVATION.SAMPLE_USED',
    'RESERVATION.NOT_IN_TIMETABLE',
  ] as const)("says the API's refusal %s in its own words, and the class stays bookable", async (key) => {
    serve({ command: json(409, { success: false, message: translate(key, 'es') }) });
    open();
    const kick = await slotOf('Kickboxing');
    await userEvent.setup().click(within(kick).getByRole('button', { name: /^Reservar Kickboxing/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(translate(key, 'es'), 'error'));
    await waitFor(() => expect(within(kick).getByRole('button', { name: /^Reservar Kickboxing/ })).toBeEnabled());
  });

  it('offers exactly the occurrences the API lays out, and none when it lays out none', async () => {
    serve();
    const first = open();
    await slotOf('Kickboxing');
    expect(document.querySelectorAll('.booking-slot')).toHaveLength(OCCURRENCES.occurrences.length);
    first.unmount();
    serve({ occurrences: { ...OCCURRENCES, occurrences: [] } });
    open();
    expect(await screen.findAllByText('Sin clases')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /^Reservar / })).not.toBeInTheDocument();
  });

  it('asks before cancelling, sends nothing when the person goes back, and cancels once confirmed', async () => {
    const fetchMock = serve({ command: ok({ ...UPCOMING, status: 'CANCELLED' }, 'Reserva cancelada exitosamente') });
    open();
    const user = userEvent.setup();
    const upcoming = await screen.findByRole('region', { name: 'Mis próximas reservas' });
    await user.click(await within(upcoming).findByRole('button', { name: /^Cancelar la reserva de Box del / }));
    let question = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(question).toHaveTextContent(/¿Estás seguro de que quieres cancelar tu reserva de Box del .+\?/);
    await user.click(within(question).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).filter((request) => request.method !== 'GET')).toEqual([]);

    await user.click(within(upcoming).getByRole('button', { name: /^Cancelar la reserva de Box del / }));
    question = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Reserva cancelada exitosamente', 'success'));
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/reservations\/r-1\/cancel$/);
  });

  it("toasts 'Error al cancelar la reserva' when the cancellation fails without a reason", async () => {
    serve({ command: json(500, {}) });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancelar la reserva de Box del / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cancelar la reserva', 'error'));
  });

  it("says the spec's words when the lists cannot be loaded", async () => {
    serve({ upcoming: json(500, { success: false }), past: json(500, { success: false }) });
    open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las próximas reservas', 'error'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar el historial de reservas', 'error'));
    expect(
      within(section('Mis próximas reservas')).getByText('Error al cargar las próximas reservas'),
    ).toBeInTheDocument();
  });

  it('goes a week forward and back, never before today, and changes branch', async () => {
    const fetchMock = serve();
    open();
    const user = userEvent.setup();
    await slotOf('Kickboxing');
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await waitFor(() =>
      expect(occurrenceRequests(fetchMock).at(-1)).toEqual({
        from: addStudioDays(studioToday(), 7),
        days: '7',
        branchId: POLANCO.id,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Volver a hoy' }));
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
    await user.selectOptions(await screen.findByLabelText('Sucursal'), 'Todas las sucursales');
    await waitFor(() => expect(occurrenceRequests(fetchMock).at(-1)).toEqual({ from: studioToday(), days: '7' }));
  });

  it('says when nothing is booked yet', async () => {
    serve({ upcoming: aPage([]), past: aPage([]) });
    open();
    expect(await screen.findByText('No tienes reservas próximas')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes reservas pasadas')).toBeInTheDocument();
  });

  it('points staff to their own screen instead of personal bookings', async () => {
    const fetchMock = serve();
    const { pathname } = open('INSTRUCTOR');
    expect(screen.getByText('Las reservas personales son de los clientes')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir a mi pantalla' }));
    expect(pathname()).toBe('/instructor-classes');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    serve();
    open('CLIENT', 'en');
    const kick = await slotOf('Kickboxing');
    expect(within(kick).getByText('5 places left')).toBeInTheDocument();
    expect(within(await slotOf('HIIT')).getByText('Full')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My upcoming reservations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(within(await slotOf('Box')).getByRole('button', { name: 'Booked' })).toBeDisabled();
  });
});
