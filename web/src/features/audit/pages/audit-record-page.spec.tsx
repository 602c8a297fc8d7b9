/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { captureDownloads } from '../../../testing/capture-downloads';
import { renderRoutes } from '../../../testing/render';
import { queriesSentTo } from '../../../testing/requests-sent';
import { Address } from '../testing/address';
import { ADMIN, EVENTS_FILE, serve, STATES_FILE } from '../testing/fake-api';
import AuditRecordPage from './audit-record-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const RECORD = '/admin/audit/membership/m-1';

async function open(path = RECORD, language: 'es' | 'en' = 'es') {
  const fetchMock = serve();
  renderRoutes(
    [
      {
        path: '/admin/audit/:aggregate/:id',
        element: (
          <>
            <AuditRecordPage />
            <Address />
          </>
        ),
      },
      { path: '*', element: <Address /> },
    ],
    { path, user: ADMIN, language },
  );
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'es' ? 'Membresía: Mensual · Sofía Hernández' : 'Membership: Mensual · Sofía Hernández',
  });
  return fetchMock;
}

const stepShown = () =>
  screen.getAllByRole('status').find((element) => element.classList.contains('audit-stepper__status'));
const address = () => screen.getByTestId('address').textContent;
const changes = () => screen.getByRole('table', { name: 'Campos que cambió el evento' });
/** A row of the changes table by its field's words: its before and after. */
const change = (field: string) => {
  const row = within(changes())
    .getByRole('rowheader', { name: new RegExp(`^${field}`) })
    .closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};
const stateValue = (label: string) => {
  const region = screen.getByRole('heading', { name: 'Estado después del evento' }).closest('.bp6-card') as HTMLElement;
  return within(region).getByText(label, { selector: 'dt' }).nextSibling?.textContent;
};

describe('AuditRecordPage', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.restoreAllMocks());

  it('shows the latest event by default: who, when, the command, its ids, the changes, the state after', async () => {
    await open();
    expect(stepShown()).toHaveTextContent('Evento 3 de 3: Membresía cancelada, 25 mar 2026, 12:00');
    expect(document.title).toBe('Mensual · Sofía Hernández · Auditoría · BoxStudio');
    const list = screen.getByRole('list', { name: 'Eventos del registro, del primero al último' });
    const steps = within(list).getAllByRole('button');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Membresía vendida',
      'Membresía renovada',
      'Membresía cancelada',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(steps[0]).toHaveTextContent('1 mar 2026, 12:00 · Ana Admin'));
    expect(steps[2]).toHaveTextContent('Sistema');

    const details = screen.getByRole('heading', { name: 'El evento' }).closest('.bp6-card') as HTMLElement;
    expect(within(details).getByText('Comando').nextSibling).toHaveTextContent('CancelMembership');
    expect(within(details).getByText('Correlación').nextSibling).toHaveTextContent('corr-cancel');
    expect(within(details).getByText('Causa').nextSibling).toHaveTextContent('cmd-2');
    expect(within(details).getByText('Quién').nextSibling).toHaveTextContent('Sistema');

    expect(change('Estado')).toEqual(['ACTIVE', 'CANCELLED']);
    expect(change('Cancelada el')).toEqual(['(vacío)', '25 mar 2026, 12:00']);
    expect(change('Congelada hasta')).toEqual(['28 mar 2026, 00:00', '(se quitó)']);
    expect(stateValue('Estado')).toBe('CANCELLED');
    expect(stateValue('Plan › Nombre')).toBe('Mensual');
    expect(stateValue('Persona › Email')).toBe('sofia@example.com');
    expect(screen.getByRole('button', { name: 'Evento siguiente' })).toBeDisabled();
  });

  it('opens at the step the address names, and steps with the buttons and the keys, not while typing', async () => {
    await open(`${RECORD}?step=0`);
    expect(stepShown()).toHaveTextContent('Evento 1 de 3: Membresía vendida, 1 mar 2026, 12:00');
    // A creation is said in one line: every field appears, and the state below shows them.
    expect(screen.getByText(/^Este evento creó el registro con \d+ campos/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /cambi/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evento anterior' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Evento siguiente' }));
    expect(stepShown()).toHaveTextContent('Evento 2 de 3: Membresía renovada, 20 mar 2026, 12:00');
    expect(address()).toBe(`${RECORD}?step=1`);
    // The renewal's diff: the end moved a month.
    expect(change('Fin')).toEqual(['31 mar 2026, 12:00', '30 abr 2026, 12:00']);
    expect(within(changes()).getAllByRole('row')).toHaveLength(2);
    expect(stateValue('Fin')).toBe('30 abr 2026, 12:00');

    await user.keyboard('{ArrowLeft}');
    expect(stepShown()).toHaveTextContent('Evento 1 de 3');
    await user.keyboard('j');
    expect(stepShown()).toHaveTextContent('Evento 2 de 3');
    await user.keyboard('{ArrowRight}');
    expect(stepShown()).toHaveTextContent('Evento 3 de 3');
    expect(address()).toBe(`${RECORD}?step=2`);
    await user.keyboard('{ArrowRight}');
    expect(stepShown()).toHaveTextContent('Evento 3 de 3');
    await user.keyboard('k');
    expect(stepShown()).toHaveTextContent('Evento 2 de 3');

    // Typed in a field, the keys are the field's.
    await user.click(screen.getByLabelText('Ir a un momento'));
    await user.keyboard('{ArrowLeft}k');
    expect(stepShown()).toHaveTextContent('Evento 2 de 3');

    await user.click(screen.getAllByRole('button', { name: /^Membresía vendida/ })[0]!);
    expect(stepShown()).toHaveTextContent('Evento 1 de 3');
  });

  it('jumps to the last event at or before a studio-time instant, or says the record did not exist yet', async () => {
    const fetchMock = await open();
    const user = userEvent.setup();
    const jump = screen.getByRole('button', { name: 'Ir' });
    expect(jump).toBeDisabled();
    await user.type(screen.getByLabelText('Ir a un momento'), '20032026');
    await user.type(screen.getByLabelText('Hora (24 h)'), '1230');
    await user.click(jump);
    await waitFor(() => expect(stepShown()).toHaveTextContent('Evento 2 de 3: Membresía renovada'));
    // The end of the minute typed, in Mexico City (UTC−6 in March).
    expect(queriesSentTo(fetchMock, '/api/audit/membership/m-1')).toEqual([{ asOf: '2026-03-20T18:30:59.999Z' }]);

    await user.clear(screen.getByLabelText('Ir a un momento'));
    await user.type(screen.getByLabelText('Ir a un momento'), '28022026');
    await user.click(jump);
    expect(await screen.findByText('El registro aún no existía en esa fecha')).toBeInTheDocument();
    expect(stepShown()).toHaveTextContent('Evento 2 de 3');
  });

  it('follows the correlation to the events of other records the same operation caused', async () => {
    const fetchMock = await open(`${RECORD}?step=0`);
    const others = await screen.findByRole('list', { name: 'Eventos de otros registros con la misma correlación' });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Pago: Pago registrado']);
    expect(links[0]).toHaveAttribute('href', '/admin/audit/payment/pay-1?step=0');
    expect(queriesSentTo(fetchMock, '/api/audit/activity')).toContainEqual({
      correlationId: 'corr-sale',
      limit: '100',
    });
    expect(screen.getByRole('link', { name: 'Ver toda la operación en la actividad' })).toHaveAttribute(
      'href',
      '/admin/audit?correlationId=corr-sale',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Evento siguiente' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Pago: Pago registrado' })).toHaveAttribute(
        'href',
        '/admin/audit/payment/pay-2?step=0',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Evento siguiente' }));
    expect(await screen.findByText('Esta operación no cambió otros registros')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Evento anterior' }));
    await user.click(await screen.findByRole('link', { name: 'Pago: Pago registrado' }));
    expect(address()).toBe('/admin/audit/payment/pay-2?step=0');
  });

  it('exports the events as JSON and the states as CSV, fetched with the session', async () => {
    const saved = captureDownloads();
    const fetchMock = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar eventos (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Exportar estados (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.name)).toEqual(['membership-m-1-events.json', 'membership-m-1-states.csv']);
    expect(await saved[0]!.text).toBe(EVENTS_FILE);
    expect(await saved[1]!.text).toBe(STATES_FILE);
    const asked = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => new URL(request.url).searchParams.has('format'));
    expect(asked.map((request) => `${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([
      '/api/audit/membership/m-1/events?format=json',
      '/api/audit/membership/m-1/replay?format=csv',
    ]);
    expect(asked.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer test-token',
      'Bearer test-token',
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("leads to the record's own page", async () => {
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver ficha' }));
    expect(address()).toBe('/admin/memberships/m-1');
  });

  it('reads in English too', async () => {
    await open(RECORD, 'en');
    expect(stepShown()).toHaveTextContent('Event 3 of 3: Membership cancelled, Mar 25, 2026, 12:00');
    expect(screen.getByRole('button', { name: 'Previous event' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Fields the event changed' })).toHaveTextContent('(removed)');
    expect(screen.getByRole('button', { name: 'Export events (JSON)' })).toBeInTheDocument();
  });

  it('says so when the record has no history', async () => {
    serve();
    renderRoutes([{ path: '/admin/audit/:aggregate/:id', element: <AuditRecordPage /> }], {
      path: '/admin/audit/membership/nope',
      user: ADMIN,
    });
    expect(await screen.findByText('No hay historial para ese registro')).toBeInTheDocument();
  });

  it('asks nothing for a kind of record without audit', async () => {
    const fetchMock = serve();
    renderRoutes([{ path: '/admin/audit/:aggregate/:id', element: <AuditRecordPage /> }], {
      path: '/admin/audit/gizmo/1',
      user: ADMIN,
    });
    expect(await screen.findByText('Ese tipo de registro no tiene auditoría')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([request]) => new URL((request as Request).url).pathname.startsWith('/api/audit')),
    ).toBe(false);
  });
});
