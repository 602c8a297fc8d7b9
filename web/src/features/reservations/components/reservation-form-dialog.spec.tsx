/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@boxstudio/contracts';
import { aUser, recordDialogProps, renderPage } from '../../../testing/render';
import { CARDIO, DANIELA, HIIT, JORGE, PENDING, serve, SOFIA } from '../testing/fake-api';
import { ReservationFormDialog, type ReservationFormDialogProps } from './reservation-form-dialog';

const CLIENTS: UserDto[] = [aUser('CLIENT', SOFIA)];
const INSTRUCTORS: UserDto[] = [aUser('INSTRUCTOR', DANIELA), aUser('INSTRUCTOR', JORGE)];

function renderDialog(props: Partial<ReservationFormDialogProps> = {}, language: 'es' | 'en' = 'es') {
  const handlers = recordDialogProps();
  renderPage(
    <ReservationFormDialog
      {...handlers}
      clients={CLIENTS}
      classes={[CARDIO, HIIT]}
      instructors={INSTRUCTORS}
      {...props}
    />,
    { user: aUser('ADMIN'), language },
  );
  return handlers;
}

const startDate = () => screen.getByLabelText(/^Fecha y hora de inicio/);
const startClock = () => document.getElementById('reservation-startTime-time') as HTMLInputElement;
const endDate = () => screen.getByLabelText(/^Fecha y hora de fin/);
const endClock = () => document.getElementById('reservation-endTime-time') as HTMLInputElement;

describe('ReservationFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
    serve();
  });

  it("creates: the class brings its instructor, leaving the start sets the end 50 minutes later, and the occurrence's seats show", async () => {
    const { onCreate } = renderDialog();
    await user.selectOptions(screen.getByLabelText(/^Cliente/), SOFIA.id);
    await user.selectOptions(screen.getByLabelText(/^Clase/), HIIT.id);
    expect(screen.getByLabelText(/^Instructor/)).toHaveValue(JORGE.id);
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

  it('shows the spec messages for the times', async () => {
    renderDialog();
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

  it('says when the occurrence is full, and when its seats cannot be checked', async () => {
    const { server } = serve({ availability: { available: false, capacity: 12, booked: 12, remaining: 0 } });
    renderDialog();
    await user.selectOptions(screen.getByLabelText(/^Clase/), CARDIO.id);
    await user.type(startDate(), '10032026');
    await user.type(startClock(), '1800');
    expect(await screen.findByText('La clase está llena')).toBeInTheDocument();
    server.availability = null;
    await user.clear(startClock());
    await user.type(startClock(), '1900');
    expect(await screen.findByText('Error al verificar disponibilidad')).toBeInTheDocument();
  });

  it('edits only the times, leaves the end alone on leaving the start, and sends only startTime and endTime', async () => {
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
    renderDialog({}, 'en');
    await user.type(screen.getByLabelText(/^End date and time/), '10032026');
    await user.type(endClock(), '1800');
    expect(screen.getByText('Choose the start date first')).toBeInTheDocument();
  });
});
