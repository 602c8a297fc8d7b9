import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { renderPage } from '../../testing/render';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { useForm } from './use-form';

interface Values {
  name: string;
  city: string;
}

const validate = (values: Values) => (values.name.trim() === '' ? { name: 'required' as const } : {});

/** A screen with one form dialog built like every create/edit dialog, opened on `start`. */
function Screen({
  start,
  onSubmit = jest.fn(),
  saving = false,
}: {
  start: Values;
  onSubmit?: (values: Values) => void;
  saving?: boolean;
}) {
  const [isOpen, setOpen] = useState(true);
  const initial = useMemo(() => start, [start]);
  const form = useForm({ isOpen, initial, idPrefix: 'thing', validate, describe: () => 'Este campo es requerido' });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <FormDialog
        isOpen={isOpen}
        title="Editar cosa"
        submitLabel="Actualizar"
        saving={saving}
        invalid={form.invalid}
        invalidReason={form.invalid ? 'Para guardar, revisa: Nombre' : undefined}
        onInvalidSubmit={form.revealAll}
        dirty={form.dirty}
        onClose={() => setOpen(false)}
        onSubmit={() => onSubmit(form.values)}
      >
        <FormField id={form.idOf('name')} label="Nombre" required error={form.errorOf('name')}>
          <InputGroup {...form.text('name')} />
        </FormField>
        <FormField id={form.idOf('city')} label="Ciudad">
          <InputGroup {...form.text('city')} />
        </FormField>
      </FormDialog>
    </>
  );
}

const ROMA: Values = { name: 'Roma', city: 'CDMX' };
const dialog = () => screen.queryByRole('dialog', { name: 'Editar cosa' });
const discardPrompt = () => screen.queryByRole('dialog', { name: 'Descartar cambios' });

describe('FormDialog', () => {
  it('opens with the focus on its first field', () => {
    renderPage(<Screen start={ROMA} />);
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it('closes a form without changes at once, by Escape, by Cancelar and by its close button', async () => {
    renderPage(<Screen start={ROMA} />);
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    for (const close of [
      () => screen.getByRole('button', { name: 'Cancelar' }),
      () => screen.getByRole('button', { name: 'Cerrar diálogo' }),
    ]) {
      await user.click(screen.getByRole('button', { name: 'Abrir' }));
      await user.click(close());
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    }
    expect(discardPrompt()).not.toBeInTheDocument();
  });

  it('asks before discarding changes: Seguir editando keeps them, Descartar closes', async () => {
    renderPage(<Screen start={ROMA} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ciudad'), ' Centro');
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Descartar cambios' });
    expect(prompt).toHaveTextContent('¿Descartar los cambios?');
    // Escape in the question answers it ("keep editing"), and reaches no further.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(discardPrompt()).not.toBeInTheDocument());
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad')).toHaveValue('CDMX Centro');

    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar cambios' })).getByRole('button', {
        name: 'Seguir editando',
      }),
    );
    await waitFor(() => expect(discardPrompt()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Ciudad')).toHaveValue('CDMX Centro');

    await user.click(screen.getByRole('button', { name: 'Cerrar diálogo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar cambios' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    // Opened again, it starts from the record, not from the discarded text.
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByLabelText('Ciudad')).toHaveValue('CDMX');
  });

  it('counts a change typed back to the start as no change', async () => {
    renderPage(<Screen start={ROMA} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ciudad'), 'x');
    await user.type(screen.getByLabelText('Ciudad'), '{Backspace}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('keeps save disabled while invalid, the field message once touched; saves with Enter when valid', async () => {
    const onSubmit = jest.fn();
    renderPage(<Screen start={{ name: '', city: '' }} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nombre/), 'x{Backspace}');
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre/), 'Roma{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Roma', city: '' });
  });

  it('while saving, spins the save button (named in Spanish) and nothing closes the dialog', async () => {
    renderPage(<Screen start={ROMA} saving />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: /Actualizar/ });
    expect(save).toHaveClass('bp6-loading');
    expect(within(save).getByRole('progressbar', { name: 'Guardando…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cerrar diálogo' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
  });

  it('says why save is disabled, and Enter on the invalid form shows every problem on its field', async () => {
    const onSubmit = jest.fn();
    renderPage(<Screen start={{ name: '', city: '' }} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Actualizar' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Para guardar, revisa: Nombre');
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Ciudad'), 'CDMX{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/^Nombre/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es requerido');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Roma');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveAttribute('aria-describedby');
  });
});
