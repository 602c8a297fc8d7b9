import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Button, Classes, Menu } from '@blueprintjs/core';
import { CaretDown } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NavMenu as NavMenuItems } from './nav-links';

/**
 * One of the navbar's menus of links, as a disclosure: a button that shows the links below it.
 * Blueprint's Popover and MenuItem would bring two positioning engines into every page's first
 * load for three short lists that always open downwards; Blueprint's classes give the same look.
 */
export function NavMenu({ menu }: { menu: NavMenuItems }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Closes on a press outside and on Escape (which gives the focus back to the button).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of the menu closes it too.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <div className="nav-menu" ref={root} onBlur={onBlur}>
      <Button
        ref={button}
        variant="minimal"
        endIcon={<CaretDown />}
        text={t(menu.label)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      {open && (
        <div className={`${Classes.POPOVER} ${Classes.MINIMAL} nav-menu__popover`}>
          <div className={Classes.POPOVER_CONTENT}>
            <Menu id={listId} aria-label={t(menu.label)}>
              {menu.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className={Classes.MENU_ITEM} onClick={() => setOpen(false)}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </Menu>
          </div>
        </div>
      )}
    </div>
  );
}
