import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@boxstudio/contracts';
import { aUser, recordDialogProps, renderInLanguage } from '../../../testing/render';
import { ClassFormDialog, type ClassFormDialogProps } from './class-form-dialog';

const DANIELA: UserDto = aUser('INSTRUCTOR', { id: 'u-1', name: 'Daniela Ortega' });

function renderDialog(props: Partial<ClassFormDialogProps> = {}, language: 'es' | 'en' = 'es') {
  const handlers = recordDialogProps();
  renderInLanguage(<ClassFormDialog {...handlers} instructors={[DANIELA]} {...props} />, language);
  return handlers;
}

describe('ClassFormDialog', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it('starts at 60 minutes, 10 people and price 0, and creates with numbers', async () => {
    const { onCreate } = renderDialog();
    expect(screen.getByLabelText(/Duración/)).toHaveValue(60);
    expect(screen.getByLabelText(/Capacidad máxima/)).toHaveValue(10);
    expect(screen.getByLabelText(/Precio/)).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nombre/), 'Box');
    await user.selectOptions(screen.getByLabelText(/^Instructor/), 'u-1');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Box',
      duration: 60,
      maxCapacity: 10,
      price: 0,
      instructorId: 'u-1',
      isSampleClass: false,
    });
  });

  it('shows the spec messages for duration, capacity and price', async () => {
    renderDialog();
    await user.clear(screen.getByLabelText(/Duración/));
    await user.type(screen.getByLabelText(/Duración/), '200');
    await user.clear(screen.getByLabelText(/Capacidad máxima/));
    await user.type(screen.getByLabelText(/Capacidad máxima/), '0');
    await user.clear(screen.getByLabelText(/Precio/));
    await user.type(screen.getByLabelText(/Precio/), '-1');
    expect(screen.getByText('La duración debe estar entre 15 y 180 minutos')).toBeInTheDocument();
    expect(screen.getByText('La capacidad debe estar entre 1 y 50')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser positivo')).toBeInTheDocument();
  });

  it("keeps the server's price limit and the name's length", async () => {
    renderDialog();
    await user.clear(screen.getByLabelText(/Precio/));
    await user.type(screen.getByLabelText(/Precio/), '100001');
    await user.type(screen.getByLabelText(/^Nombre/), 'x'.repeat(101));
    expect(screen.getByText('El precio debe ser como máximo 100000')).toBeInTheDocument();
    expect(screen.getByText('El texto es demasiado largo (máximo 100 caracteres)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('makes a sample class free, disables its price and asks for its description', async () => {
    const { onCreate } = renderDialog();
    await user.clear(screen.getByLabelText(/Precio/));
    await user.type(screen.getByLabelText(/Precio/), '150');
    await user.click(screen.getByLabelText('Clase muestra gratuita'));
    expect(screen.getByLabelText(/Precio/)).toHaveValue(0);
    expect(screen.getByLabelText(/Precio/)).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nombre/), 'Clase muestra');
    await user.selectOptions(screen.getByLabelText(/^Instructor/), 'u-1');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Descripción de la clase muestra/), 'Tu primera clase');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ price: 0, isSampleClass: true, sampleClassDescription: 'Tu primera clase' }),
    );
  });

  it('speaks English', async () => {
    renderDialog({}, 'en');
    await user.clear(screen.getByLabelText(/Duration/));
    await user.type(screen.getByLabelText(/Duration/), '10');
    expect(screen.getByText('The duration must be between 15 and 180 minutes')).toBeInTheDocument();
  });
});
