/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import type { AuditEventDto } from '@boxstudio/contracts';
import { aUser, renderRoutes } from '../../../testing/render';
import { CANCELLED, DANIELA, JORGE, SOFIA } from '../testing/fake-api';
import ReservationDetailPage from './reservation-detail-page';

function anEvent(revision: number, type: string, data: Record<string, unknown>): AuditEventDto {
  const occurredAt = `2026-03-0${revision + 1}T18:00:00.000Z`;
  return {
    id: `e-${revision}`,
    type,
    revision,
    position: revision,
    recordedAt: occurredAt,
    data,
    metadata: { userId: 'a-1', correlationId: 'c', causationId: 'c', commandType: type, occurredAt },
  };
}

const EVENTS = [
  anEvent(0, 'ReservationCreated', {
    reservationId: 'r-3',
    userId: SOFIA.id,
    classId: 'c-2',
    instructorId: JORGE.id,
    startTime: CANCELLED.startTime,
    endTime: CANCELLED.endTime,
  }),
  anEvent(1, 'ReservationRescheduled', {
    reservationId: 'r-3',
    startTime: '2026-03-11T01:00:00.000Z',
    endTime: '2026-03-11T01:50:00.000Z',
  }),
  anEvent(2, 'ReservationCancelled', { reservationId: 'r-3', reason: 'class-deactivated' }),
];

beforeEach(() => {
  global.fetch = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const ok = (data: unknown) =>
      new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (path === '/api/reservations/r-3') return ok(CANCELLED);
    if (path === '/api/audit/reservation/r-3/events')
      return ok({ aggregate: 'reservation', id: 'r-3', events: EVENTS });
    if (path === '/api/users/a-1') return ok(aUser('ADMIN', { id: 'a-1', name: 'Ana Admin' }));
    return new Response(JSON.stringify({ success: false }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

describe('ReservationDetailPage', () => {
  it('titles the reservation by client, class, time and status; its history in names and studio times', async () => {
    renderRoutes([{ path: '/admin/reservations/:id', element: <ReservationDetailPage /> }], {
      path: '/admin/reservations/r-3',
      user: aUser('ADMIN'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sofía Hernández · HIIT · 10 mar 2026, 18:00' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Cancelada').length).toBeGreaterThan(0);
    const history = await screen.findByRole('list', { name: 'Historial' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(entries[0]).toHaveTextContent('Reserva cancelada');
    expect(entries[0]).toHaveTextContent('Motivo: La clase se desactivó');
    expect(entries[1]).toHaveTextContent('Horario cambiado');
    expect(entries[1]).toHaveTextContent('Inicio: 10 mar 2026, 19:00');
    expect(entries[2]).toHaveTextContent('Reserva creada');
    expect(entries[2]).toHaveTextContent(`Cliente: ${SOFIA.name} (${SOFIA.email})`);
    expect(entries[2]).toHaveTextContent('Clase: HIIT (30 min)');
    expect(entries[2]).toHaveTextContent(`Instructor: ${JORGE.name}`);
    expect(await within(entries[2] as HTMLElement).findByText(/Ana Admin/)).toBeInTheDocument();
    expect(entries[2]).not.toHaveTextContent(DANIELA.name);
  });
});
