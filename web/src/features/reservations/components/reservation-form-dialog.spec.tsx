/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { ClassDto, DayOfWeek, Role, UserDto } from '@boxstudio/contracts';
import { aClassRef, anOccurrence, studioInstant } from '../../../testing/booking-fixtures';
import { aUser, recordDialogProps, renderPage } from '../../../testing/render';
import { addStudioDays, mondayOf, STUDIO_ZONE, studioToday } from '../../../lib/studio-time';
import { CARDIO, DANIELA, HIIT, JORGE, PENDING, serve, SOFIA } from '../testing/fake-api';
import { ReservationFormDialog, type ReservationFormDialogProps } from './reservation-form-dialog';

const CLIENTS: UserDto[] = [aUser('CLIENT', SOFIA)];
const INSTRUCTORS: UserDto[] = [aUser('INSTRUCTOR', DANIELA), aUser('INSTRUCTOR', JORGE)];
const TODAY = studioToday();
const WEEKDAY = (DateTime.now().setZone(STUDIO_ZONE).weekday % 7) as DayOfWeek;
/** Cardio Box at 18:00 on today's weekday: this week's occurrence is today's. */
const TIMETABLED: ClassDto = { ...CARDIO, schedules: [{ dayOfWeek: WEEKDAY, startTime: '18:00', endTime: '18:45' }] };
const CARDIO_REF = aClassRef(CARDIO.id, CARDIO.name, { duration: 45 });
const AT_SIX = anOccurrence(CARDIO_REF, studioInstant(TODAY, '18:00'), 9);
/** A private session staff booked off the timetable, which the occurrences list shows them too. */
const PRIVATE = anOccurrence(CARDIO_REF, studioInstant(TODAY, '07:05'), 1);

function renderDialog(
  props: Partial<ReservationFormDialogProps> = {},
  { language = 'es', role = 'ADMIN' }: { language?: 'es' | 'en'; role?: Role } = {},
) {
  const handlers = recordDialogProps();
  renderPage(
    <ReservationFormDialog
      {...handlers}
      clients={CLIENTS}
      classes={[TIMETABLED, HIIT]}
      instructors={INSTRUCTORS}
      {...props}
    />,
    { user: aUser(role), language },
  );
  return handlers;
}

const startDate = () => screen.getByLabelText(/^Fecha y hora de inicio/);
const startClock = () => document.getElementById('reservation-startTime-time') as HTMLInputElement;
const endDate = () => screen.getByLabelText(/^Fecha y hora de fin/);
const endClock = () => document.getElementById('reservation-endTime-time') as HTMLInputElement;
const classSelect = () => screen.getByLabelText(/^Clase\s+\(/);
const occurrenceSelect = () => screen.getByLabelText(/^Clase de la semana/);
const paramsSentTo = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname.startsWith(path))
    .map((url) => Object.fromEntries(url.searchParams));

describe('ReservationFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it("books an occurrence of the class's week, which sets both times, with its instructor and seats", async () => {
    const { fetchMock } = serve({ occurrences: [PRIVATE, AT_SIX] });
    const { onCreate } = renderDialog();
    expect(occurrenceSelect()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Cliente/), SOFIA.id);
    await user.selectOptions(classSelect(), CARDIO.id);
    expect(screen.getByLabelText(/^Instructor/)).toHaveValue(DANIELA.id);
    // The class's instructor: shown, not chosen apart from the class.
    expect(screen.getByLabelText(/^Instructor/)).toBeDisabled();
    const option = await screen.findByRole('option', { name: /18:00–18:45 · quedan 3 lugares/ });
    // A session off the timetable is named as such.
    expect(
      screen.getByRole('option', { name: /07:05–07:50 · quedan 11 lugares · fuera del horario/ }),
    ).toBeInTheDocument();
    expect(paramsSentTo(fetchMock, '/api/reservations/occurrences')).toEqual([
      { from: mondayOf(TODAY), days: '7', classId: CARDIO.id },
    ]);
    // The times are the occurrence's: nothing to type.
    expect(screen.queryByLabelText(/^Fecha y hora de inicio/)).not.toBeInTheDocument();
    await user.selectOptions(occurrenceSelect(), option);
    expect(await screen.findByText('Quedan 7 de 12 lugares')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith({
      userId: SOFIA.id,
      classId: CARDIO.id,
      instructorId: DANIELA.id,
      startTime: AT_SIX.startTime,
      endTime: AT_SIX.endTime,
    });
  });

  it('steps the week forward and back, no further back than staff may record', async () => {
    const { fetchMock } = serve({ occurrences: [AT_SIX] });
    renderDialog();
    await user.selectOptions(classSelect(), CARDIO.id);
    await screen.findByRole('option', { name: /18:00–18:45/ });
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await waitFor(() =>
      expect(paramsSentTo(fetchMock, '/api/reservations/occurrences').at(-1)?.from).toBe(
        addStudioDays(mondayOf(TODAY), 7),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    const back = mondayOf(addStudioDays(TODAY, -7));
    await waitFor(() => expect(paramsSentTo(fetchMock, '/api/reservations/occurrences').at(-1)?.from).toBe(back));
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
  });

  it('asks for an occurrence until one is chosen', async () => {
    serve({ occurrences: [] });
    renderDialog();
    await user.selectOptions(classSelect(), CARDIO.id);
    expect(await screen.findByRole('option', { name: 'Sin clases esta semana' })).toBeInTheDocument();
    fireEvent.blur(occurrenceSelect());
    await waitFor(() =>
      expect(occurrenceSelect().closest('.bp6-form-group')).toHaveTextContent('Este campo es requerido'),
    );
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('offers a free time outside the timetable to staff only, its end 50 minutes after the start', async () => {
    serve();
    const { onCreate } = renderDialog();
    await user.selectOptions(screen.getByLabelText(/^Cliente/), SOFIA.id);
    await user.selectOptions(classSelect(), HIIT.id);
    expect(screen.getByLabelText(/^Instructor/)).toHaveValue(JORGE.id);
    await user.click(screen.getByRole('radio', { name: 'Hora libre (fuera del horario)' }));
    expect(screen.getByText(/^Fuera del horario de la clase/)).toBeInTheDocument();
    await user.type(startDate(), '10032026');
    await user.type(startClock(), '1800');
    // Moving from the date to the time is not leaving the start.
    expect(endDate()).toHaveValue('');
    await user.tab();
    expect(endDate()).toHaveValue('10/03/2026');
    expect(endClock()).toHaveValue('18:50');
    expect(await screen.findByText('Quedan 7 de 12 lugares')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith({
      userId: SOFIA.id,
      classId: HIIT.id,
      instructorId: JORGE.id,
      startTime: '2026-03-11T00:00:00.000Z',
      endTime: '2026-03-11T00:50:00.000Z',
    });
  });

  it('offers no free time to anyone but staff', () => {
    serve();
    renderDialog({}, { role: 'INSTRUCTOR' });
    expect(screen.queryByRole('radio', { name: /Hora libre/ })).not.toBeInTheDocument();
    expect(occurrenceSelect()).toBeInTheDocument();
  });

  it('warns why the client could not book it themself, in words, and still saves', async () => {
    const { fetchMock } = serve({
      occurrences: [AT_SIX],
      availability: {
        available: true,
        capacity: 12,
        booked: 5,
        remaining: 7,
        eligible: false,
        reasons: ['RESERVATION.NO_ACTIVE_MEMBERSHIP', 'RESERVATION.MONTHLY_LIMIT'],
      },
    });
    const { onCreate } = renderDialog();
    await user.selectOptions(screen.getByLabelText(/^Cliente/), SOFIA.id);
    await user.selectOptions(classSelect(), CARDIO.id);
    await user.selectOptions(occurrenceSelect(), await screen.findByRole('option', { name: /18:00–18:45/ }));
    const warning = (await screen.findByText('El cliente no podría reservar esta clase por su cuenta')).closest(
      '.bp6-callout',
    ) as HTMLElement;
    expect(warning).toHaveClass('bp6-intent-warning');
    expect(within(warning).getByText('El cliente no tiene una membresía activa para ese día')).toBeInTheDocument();
    expect(within(warning).getByText('El cliente ya usó las clases de su plan de este mes')).toBeInTheDocument();
    expect(paramsSentTo(fetchMock, '/api/reservations/availability/').at(-1)).toMatchObject({
      startTime: AT_SIX.startTime,
      userId: SOFIA.id,
    });
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ userId: SOFIA.id, startTime: AT_SIX.startTime }));
  });

  it('says when the occurrence is full, and when its seats cannot be checked', async () => {
    const { server } = serve({
      occurrences: [AT_SIX],
      availability: { available: false, capacity: 12, booked: 12, remaining: 0 },
    });
    renderDialog();
    await user.selectOptions(classSelect(), CARDIO.id);
    await user.selectOptions(occurrenceSelect(), await screen.findByRole('option', { name: /18:00–18:45/ }));
    expect(await screen.findByText('La clase está llena')).toBeInTheDocument();
    server.availability = null;
    await user.selectOptions(screen.getByLabelText(/^Cliente/), SOFIA.id);
    expect(await screen.findByText('Error al verificar disponibilidad')).toBeInTheDocument();
  });

  it('shows the spec messages for typed times', async () => {
    serve();
    renderDialog();
    await user.click(screen.getByRole('radio', { name: /Hora libre/ }));
    await user.type(endDate(), '10032026');
    await user.type(endClock(), '1800');
    expect(screen.getByText('Selecciona primero la fecha de inicio')).toBeInTheDocument();
    await user.type(startDate(), '3102');
    await user.tab();
    await user.tab();
    expect(screen.getByText('Fecha inválida')).toBeInTheDocument();
    await user.clear(startDate());
    await user.type(startDate(), '10032026');
    await user.type(startClock(), '1900');
    await user.clear(endClock());
    await user.type(endClock(), '1800');
    expect(screen.getByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeInTheDocument();
    await user.clear(endDate());
    await user.clear(endClock());
    expect(screen.getAllByText('Este campo es requerido').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('edits only the times, keeps the end on leaving the start, and sends only startTime and endTime', async () => {
    serve();
    const { onUpdate } = renderDialog({ item: PENDING });
    expect(screen.getByRole('dialog', { name: 'Editar Reserva' })).toHaveTextContent(
      'Sofía Hernández · Cardio Box · 10 mar 2026, 18:00',
    );
    expect(screen.queryByLabelText(/^Cliente/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Clase/)).not.toBeInTheDocument();
    expect(startClock()).toHaveValue('18:00');
    await user.clear(startClock());
    await user.type(startClock(), '1730');
    fireEvent.blur(startClock());
    expect(endClock()).toHaveValue('18:50');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(PENDING.id, {
        startTime: '2026-03-10T23:30:00.000Z',
        endTime: '2026-03-11T00:50:00.000Z',
      }),
    );
  });

  it('speaks English', async () => {
    serve();
    renderDialog({}, { language: 'en' });
    expect(screen.getByLabelText(/^Class of the week/)).toHaveTextContent('Choose the class first');
    await user.click(screen.getByRole('radio', { name: 'Free time (outside the timetable)' }));
    await user.type(screen.getByLabelText(/^End date and time/), '10032026');
    await user.type(endClock(), '1800');
    expect(screen.getByText('Choose the start date first')).toBeInTheDocument();
  });
});
