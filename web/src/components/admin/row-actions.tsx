import { Intent } from '@blueprintjs/core';
import { Chart, Disable, Edit, EyeOpen } from '@blueprintjs/icons';
import type { RowAction } from './row-menu';

/** The actions most rows have, each with its one icon, as buttons in the row (spec §2). */

export function viewAction(label: string, onClick: () => void): RowAction {
  return { key: 'view', label, icon: <EyeOpen />, inline: true, onClick };
}

export function editAction(label: string, permitted: boolean, onClick: () => void): RowAction {
  return { key: 'edit', label, icon: <Edit />, inline: true, permitted, onClick };
}

export function statsAction(label: string, permitted: boolean, onClick: () => void): RowAction {
  return { key: 'stats', label, icon: <Chart />, inline: true, permitted, onClick };
}

/** Deactivating a record: a danger button, disabled once the record is inactive. */
export function deactivateAction(label: string, permitted: boolean, active: boolean, onClick: () => void): RowAction {
  return {
    key: 'deactivate',
    label,
    icon: <Disable />,
    intent: Intent.DANGER,
    inline: true,
    permitted,
    disabled: !active,
    onClick,
  };
}
