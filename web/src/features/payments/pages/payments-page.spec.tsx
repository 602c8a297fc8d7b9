/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderRoutes } from '../../../testing/render';
import { listRequests, serve, STATS } from '../testing/fake-api';
import PaymentsPage from './payments-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open(language: 'es' | 'en' = 'es') {
  renderRoutes([{ path: '/admin-payments', element: <PaymentsPage /> }], {
    path: '/admin-payments',
    user: aUser('ADMIN'),
    language,
  });
  await screen.findByRole('cell', { name: /Mateo Ruiz/ });
}

const menuOf = async (subject: RegExp) => {
  await userEvent.setup().click(screen.getByRole('button', { name: subject }));
  return screen.findByRole('menu');
};

describe('PaymentsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows tiles in pesos, and rows: studio date, 24-hour time, client, concept, method, amount, status', async () => {
    const { fetchMock } = serve();
    await open();
    expect(listRequests(fetchMock)[0]).toEqual({ page: '1', limit: '10' });
    expect(await screen.findByLabelText('Total Pagos: 42')).toBeInTheDocument();
    expect(screen.getByText('37 completados · 2 pendientes · 3 fallidos · 1 reembolsados')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingresos Totales: $52,340.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingresos del Mes: $8,100.00')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tasa de Éxito: 92\.5\s?%$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reembolsos: $899.50')).toBeInTheDocument();
    expect(screen.getByText('1 pago reembolsado')).toBeInTheDocument();

    const sale = screen.getByRole('row', { name: /Sofía Hernández.*Plan Mensual/ });
    expect(sale).toHaveTextContent('10 mar 2026');
    expect(sale).toHaveTextContent('18:05');
    expect(sale).toHaveTextContent('sofia@example.com');
    expect(sale).toHaveTextContent('Venta');
    expect(sale).toHaveTextContent('Efectivo');
    expect(sale).toHaveTextContent('$1,200.00');
    expect(within(sale).getByText('Completado')).toBeInTheDocument();
    const renewal = screen.getByRole('row', { name: /Mateo Ruiz/ });
    expect(renewal).toHaveTextContent('Renovación');
    expect(renewal).toHaveTextContent('Plan Trimestral');
    expect(renewal).toHaveTextContent('Tarjeta');
    expect(renewal).toHaveTextContent('$899.50');
    expect(renewal).toHaveTextContent('09:00');
    expect(within(renewal).getByText('Reembolsado')).toBeInTheDocument();
    const manual = screen.getByRole('row', { name: /Clase suelta/ });
    expect(manual).toHaveTextContent('Manual');
    expect(manual).toHaveTextContent('Transferencia');
    expect(within(manual).getByText('Pendiente')).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    serve();
    await open('en');
    expect(await screen.findByLabelText('Total Revenue: $52,340.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Refunds: $899.50')).toBeInTheDocument();
    expect(screen.getByText('1 payment refunded')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toBeInTheDocument();
    const sale = screen.getByRole('row', { name: /Plan Mensual/ });
    expect(sale).toHaveTextContent('Mar 10, 2026');
    expect(sale).toHaveTextContent('Sale');
    expect(sale).toHaveTextContent('Cash');
    expect(within(sale).getByText('Completed')).toBeInTheDocument();
  });

  it('offers Reembolsar only for a completed payment, and Anular for every one', async () => {
    serve();
    await open();
    const items = async (subject: RegExp) =>
      within(await menuOf(subject))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    expect(await items(/^Más acciones Sofía Hernández · \$1,200\.00/)).toEqual(['Reembolsar', 'Anular']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await items(/^Más acciones Mateo Ruiz/)).toEqual(['Anular']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await items(/^Más acciones Sofía Hernández · \$150\.00/)).toEqual(['Anular']);
  });

  it('sends the status, the method and the studio days to the server, back on page 1', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Completados');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ status: 'COMPLETED', page: '1', limit: '10' }),
    );
    await user.selectOptions(screen.getByLabelText('Método'), 'Tarjeta');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ status: 'COMPLETED', method: 'CARD', page: '1', limit: '10' }),
    );
    // Studio days (Mexico City, UTC-6): from the start of the 1st to the start of the day after the 10th.
    await user.type(screen.getByLabelText('Desde'), '01032026');
    await user.type(screen.getByLabelText('Hasta'), '10032026');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        status: 'COMPLETED',
        method: 'CARD',
        from: '2026-03-01T06:00:00.000Z',
        to: '2026-03-11T06:00:00.000Z',
        page: '1',
        limit: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await screen.findByRole('cell', { name: /Mateo Ruiz/ });
    expect(screen.getByLabelText('Desde')).toHaveValue('');
    expect(screen.getByLabelText('Hasta')).toHaveValue('');
    expect(screen.getByLabelText('Estado')).toHaveValue('all');
    expect(screen.getByLabelText('Método')).toHaveValue('all');
  });

  it('counts the refunds in the plural, and shows none refunded as $0.00', async () => {
    serve({ stats: { ...STATS, refundedPayments: 0, refundedAmount: 0 } });
    await open();
    expect(await screen.findByLabelText('Reembolsos: $0.00')).toBeInTheDocument();
    expect(screen.getByText('0 pagos reembolsados')).toBeInTheDocument();
  });

  it('searches the client on the server once typing pauses, with the filters, back on page 1', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Reembolsados');
    const search = screen.getByRole('searchbox', { name: 'Buscar pagos' });
    expect(search).toHaveAttribute('placeholder', 'Nombre o email del cliente');
    await user.type(search, '  Matéo ');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ search: 'Matéo', status: 'REFUNDED', page: '1', limit: '10' }),
    );
    // Typing is debounced: one request for the whole word, not one per key.
    expect(listRequests(fetchMock).filter((query) => query.search !== undefined)).toHaveLength(1);
    expect(await screen.findByRole('row', { name: /Mateo Ruiz/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Sofía Hernández/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'SOFIA@');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Todos');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toEqual({ search: 'SOFIA@', page: '1', limit: '10' }));
    expect(await screen.findAllByRole('row', { name: /Sofía Hernández/ })).toHaveLength(2);
    expect(screen.queryByRole('row', { name: /Mateo Ruiz/ })).not.toBeInTheDocument();
  });

  it('sorts on the server by each column, ascending first, then descending', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    const columns = [
      ['Fecha', 'paidAt'],
      ['Cliente', 'client'],
      ['Concepto', 'concept'],
      ['Método', 'method'],
      ['Monto (MXN)', 'amount'],
      ['Estado', 'status'],
    ] as const;
    for (const [label, sort] of columns) {
      await user.click(screen.getByRole('button', { name: `Ordenar por ${label}` }));
      await waitFor(() =>
        expect(listRequests(fetchMock).at(-1)).toEqual({ sort, order: 'asc', page: '1', limit: '10' }),
      );
      await user.click(screen.getByRole('button', { name: `Ordenar por ${label}` }));
      await waitFor(() =>
        expect(listRequests(fetchMock).at(-1)).toEqual({ sort, order: 'desc', page: '1', limit: '10' }),
      );
    }
    expect(screen.getByRole('columnheader', { name: /Estado/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says when nothing matches the filters', async () => {
    serve();
    await open();
    await userEvent.setup().selectOptions(screen.getByLabelText('Estado'), 'Fallidos');
    expect(await screen.findByText('No hay pagos que coincidan con los filtros')).toBeInTheDocument();
  });

  it("says 'Error al cargar las estadísticas de pagos' when the stats fail, and the list still shows", async () => {
    serve({ stats: null });
    await open();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar las estadísticas de pagos', 'error'));
    expect(screen.getAllByText('No disponible')).toHaveLength(5);
  });

  it("says 'Error al cargar los pagos' when the list cannot be loaded", async () => {
    global.fetch = jest.fn(
      async () => new Response('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ) as unknown as typeof fetch;
    renderRoutes([{ path: '/admin-payments', element: <PaymentsPage /> }], {
      path: '/admin-payments',
      user: aUser('ADMIN'),
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al cargar los pagos', 'error'));
  });
});
