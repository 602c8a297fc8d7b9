import type { ReactElement } from 'react';
import { Button, type Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { More } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from './use-narrow-screen';
import './admin.css';

export interface RowAction {
  /** Stable React key. */
  readonly key: string;
  /** What the action does ("Editar"); an icon button's accessible name adds the row's subject. */
  readonly label: string;
  readonly icon: ReactElement;
  /** @default Intent.NONE */
  readonly intent?: Intent;
  /** When false the action is not shown at all (the role may not do it). @default true */
  readonly permitted?: boolean;
  /** Shown but not usable (e.g. deactivating what is already inactive). @default false */
  readonly disabled?: boolean;
  /** Why a disabled action is not usable, said where the action is (a menu entry's second line, a button's tip). */
  readonly reason?: string;
  /** An icon button in the row itself rather than an entry of the "more" menu. @default false */
  readonly inline?: boolean;
  readonly onClick: () => void;
}

export interface RowMenuProps {
  /** What the row is, for accessible names: "Editar BoxStudio Polanco". */
  readonly subject: string;
  readonly actions: readonly RowAction[];
}

/**
 * A table row's actions: the `inline` ones as icon buttons, the rest in a Popover menu behind a
 * "more" button (spec §2: "view, edit, and a menu with …"). Actions the role may not use are
 * left out, and the menu button too when nothing is left for it. On a phone every action is in
 * the menu: one button that stays in view beside the row.
 */
export function RowMenu({ subject, actions }: RowMenuProps) {
  const { t } = useTranslation('admin-shell');
  const narrow = useNarrowScreen();
  const permitted = actions.filter((action) => action.permitted !== false);
  const inline = narrow ? [] : permitted.filter((action) => action.inline);
  const inMenu = narrow ? permitted : permitted.filter((action) => !action.inline);
  return (
    <div className="admin-row-menu">
      {inline.map((action) => (
        <Button
          key={action.key}
          variant="minimal"
          icon={action.icon}
          intent={action.intent}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={`${action.label} ${subject}`}
          aria-description={reasonOf(action)}
          title={reasonOf(action) ?? action.label}
        />
      ))}
      {inMenu.length > 0 && (
        <Popover
          placement="bottom-end"
          content={
            <Menu aria-label={`${t('rowMenu.more')} ${subject}`}>
              {inMenu.map((action) => (
                <MenuItem
                  key={action.key}
                  icon={action.icon}
                  text={<MenuText action={action} />}
                  intent={action.intent}
                  disabled={action.disabled}
                  onClick={action.onClick}
                  // With a reason, the entry's name stays its action; the reason is its description.
                  {...(reasonOf(action) ? { 'aria-label': action.label, 'aria-description': reasonOf(action) } : {})}
                  multiline={reasonOf(action) !== undefined}
                />
              ))}
            </Menu>
          }
        >
          <Button
            variant="minimal"
            icon={<More />}
            aria-label={`${t('rowMenu.more')} ${subject}`}
            title={t('rowMenu.more')}
          />
        </Popover>
      )}
    </div>
  );
}

/** The reason a disabled action gives; an enabled one gives none. */
const reasonOf = (action: RowAction): string | undefined => (action.disabled ? action.reason : undefined);

function MenuText({ action }: { readonly action: RowAction }) {
  const reason = reasonOf(action);
  return (
    <>
      {action.label}
      {reason && <small className="admin-row-menu__reason">{reason}</small>}
    </>
  );
}
