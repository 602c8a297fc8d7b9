/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderRoutes } from '../../../testing/render';
import { commandsSent, listRequests, serve } from '../testing/fake-api';
import InventoryPage from './inventory-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open(language: 'es' | 'en' = 'es', role: 'ADMIN' | 'MANAGER' = 'ADMIN') {
  renderRoutes([{ path: '/admin-inventory', element: <InventoryPage /> }], {
    path: '/admin-inventory',
    user: aUser(role),
    language,
  });
  await screen.findByRole('row', { name: /Guantes 12 oz/ });
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('InventoryPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the tiles, and each item with its SKU, stock in its unit, price, low or out of stock said', async () => {
    const { fetchMock } = serve();
    await open();
    expect(listRequests(fetchMock)[0]).toEqual({ page: '1', limit: '10' });
    expect(await screen.findByLabelText('Artículos: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Stock bajo: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Agotados: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor al costo: $4,660.00')).toBeInTheDocument();

    const gloves = screen.getByRole('row', { name: /Guantes 12 oz/ });
    expect(gloves).toHaveTextContent('GLV-12');
    expect(gloves).toHaveTextContent('Equipo de boxeo');
    expect(gloves).toHaveTextContent('Polanco');
    expect(gloves).toHaveTextContent('10 pares');
    expect(gloves).toHaveTextContent('$899.00');
    expect(within(gloves).queryByText('Stock bajo')).not.toBeInTheDocument();
    const wraps = screen.getByRole('row', { name: /Vendas/ });
    expect(wraps).toHaveTextContent('2 piezas');
    expect(within(wraps).getByText('Stock bajo')).toBeInTheDocument();
    const water = screen.getByRole('row', { name: /Agua 1 L/ });
    expect(water).toHaveTextContent('0 botellas');
    expect(within(water).getByText('Agotado')).toBeInTheDocument();
    // Never by colour alone: the chip carries an icon beside its words.
    expect(within(water).getByText('Agotado').closest('.bp6-tag')?.querySelector('svg')).not.toBeNull();
  });

  it('reads in English too', async () => {
    serve();
    await open('en');
    expect(await screen.findByLabelText('Value at cost: $4,660.00')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Vendas/ })).getByText('Low stock')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Agua 1 L/ })).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Guantes 12 oz/ })).toHaveTextContent('10 pairs');
  });

  it('sends the branch, category, low-stock filter, search and order to the server, back on page 1', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sucursal'), 'Condesa');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Bebidas');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Solo stock bajo');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        branchId: 'b-2',
        category: 'BEVERAGES',
        lowStock: 'true',
        page: '1',
        limit: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar artículos' }), 'glv');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toEqual({ search: 'glv', page: '1', limit: '10' }));
    await user.click(screen.getByRole('button', { name: 'Ordenar por Cantidad' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        search: 'glv',
        sort: 'quantity',
        order: 'asc',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('records a movement with its type, quantity and reason, and toasts the server’s message', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrar movimiento Guantes 12 oz (GLV-12)' }));
    const dialog = await dialogNamed('Registrar movimiento');
    await user.selectOptions(within(dialog).getByLabelText(/^Tipo/), 'Salida (uso o merma)');
    await user.type(within(dialog).getByLabelText(/^Cantidad/), '2');
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Costuras rotas');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/inventory/i-1/movements',
        body: { type: 'OUT', quantity: 2, reason: 'Costuras rotas' },
      },
    ]);
  });

  it('receives stock (IN) at a unit cost, the reason optional', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrar movimiento Vendas 180" (WRP-180)' }));
    const dialog = await dialogNamed('Registrar movimiento');
    await user.type(within(dialog).getByLabelText(/^Cantidad/), '12');
    await user.type(within(dialog).getByLabelText(/^Costo unitario/), '75.5');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(async () =>
      expect(await commandsSent(fetchMock)).toEqual([
        { method: 'POST', path: '/api/inventory/i-2/movements', body: { type: 'IN', quantity: 12, unitCost: 75.5 } },
      ]),
    );
  });

  it('sells at the desk to a chosen client, by card, showing the total', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vender Guantes 12 oz (GLV-12)' }));
    const dialog = await dialogNamed('Vender en mostrador');
    const quantity = within(dialog).getByLabelText(/^Cantidad/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(dialog).toHaveTextContent('$1,798.00');
    await user.selectOptions(await within(dialog).findByLabelText(/^Cliente/), 'Sofía Hernández · sofia@example.com');
    await user.selectOptions(within(dialog).getByLabelText(/^Método de pago/), 'Tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Vender' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'POST', path: '/api/inventory/i-1/sales', body: { quantity: 2, userId: 'u-1', method: 'CARD' } },
    ]);
  });

  it("toasts the server's 409 'Stock insuficiente' and keeps the sale open", async () => {
    serve({
      answers: {
        'POST /api/inventory/i-2/sales': {
          status: 409,
          body: { success: false, message: 'Stock insuficiente', code: 'INVENTORY.INSUFFICIENT_STOCK' },
        },
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vender Vendas 180" (WRP-180)' }));
    const dialog = await dialogNamed('Vender en mostrador');
    const quantity = within(dialog).getByLabelText(/^Cantidad/);
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Vender' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Stock insuficiente', 'error'));
    expect(screen.getByRole('dialog', { name: 'Vender en mostrador' })).toBeInTheDocument();
  });

  it('gives a manager movements and sales, but not create, edit, transfer or deactivation', async () => {
    serve();
    await open('es', 'MANAGER');
    expect(screen.queryByRole('button', { name: 'Nuevo Artículo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vender Guantes 12 oz (GLV-12)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Guantes 12 oz (GLV-12)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar Guantes 12 oz (GLV-12)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Más acciones Guantes/ })).not.toBeInTheDocument();
  });
  it('creates an item, the API rules checked first, with the server’s field errors on their fields', async () => {
    const { fetchMock } = serve({
      answers: {
        'POST /api/inventory': {
          status: 400,
          body: {
            success: false,
            message: 'Datos inválidos',
            errors: [{ field: 'name', message: 'Nombre ya usado en la sucursal' }],
          },
        },
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nuevo Artículo' }));
    const dialog = await dialogNamed('Nuevo Artículo');
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Protector bucal');
    await user.type(within(dialog).getByLabelText(/^SKU/), 'mth 1');
    await user.tab();
    expect(within(dialog).getByText('SKU inválido (use letras, números y - _ . /)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^SKU/));
    await user.type(within(dialog).getByLabelText(/^SKU/), 'mth-1');
    await user.selectOptions(within(dialog).getByLabelText(/^Categoría/), 'Equipo de boxeo');
    await user.type(within(dialog).getByLabelText(/^Costo/), '80');
    await user.type(within(dialog).getByLabelText(/^Precio de venta/), '199.5');
    await user.clear(within(dialog).getByLabelText(/^Stock inicial/));
    await user.type(within(dialog).getByLabelText(/^Stock inicial/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Datos inválidos', 'error'));
    expect(within(dialog).getByText('Nombre ya usado en la sucursal')).toBeInTheDocument();
    expect(await commandsSent(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/inventory',
        body: {
          ...{ name: 'Protector bucal', description: null, category: 'GEAR', sku: 'MTH-1', unit: 'PIECE' },
          ...{ cost: 80, price: 199.5, threshold: 0, supplier: null, location: null, branchId: 'b-1', quantity: 6 },
        },
      },
    ]);
  });
});
