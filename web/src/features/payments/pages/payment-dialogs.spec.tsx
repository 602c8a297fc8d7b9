/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { aUser, renderRoutes } from '../../../testing/render';
import { aPayment, COMPLETED, commandsSent, REFUNDED, serve } from '../testing/fake-api';
import PaymentsPage from './payments-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

async function open() {
  renderRoutes([{ path: '/admin-payments', element: <PaymentsPage /> }], {
    path: '/admin-payments',
    user: aUser('ADMIN'),
  });
  await screen.findByRole('cell', { name: /Mateo Ruiz/ });
}

async function choose(subject: RegExp, action: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: subject }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

const SALE = /^Más acciones Sofía Hernández · \$1,200\.00/;

describe('payment dialogs', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refunds a completed payment only with a reason, and toasts the server’s message', async () => {
    const { fetchMock } = serve();
    await open();
    const user = userEvent.setup();
    await choose(SALE, 'Reembolsar');
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar Pago' });
    expect(dialog).toHaveTextContent('Sofía Hernández · $1,200.00 · 10 mar 2026, 18:05');
    const confirm = within(dialog).getByRole('button', { name: 'Reembolsar' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByLabelText(/^Motivo del reembolso/);
    await user.type(reason, '   ');
    await user.tab();
    expect(dialog).toHaveTextContent('Este campo es requerido');
    expect(confirm).toBeDisabled();
    await user.type(reason, ' Cobro duplicado ');
    await user.click(confirm);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reembolsar Pago' })).not.toBeInTheDocument());
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'PUT', path: '/api/payments/pay-1', body: { status: 'REFUNDED', reason: 'Cobro duplicado' } },
    ]);
  });

  it('asks if a desk sale’s units go back in stock, unchecked at first; not for a membership payment', async () => {
    const gloves = aPayment('pay-9', 'COMPLETED', {
      ...{ amount: 1900, membershipId: null, membershipPlanId: null, membershipPlan: null },
      ...{ description: '2 × Guantes 14 oz (GLV-14)', retail: { itemId: 'i-1', quantity: 2, restocked: false } },
    });
    const { fetchMock } = serve({ payments: [gloves, COMPLETED, REFUNDED] });
    await open();
    const user = userEvent.setup();
    await choose(SALE, 'Reembolsar');
    let dialog = await screen.findByRole('dialog', { name: 'Reembolsar Pago' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await choose(/^Más acciones Sofía Hernández · \$1,900\.00/, 'Reembolsar');
    dialog = await screen.findByRole('dialog', { name: 'Reembolsar Pago' });
    const restock = within(dialog).getByRole('checkbox', {
      name: 'Devolver las 2 unidades vendidas al inventario (regresan al anaquel sin usar)',
    });
    expect(restock).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Motivo del reembolso/), 'Talla equivocada');
    await user.click(restock);
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Hecho por el servidor', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: '/api/payments/pay-9',
        body: { status: 'REFUNDED', reason: 'Talla equivocada', restock: true },
      },
    ]);
  });

  it('keeps the question and its reason on a refused refund, toasting the server’s words or fallback', async () => {
    const { server } = serve({
      command: { status: 409, body: { success: false, message: 'Solo se puede reembolsar un pago completado' } },
    });
    await open();
    const user = userEvent.setup();
    await choose(SALE, 'Reembolsar');
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar Pago' });
    await user.type(within(dialog).getByLabelText(/^Motivo del reembolso/), 'Error');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Solo se puede reembolsar un pago completado', 'error'));
    expect(within(dialog).getByLabelText(/^Motivo del reembolso/)).toHaveValue('Error');
    server.command = { status: 500, body: { success: false } };
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Error al reembolsar el pago', 'error'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reembolsar Pago' })).not.toBeInTheDocument());
  });

  it('voids any payment only with a reason; says "Pago anulado exitosamente" if the server says nothing', async () => {
    const { fetchMock } = serve({ command: { status: 200, body: { success: true, data: null } } });
    await open();
    const user = userEvent.setup();
    await choose(/^Más acciones Mateo Ruiz/, 'Anular');
    const dialog = await screen.findByRole('dialog', { name: 'Anular Pago' });
    expect(within(dialog).getByRole('button', { name: 'Anular' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Motivo de la anulación/), 'Registrado dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Pago anulado exitosamente', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'DELETE', path: '/api/payments/pay-2', body: { reason: 'Registrado dos veces' } },
    ]);
  });

  it('shows a refunded payment’s details with when and why', async () => {
    serve();
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Ver detalles Mateo Ruiz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del Pago' });
    expect(dialog).toHaveTextContent('Mateo Ruiz (mateo@example.com)');
    expect(dialog).toHaveTextContent('Renovación');
    expect(dialog).toHaveTextContent('$899.50 MXN');
    expect(dialog).toHaveTextContent('Reembolsado el13 mar 2026, 10:30');
    expect(dialog).toHaveTextContent('Cobro duplicado');
  });

  it('records a payment: active clients only, the branch that took it, > 0 to the cent, now by default', async () => {
    const { fetchMock } = serve({
      command: { status: 201, body: { success: true, data: null, message: 'Pago registrado exitosamente' } },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrar Pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Pago' });
    const client = within(dialog).getByLabelText(/^Cliente/);
    await waitFor(() =>
      expect(
        within(client)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Selecciona un cliente', 'Mateo Ruiz (mateo@example.com)', 'Sofía Hernández (sofia@example.com)']),
    );
    // Sorted by name and narrowed by what is typed, accents ignored.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar cliente' }), 'sofia');
    expect(
      within(client)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona un cliente', 'Sofía Hernández (sofia@example.com)']);
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Buscar cliente' }));
    // Opened now: today's studio date and a 24-hour time are there already.
    expect((within(dialog).getByLabelText(/^Fecha y hora del pago/) as HTMLInputElement).value).toMatch(
      /^\d\d\/\d\d\/\d{4}$/,
    );
    expect((within(dialog).getByLabelText('Hora (24 h)') as HTMLInputElement).value).toMatch(/^\d\d:\d\d$/);
    expect(within(dialog).getByLabelText(/^Método de pago/)).toHaveValue('CASH');
    const save = within(dialog).getByRole('button', { name: 'Registrar' });
    expect(save).toBeDisabled();

    await user.selectOptions(client, 'Mateo Ruiz (mateo@example.com)');
    const branch = within(dialog).getByLabelText(/^Sucursal/);
    await waitFor(() =>
      expect(
        within(branch)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Selecciona una sucursal', 'Polanco']),
    );
    await user.selectOptions(branch, 'Polanco');
    const amount = within(dialog).getByLabelText(/^Monto/);
    await user.type(amount, '0');
    await user.tab();
    expect(dialog).toHaveTextContent('El monto debe ser mayor a 0');
    await user.clear(amount);
    await user.type(amount, '10.555');
    expect(dialog).toHaveTextContent('Debe tener como máximo dos decimales');
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '350.5');
    await user.selectOptions(within(dialog).getByLabelText(/^Método de pago/), 'Tarjeta');
    await user.type(within(dialog).getByLabelText(/^Descripción/), ' Guantes ');
    await user.click(save);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Pago registrado exitosamente', 'success'));
    const [sent] = await commandsSent(fetchMock);
    expect(sent).toEqual({
      method: 'POST',
      path: '/api/payments',
      body: {
        userId: 'u-2',
        branchId: 'b-1',
        amount: 350.5,
        method: 'CARD',
        description: 'Guantes',
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      },
    });
    // To the minute it was opened.
    expect(Math.abs(Date.parse((sent!.body as { paidAt: string }).paidAt) - Date.now())).toBeLessThan(120_000);
  });

  it('refuses a payment dated after now', async () => {
    serve();
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrar Pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Pago' });
    const date = within(dialog).getByLabelText(/^Fecha y hora del pago/);
    await user.clear(date);
    await user.type(date, '01012099');
    await user.click(within(dialog).getByLabelText(/^Descripción/));
    expect(dialog).toHaveTextContent('La fecha del pago no puede ser posterior a ahora');
  });
});
