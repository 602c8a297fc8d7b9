import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchSummary, MembershipPlanDto } from '@boxstudio/contracts';
import { recordDialogProps, renderInLanguage } from '../../../testing/render';
import { PlanFormDialog, type PlanFormDialogProps } from './plan-form-dialog';

const branch = (id: string, name: string, isActive = true): BranchSummary => ({
  ...{
    id,
    name,
    address: 'Calle 1',
    city: 'CDMX',
    state: 'CDMX',
    country: 'México',
    postalCode: null,
    phone: null,
    email: null,
    isActive,
  },
  ...{
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _count: { users: 0, classes: 0, membershipPlans: 0 },
  },
});
const BRANCHES = [branch('b-1', 'BoxStudio Polanco'), branch('b-2', 'BoxStudio Providencia')];
const PLUS: MembershipPlanDto = {
  ...{
    id: 'p-1',
    name: 'Plus',
    description: null,
    price: 1099,
    duration: 30,
    maxClasses: 12,
    features: ['Vendas'],
    branchId: 'b-1',
  },
  ...{
    branch: { id: 'b-1', name: 'BoxStudio Polanco' },
    isActive: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

function renderDialog(props: Partial<PlanFormDialogProps> = {}, language: 'es' | 'en' = 'es') {
  const handlers = recordDialogProps();
  renderInLanguage(<PlanFormDialog {...handlers} branches={BRANCHES} defaultBranchId="b-2" {...props} />, language);
  return handlers;
}

describe('PlanFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it("starts a new plan in the user's branch, with no Active switch, and saves only when valid", async () => {
    const { onCreate } = renderDialog();
    expect(screen.getByLabelText(/^Sucursal/)).toHaveValue('b-2');
    expect(screen.queryByLabelText('Plan activo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Nombre del plan/), 'Ilimitado');
    await user.type(screen.getByLabelText(/Precio/), '1499');
    await user.type(screen.getByLabelText(/Características/), 'Clases ilimitadas{Enter}');
    await user.type(screen.getByLabelText(/Características/), 'Guantes{Enter}');
    expect(screen.getByText('Clases ilimitadas')).toBeInTheDocument();
    // Enter in the features adds a chip and submits nothing.
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Ilimitado',
      price: 1499,
      duration: 30,
      maxClasses: null,
      features: ['Clases ilimitadas', 'Guantes'],
      branchId: 'b-2',
    });
  });

  it('shows the spec messages on the fields', async () => {
    renderDialog();
    await user.type(screen.getByLabelText(/Precio/), '-5');
    await user.type(screen.getByLabelText(/Nombre del plan/), 'x');
    await user.clear(screen.getByLabelText(/Nombre del plan/));
    expect(screen.getByText('Debe ser un número positivo')).toBeInTheDocument();
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
  });

  it("keeps the server's limits (price, decimals, days, classes, the name's length) in the API's words", async () => {
    const { onCreate } = renderDialog();
    const create = screen.getByRole('button', { name: 'Crear' });
    await user.type(screen.getByLabelText(/Nombre del plan/), 'x'.repeat(101));
    await user.type(screen.getByLabelText(/Precio/), '99999999');
    await user.clear(screen.getByLabelText(/Duración/));
    await user.type(screen.getByLabelText(/Duración/), '36500');
    await user.type(screen.getByLabelText(/Clases por mes/), '100000');
    expect(screen.getByText('El texto es demasiado largo (máximo 100 caracteres)')).toBeInTheDocument();
    expect(screen.getByText('Debe ser como máximo 1000000')).toBeInTheDocument();
    expect(screen.getByText('Debe ser como máximo 3650')).toBeInTheDocument();
    expect(screen.getByText('Debe ser como máximo 1000')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(screen.getByLabelText(/Precio/));
    await user.type(screen.getByLabelText(/Precio/), '99.999');
    expect(screen.getByText('Debe tener como máximo dos decimales')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Nombre del plan/));
    await user.type(screen.getByLabelText(/Nombre del plan/), 'x'.repeat(100));
    await user.clear(screen.getByLabelText(/Precio/));
    await user.type(screen.getByLabelText(/Precio/), '1000000');
    await user.clear(screen.getByLabelText(/Duración/));
    await user.type(screen.getByLabelText(/Duración/), '3650');
    await user.clear(screen.getByLabelText(/Clases por mes/));
    await user.type(screen.getByLabelText(/Clases por mes/), '1000');
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ price: 1_000_000, duration: 3650, maxClasses: 1000 }),
    );
  });

  it('says the limits in English too', async () => {
    renderDialog({}, 'en');
    await user.type(screen.getByLabelText(/Price/), '1e7');
    expect(screen.getByText('Must be at most 1000000')).toBeInTheDocument();
  });

  it('shows a field error the server answered on its field', () => {
    renderDialog({ serverErrors: { branchId: 'La sucursal está inactiva' } });
    expect(screen.getByText('La sucursal está inactiva')).toBeInTheDocument();
  });

  it('edits a plan with the Active switch, reactivating it and clearing the limit', async () => {
    const { onUpdate } = renderDialog({ plan: PLUS }, 'en');
    expect(screen.getByText('Edit Membership Plan')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Classes per month/));
    await user.click(screen.getByLabelText('Active plan'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledWith(
      'p-1',
      expect.objectContaining({ maxClasses: null, isActive: true, description: null, features: ['Vendas'] }),
    );
  });

  it('removes a feature with its own button, named after it', async () => {
    const { onUpdate } = renderDialog({ plan: { ...PLUS, features: ['Vendas', 'Guantes'] } });
    await user.click(screen.getByRole('button', { name: 'Quitar Vendas' }));
    expect(screen.queryByText('Vendas')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(onUpdate).toHaveBeenCalledWith('p-1', expect.objectContaining({ features: ['Guantes'] }));
  });

  it.each(['es', 'en'] as const)(
    "names every control in the page language (%s), none with Blueprint's English built-ins",
    (language) => {
      renderDialog({ plan: PLUS }, language);
      const names = [...document.querySelectorAll('[aria-label], [title], title')].map(
        (element) => element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent,
      );
      for (const builtIn of ['Close', 'Open dropdown', 'Remove tag', 'loading']) expect(names).not.toContain(builtIn);
      expect(
        screen.getByRole('button', { name: language === 'es' ? 'Cerrar diálogo' : 'Close dialog' }),
      ).toBeInTheDocument();
      expect(names).toContain(language === 'es' ? 'Abrir lista' : 'Open list');
    },
  );
});
