import { useId } from 'react';
import { Button, Classes, Drawer, DrawerSize, Divider, H4, H6 } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth';
import { AuthButtons } from './auth-buttons';
import { NAV_MENUS, navLinks } from './nav-links';
import { SocialLinks } from './social-links';

/** The navbar's links for small screens, with who is signed in. */
export function SideDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const links = navLinks(user);
  const titleId = useId();

  // Its own header: Blueprint's names the close button "Close" in every language.
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size={DrawerSize.SMALL}
      aria-labelledby={titleId}
      className="side-drawer"
    >
      <div className={Classes.DRAWER_HEADER}>
        <H4 id={titleId}>{t('appName')}</H4>
        <Button
          aria-label={t('nav.closeMenu')}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCross size={20} />}
          variant="minimal"
          onClick={onClose}
        />
      </div>
      <div className="side-drawer__body" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        {user && (
          <div className="side-drawer__user">
            <strong>{user.name}</strong>
            <span className="side-drawer__email">{user.email}</span>
          </div>
        )}
        <nav aria-label={t('nav.menu')} className="side-drawer__links">
          {[...links.common, ...links.role].map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) => `nav-link${isActive ? ' nav-link--active' : ''}`}
            >
              {t(item.label)}
            </NavLink>
          ))}
          {NAV_MENUS.map((menu) => (
            <div key={menu.label} className="side-drawer__group">
              <H6>{t(menu.label)}</H6>
              {menu.items.map((item) => (
                <NavLink key={item.label} to={item.to} className="nav-link nav-link--sub">
                  {t(item.label)}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <Divider />
        <SocialLinks />
        <div className="side-drawer__auth" onClick={onClose}>
          <AuthButtons vertical />
        </div>
      </div>
    </Drawer>
  );
}
