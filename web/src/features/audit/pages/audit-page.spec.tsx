/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../testing/render';
import { queriesSentTo } from '../../../testing/requests-sent';
import { Address } from '../testing/address';
import { ADMIN, serve } from '../testing/fake-api';
import AuditPage from './audit-page';

async function open(path = '/admin/audit', language: 'es' | 'en' = 'es') {
  const fetchMock = serve();
  renderRoutes(
    [
      {
        path: '/admin/audit',
        element: (
          <>
            <AuditPage />
            <Address />
          </>
        ),
      },
      { path: '*', element: <Address /> },
    ],
    { path, user: ADMIN, language },
  );
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Auditoría' : 'Audit' });
  return fetchMock;
}

const activity = () => screen.findByRole('table', { name: 'Actividad del estudio, lo más reciente primero' });
const rows = async () =>
  within(await activity())
    .getAllByRole('row')
    .slice(1);
const address = () => screen.getByTestId('address').textContent;
const activityRequests = (fetchMock: jest.Mock) => queriesSentTo(fetchMock, '/api/audit/activity');

describe('AuditPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the activity newest first: when (studio clock), the record in words, what happened, who', async () => {
    const fetchMock = await open();
    const [payment, renewal, booking] = await rows();
    expect(activityRequests(fetchMock)).toEqual([{}]);
    expect(payment).toHaveTextContent('20 mar 2026');
    expect(payment).toHaveTextContent('12:00');
    expect(within(payment!).getByText('Pago')).toBeInTheDocument();
    expect(within(payment!).getByText('pay-2')).toBeInTheDocument();
    expect(within(payment!).getByRole('link', { name: 'Pago registrado' })).toBeInTheDocument();
    expect(payment).toHaveTextContent('Sistema');
    expect(within(renewal!).getByRole('link', { name: 'Membresía renovada' })).toHaveAttribute(
      'href',
      '/admin/audit/membership/m-1?step=1',
    );
    // The record named as it is called now, beside its kind.
    expect(renewal).toHaveTextContent('Membresía: Mensual · Sofía Hernández');
    await waitFor(() => expect(renewal).toHaveTextContent('Ana Admin'));
    expect(within(booking!).getByText('Reserva')).toBeInTheDocument();
    await waitFor(() => expect(booking).toHaveTextContent('Sofía Hernández'));
    expect(screen.getByText('3 eventos')).toBeInTheDocument();
  });

  it('"Cargar más" asks for the page before the oldest shown and adds it, until there is none', async () => {
    const fetchMock = await open();
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(activityRequests(fetchMock)).toEqual([{}, { before: '40' }]);
    const [, , , older] = await rows();
    // A type the console has no words for, spelled out.
    expect(within(older!).getByRole('link', { name: 'Evento: Gizmo polished' })).toBeInTheDocument();
    expect(within(older!).getByText('Sucursal')).toBeInTheDocument();
    expect(screen.getByText('No hay actividad más antigua')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them: kind, who acted, studio days, correlation', async () => {
    const fetchMock = await open('/admin/audit?aggregate=membership&from=2026-03-01');
    await rows();
    // From the start of that studio day (UTC−6).
    expect(activityRequests(fetchMock)[0]).toEqual({ aggregate: 'membership', from: '2026-03-01T06:00:00.000Z' });
    expect(screen.getByLabelText('Tipo de registro', { selector: '#audit-activity-kind' })).toHaveValue('membership');
    expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2026');

    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Diego Torres' });
    await user.selectOptions(screen.getByLabelText('Quién actuó'), 'Diego Torres');
    await waitFor(() =>
      expect(activityRequests(fetchMock).at(-1)).toEqual({
        aggregate: 'membership',
        userId: 'u-diego',
        from: '2026-03-01T06:00:00.000Z',
      }),
    );
    await user.type(screen.getByLabelText('Hasta'), '05032026');
    await user.type(screen.getByLabelText('Id de correlación'), 'corr-x{Enter}');
    await waitFor(() =>
      expect(activityRequests(fetchMock).at(-1)).toEqual({
        aggregate: 'membership',
        userId: 'u-diego',
        correlationId: 'corr-x',
        from: '2026-03-01T06:00:00.000Z',
        // Through the end of that studio day: the next one's start.
        to: '2026-03-06T06:00:00.000Z',
      }),
    );
    expect(address()).toBe(
      '/admin/audit?aggregate=membership&from=2026-03-01&userId=u-diego&to=2026-03-05&correlationId=corr-x',
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await waitFor(() => expect(activityRequests(fetchMock).at(-1)).toEqual({}));
    expect(address()).toBe('/admin/audit');
    expect(screen.getByLabelText('Id de correlación')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();
  });

  it('names a person the address filters by who is not staff', async () => {
    await open('/admin/audit?userId=u-sofia');
    expect(await screen.findByRole('option', { name: 'Sofía Hernández' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quién actuó')).toHaveValue('u-sofia');
  });

  it('opens the record at the event of the row clicked', async () => {
    await open();
    const [, renewal] = await rows();
    await userEvent.setup().click(within(renewal!).getByText('m-1'));
    expect(address()).toBe('/admin/audit/membership/m-1?step=1');
  });

  it('finds a record by name, email or id, in one kind or all, and leads to its stream', async () => {
    const fetchMock = await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre, email o id'), 'sofía');
    const found = await screen.findByRole('list', { name: 'Registros encontrados' });
    expect(
      within(found)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sofía Hernández', 'Mensual · Sofía Hernández']);
    expect(found).toHaveTextContent('sofia@example.com');
    expect(within(found).getByRole('link', { name: 'Sofía Hernández' })).toHaveAttribute(
      'href',
      '/admin/audit/user/u-sofia',
    );
    expect(queriesSentTo(fetchMock, '/api/audit/search')).toEqual([{ q: 'sofía' }]);

    await user.selectOptions(
      screen.getByLabelText('Tipo de registro', { selector: '#audit-search-kind' }),
      'Membresía',
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Registros encontrados' })).getAllByRole('link')).toHaveLength(1),
    );
    expect(queriesSentTo(fetchMock, '/api/audit/search').at(-1)).toEqual({ q: 'sofía', aggregate: 'membership' });
    await user.click(screen.getByRole('link', { name: 'Mensual · Sofía Hernández' }));
    expect(address()).toBe('/admin/audit/membership/m-1');
  });

  it('says when nothing matches, and waits for two characters', async () => {
    const fetchMock = await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre, email o id'), 'x');
    expect(await screen.findByText('Escribe al menos 2 caracteres')).toBeInTheDocument();
    expect(queriesSentTo(fetchMock, '/api/audit/search')).toEqual([]);
    await user.type(screen.getByLabelText('Nombre, email o id'), 'yz{Enter}');
    expect(await screen.findByText('No se encontró ningún registro con «xyz»')).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    await open('/admin/audit', 'en');
    const table = await screen.findByRole('table', { name: "The studio's activity, newest first" });
    expect(within(table).getByRole('link', { name: 'Membership renewed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find a record' })).toBeInTheDocument();
  });
});
