/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEventDto } from '@boxstudio/contracts';
import { aUser, renderPage } from '../../testing/render';
import { HistoryTimeline } from './history-timeline';
import { useRecordPresenter } from './record-presenter';

const LABELS: Record<string, string> = {
  BranchCreated: 'Creada',
  BranchUpdated: 'Actualizada',
  BranchDeactivated: 'Desactivada',
  name: 'Nombre',
  city: 'Ciudad',
  isActive: 'Activa',
};
const label = (key: string) => LABELS[key] ?? key;

interface Branchy {
  readonly name: string;
  readonly city: string;
  readonly isActive: boolean;
}

/** The timeline as a screen gives it: its presenter writes the city in capitals, to tell it from the default. */
function Timeline() {
  const presenter = useRecordPresenter<Branchy>({
    fields: ['name', 'city', 'isActive'],
    label,
    value: (field, value) => (field === 'city' && typeof value === 'string' ? value.toUpperCase() : undefined),
  });
  return <HistoryTimeline aggregate="branch" id="b-1" eventLabel={label} presenter={presenter} />;
}

function anEvent(
  revision: number,
  type: string,
  data: Record<string, unknown>,
  userId: string | null = 'u-1',
): AuditEventDto {
  const occurredAt = `2026-01-1${revision}T10:00:00.000Z`;
  return {
    id: `e-${revision}`,
    type,
    revision,
    position: revision,
    recordedAt: occurredAt,
    data,
    metadata: { userId, correlationId: 'c', causationId: 'c', commandType: type, occurredAt },
  };
}

const EVENTS = [
  anEvent(1, 'BranchUpdated', { branchId: 'b-1', changes: { city: 'CDMX Centro', phone: null } }),
  anEvent(0, 'BranchCreated', { branchId: 'b-1', name: 'Roma', city: 'CDMX' }),
  anEvent(2, 'BranchDeactivated', { branchId: 'b-1' }, null),
];

let asOfState: Record<string, unknown> | null = null;
const fetchMock = jest.fn(async (request: Request) => {
  const url = new URL(request.url);
  const ok = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  if (url.pathname === '/api/audit/branch/b-1/events') return ok({ aggregate: 'branch', id: 'b-1', events: EVENTS });
  if (url.pathname === '/api/users/u-1') return ok(aUser('ADMIN', { id: 'u-1', name: 'Ana Admin' }));
  if (url.pathname === '/api/audit/branch/b-1') {
    return ok({
      aggregate: 'branch',
      id: 'b-1',
      asOf: url.searchParams.get('asOf'),
      revision: asOfState ? 0 : -1,
      state: asOfState,
    });
  }
  return new Response(JSON.stringify({ success: false, message: 'not found' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
});

function renderTimeline() {
  global.fetch = fetchMock as unknown as typeof fetch;
  return renderPage(<Timeline />, { user: aUser('ADMIN') });
}

/** Types a date and a time into the "as of" picker. */
function pick(date: string, time: string) {
  fireEvent.change(screen.getByLabelText('Estado en'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Hora (24 h)'), { target: { value: time } });
}

describe('HistoryTimeline', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    asOfState = null;
  });

  it('lists the events newest first, with what changed, who and when', async () => {
    renderTimeline();
    const list = await screen.findByRole('list', { name: 'Historial' });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Desactivada',
      'Actualizada',
      'Creada',
    ]);
    expect(within(entries[1] as HTMLElement).getByText('Ciudad: CDMX CENTRO')).toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('phone: (vacío)')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('por Sistema')).toBeInTheDocument();
    expect(await within(entries[2] as HTMLElement).findByText('por Ana Admin')).toBeInTheDocument();
  });

  it('shows the public state as of the picked instant (day/month/year, 24 hours) as the screen shows it', async () => {
    asOfState = { id: 'b-1', name: 'Roma', city: 'Cdmx', isActive: true, phone: null };
    renderTimeline();
    pick('10/01/2026', '18:30');
    const state = await screen.findByRole('region', { name: /^Estado al / });
    expect(within(state).getByText('Ciudad').nextSibling).toHaveTextContent('CDMX');
    expect(within(state).getByText('Nombre').nextSibling).toHaveTextContent('Roma');
    expect(within(state).getByText('Activa').nextSibling).toHaveTextContent('Sí');
    expect(within(state).queryByText('phone')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .find((url) => url.pathname === '/api/audit/branch/b-1');
    // The end of the minute picked, on the studio's clock (UTC−6 in January), whatever the browser's zone:
    // what happened during it is included.
    expect(asked?.searchParams.get('asOf')).toBe('2026-01-11T00:30:59.999Z');
  });

  it('asks nothing while the date is incomplete or not a real day', () => {
    renderTimeline();
    pick('31/02/2026', '10:00');
    pick('10/01/26', '10:00');
    expect(fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/audit/branch/b-1')).toBe(
      false,
    );
  });

  it("leads to the record's stream in the audit console", async () => {
    renderTimeline();
    await screen.findByRole('list', { name: 'Historial' });
    expect(screen.getByRole('link', { name: 'Abrir en auditoría' })).toHaveAttribute('href', '/admin/audit/branch/b-1');
  });

  it('says when the record did not exist yet at that instant', async () => {
    renderTimeline();
    pick('31/12/2025', '23:00');
    expect(await screen.findByText('El registro aún no existía en esa fecha')).toBeInTheDocument();
  });
});
