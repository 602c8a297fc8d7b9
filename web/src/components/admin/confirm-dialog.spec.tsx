import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const handlers = { onConfirm: jest.fn(), onCancel: jest.fn() };
  renderPage(
    <ConfirmDialog
      isOpen
      title="Desactivar sucursal"
      message="¿Seguro?"
      confirmLabel="Desactivar"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('asks the question and confirms', async () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Seguro?');
    expect(screen.getByRole('heading', { name: 'Desactivar sucursal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the shared Cancelar button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy, shows the confirm button loading and cannot be cancelled', async () => {
    const { onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Desactivar' })).toHaveClass('bp6-loading');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows nothing when closed', () => {
    renderDialog({ isOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
