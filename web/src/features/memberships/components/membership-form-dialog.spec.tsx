/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@boxstudio/contracts';
import { typedDayOf } from '../../../components/admin/date-time-field';
import { studioToday } from '../../../lib/studio-time';
import { aUser, recordDialogProps, renderPage } from '../../../testing/render';
import { ACTIVE, ANUAL, BASICO, BASICO_PROVIDENCIA, MATEO, serve, SOFIA } from '../testing/fake-api';
import { MembershipFormDialog, type MembershipFormDialogProps } from './membership-form-dialog';

const CLIENTS: UserDto[] = [aUser('CLIENT', SOFIA), aUser('CLIENT', MATEO)];
const BRANCHES: Record<string, string> = {
  [BASICO.id]: 'Polanco',
  [ANUAL.id]: 'Polanco',
  [BASICO_PROVIDENCIA.id]: 'Providencia',
};

function renderDialog(props: Partial<MembershipFormDialogProps> = {}, language: 'es' | 'en' = 'es') {
  const handlers = recordDialogProps();
  renderPage(
    <MembershipFormDialog
      {...handlers}
      clients={CLIENTS}
      plans={[BASICO, ANUAL, BASICO_PROVIDENCIA]}
      branchOf={(id) => BRANCHES[id]}
      {...props}
    />,
    { user: aUser('ADMIN'), language },
  );
  return handlers;
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('MembershipFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
    serve();
  });

  it('sells: the plan gives price and end (start + its days), a new start moves the end, cash by default', async () => {
    const { onCreate } = renderDialog();
    expect(field(/^Fecha de inicio/)).toHaveValue(typedDayOf(studioToday()));
    expect(
      within(field(/^Plan/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un plan',
      'Anual Ilimitado · Polanco · $14,990 · 365 días',
      'Básico · Polanco · $799 · 30 días',
      'Básico · Providencia · $799 · 30 días',
    ]);
    await user.selectOptions(field(/^Cliente/), SOFIA.id);
    await user.selectOptions(field(/^Plan/), ANUAL.id);
    expect(field(/^Precio/)).toHaveValue('$14,990');
    await user.clear(field(/^Fecha de inicio/));
    await user.type(field(/^Fecha de inicio/), '01032026');
    expect(field(/^Fecha de fin/)).toHaveValue('01/03/2027');
    await user.selectOptions(field(/^Plan/), BASICO.id);
    expect(field(/^Fecha de fin/)).toHaveValue('31/03/2026');
    expect(field(/^Precio/)).toHaveValue('$799');
    // Derived, never typed.
    expect(field(/^Fecha de fin/)).toHaveAttribute('readonly');
    expect(field(/^Precio/)).toHaveAttribute('readonly');
    expect(field(/^Estado/)).toHaveValue('ACTIVE');
    expect(field(/^Método de pago/)).toHaveValue('CASH');
    await user.selectOptions(field(/^Método de pago/), 'Transferencia');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith({
      userId: SOFIA.id,
      membershipPlanId: BASICO.id,
      startDate: '2026-03-01T06:00:00.000Z',
      price: 799,
      status: 'ACTIVE',
      paymentMethod: 'TRANSFER',
    });
  });

  it("offers only the clients given, and says 'El precio debe ser mayor a 0' for a plan without a price", async () => {
    renderDialog({ plans: [{ id: 'p-0', name: 'Cortesía', price: 0, duration: 30 }] });
    expect(
      within(field(/^Cliente/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona un cliente', 'Mateo Ruiz (mateo@example.com)', 'Sofía Hernández (sofia@example.com)']);
    // Sorted by name and searchable, case and accents ignored.
    await user.type(screen.getByLabelText('Buscar cliente'), 'SOFIA');
    expect(
      within(field(/^Cliente/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona un cliente', 'Sofía Hernández (sofia@example.com)']);
    await user.selectOptions(field(/^Cliente/), SOFIA.id);
    await user.selectOptions(field(/^Plan/), 'p-0');
    expect(screen.getByText('El precio debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('says a start is required and must be a real day', async () => {
    renderDialog();
    await user.clear(field(/^Fecha de inicio/));
    await user.tab();
    const group = () => field(/^Fecha de inicio/).closest('.bp6-form-group') as HTMLElement;
    expect(group()).toHaveTextContent('Este campo es requerido');
    await user.type(field(/^Fecha de inicio/), '31022026');
    expect(group()).toHaveTextContent('Fecha inválida');
    // The read-only end and price do not repeat what the plan and the start already say.
    expect(field(/^Fecha de fin/).closest('.bp6-form-group')).not.toHaveTextContent('Este campo es requerido');
    expect(field(/^Precio/).closest('.bp6-form-group')).not.toHaveTextContent('Este campo es requerido');
  });

  it("edits the start and status only: a new start ends the plan's days after it, sent with the status", async () => {
    const { onUpdate } = renderDialog({ item: ACTIVE });
    const dialog = screen.getByRole('dialog', { name: 'Editar Membresía' });
    expect(dialog).toHaveTextContent('Sofía Hernández · Básico · 1 mar 2026');
    expect(screen.queryByLabelText(/^Cliente/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Método de pago/)).not.toBeInTheDocument();
    expect(field(/^Fecha de fin/)).toHaveValue('31/03/2026');
    await user.clear(field(/^Fecha de inicio/));
    await user.type(field(/^Fecha de inicio/), '05032026');
    expect(field(/^Fecha de fin/)).toHaveValue('04/04/2026');
    await user.selectOptions(field(/^Estado/), 'Expirada');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(ACTIVE.id, { startDate: '2026-03-05T06:00:00.000Z', status: 'EXPIRED' }),
    );
  });

  it('speaks English', async () => {
    renderDialog({}, 'en');
    expect(screen.getByRole('dialog', { name: 'New Membership' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Plan/), BASICO.id);
    expect(screen.getByLabelText(/^Price/)).toHaveValue('$799');
    expect(screen.getByLabelText(/^Payment method/)).toHaveDisplayValue('Cash');
  });
});
