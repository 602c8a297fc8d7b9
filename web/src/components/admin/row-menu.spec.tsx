import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Edit, Trash, EyeOpen } from '@blueprintjs/icons';
import { renderPage } from '../../testing/render';
import { RowMenu, type RowAction } from './row-menu';

const view = jest.fn();
const remove = jest.fn();

function actions(canDelete: boolean): RowAction[] {
  return [
    { key: 'view', label: 'Ver', icon: <EyeOpen />, inline: true, onClick: view },
    { key: 'edit', label: 'Editar', icon: <Edit />, inline: true, permitted: false, onClick: jest.fn() },
    { key: 'delete', label: 'Eliminar', icon: <Trash />, intent: 'danger', permitted: canDelete, onClick: remove },
  ];
}

describe('RowMenu', () => {
  beforeEach(() => jest.clearAllMocks());

  it('names inline buttons after the action and the row, and leaves out what is not permitted', async () => {
    renderPage(<RowMenu subject="Ana" actions={actions(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver Ana' }));
    expect(view).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Editar Ana' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Más acciones Ana' })).not.toBeInTheDocument();
  });

  it('puts the other actions in the "more" menu', async () => {
    renderPage(<RowMenu subject="Ana" actions={actions(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Más acciones Ana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('says why a disabled action is not usable, in the menu and on a button', async () => {
    const why = 'Solo un super administrador gestiona la cuenta de un administrador';
    renderPage(
      <RowMenu
        subject="Ana"
        actions={[
          { key: 'edit', label: 'Editar', icon: <Edit />, inline: true, disabled: true, reason: why, onClick: view },
          { key: 'delete', label: 'Eliminar', icon: <Trash />, disabled: true, reason: why, onClick: remove },
        ]}
      />,
    );
    const edit = screen.getByRole('button', { name: 'Editar Ana' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAttribute('title', why);
    await userEvent.click(screen.getByRole('button', { name: 'Más acciones Ana' }));
    const entry = await screen.findByRole('menuitem', { name: 'Eliminar' });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveTextContent(why);
    await userEvent.click(entry);
    expect(remove).not.toHaveBeenCalled();
  });
});
