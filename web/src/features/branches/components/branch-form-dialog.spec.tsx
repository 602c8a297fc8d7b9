import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchSummary } from '@boxstudio/contracts';
import { recordDialogProps, renderInLanguage } from '../../../testing/render';
import { BranchFormDialog, type BranchFormDialogProps } from './branch-form-dialog';

const POLANCO: BranchSummary = {
  id: 'b-1',
  name: 'BoxStudio Polanco',
  address: 'Av. Presidente Masaryk 340',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '11560',
  phone: '+52 55 5280 1234',
  email: 'polanco@boxstudio.mx',
  isActive: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _count: { users: 0, classes: 0, membershipPlans: 0 },
};

function renderDialog(props: Partial<BranchFormDialogProps> = {}) {
  const handlers = recordDialogProps();
  renderInLanguage(<BranchFormDialog {...handlers} canDeactivate {...props} />);
  return handlers;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const saveButton = (name: string) => screen.getByRole('button', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Nombre de la sucursal/), 'BoxStudio Roma');
  await user.type(field(/Dirección/), 'Álvaro Obregón 120');
  await user.type(field(/Ciudad/), 'Ciudad de México');
  await user.type(field(/^Estado/), 'CDMX');
}

describe('BranchFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it('shows every field of a new branch, the format hints, and no Active switch', () => {
    renderDialog();
    expect(screen.getByText('Nueva Sucursal')).toBeInTheDocument();
    for (const label of [
      /Nombre de la sucursal/,
      /Dirección/,
      /Ciudad/,
      /^Estado/,
      /País/,
      /Código Postal/,
      /Teléfono/,
      /Email/,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/Dirección/).tagName).toBe('TEXTAREA');
    expect(screen.getByText('12345 o 12345-6789')).toBeInTheDocument();
    expect(screen.getByText('+52 55 1234-5678')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sucursal activa')).not.toBeInTheDocument();
  });

  it('keeps Crear disabled until the required fields are filled, then sends only the fields given', async () => {
    const { onCreate } = renderDialog();
    expect(saveButton('Crear')).toBeDisabled();
    await fillRequired(user);
    expect(saveButton('Crear')).toBeEnabled();
    await user.click(saveButton('Crear'));
    expect(onCreate).toHaveBeenCalledWith({
      name: 'BoxStudio Roma',
      address: 'Álvaro Obregón 120',
      city: 'Ciudad de México',
      state: 'CDMX',
      country: 'México',
    });
  });

  it('says which field is missing once it was touched', async () => {
    renderDialog();
    await user.type(field(/Nombre de la sucursal/), 'x');
    await user.clear(field(/Nombre de la sucursal/));
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, completa todos los campos requeridos')).toBeInTheDocument();
  });

  it('refuses an invalid email, postal code or phone', async () => {
    renderDialog();
    await fillRequired(user);
    await user.type(field(/Email/), 'no-es-un-email');
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(saveButton('Crear')).toBeDisabled();
    await user.clear(field(/Email/));
    await user.type(field(/Código Postal/), '123');
    expect(screen.getByText('Código postal inválido (use 12345 o 12345-6789)')).toBeInTheDocument();
    expect(saveButton('Crear')).toBeDisabled();
    await user.clear(field(/Código Postal/));
    await user.type(field(/Teléfono/), 'abc');
    expect(screen.getByText('Teléfono inválido (use +52 55 1234-5678)')).toBeInTheDocument();
    expect(saveButton('Crear')).toBeDisabled();
    await user.clear(field(/Teléfono/));
    expect(saveButton('Crear')).toBeEnabled();
  });

  it('edits a branch with its values, shows the Active switch and sends isActive only when it changed', async () => {
    const { onUpdate } = renderDialog({ branch: POLANCO });
    expect(screen.getByText('Editar Sucursal')).toBeInTheDocument();
    expect(field(/Nombre de la sucursal/)).toHaveValue('BoxStudio Polanco');
    const active = screen.getByRole('checkbox', { name: 'Sucursal activa' });
    expect(active).not.toBeChecked();
    await user.click(active);
    await user.click(saveButton('Actualizar'));
    expect(onUpdate).toHaveBeenCalledWith(
      'b-1',
      expect.objectContaining({ name: 'BoxStudio Polanco', postalCode: '11560', isActive: true }),
    );
  });

  it('does not let someone without the deactivate permission switch an active branch off', () => {
    renderDialog({ branch: { ...POLANCO, isActive: true }, canDeactivate: false });
    expect(screen.getByRole('checkbox', { name: 'Sucursal activa' })).toBeDisabled();
  });

  it('shows the save button loading while saving', () => {
    renderDialog({ branch: POLANCO, saving: true });
    const save = saveButton('Actualizar');
    expect(save).toHaveClass('bp6-loading');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
