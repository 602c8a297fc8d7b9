import { Drawer, DrawerSize, Divider, H6 } from '@blueprintjs/core';
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

  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size={DrawerSize.SMALL} title={t('appName')} className="side-drawer">
      <div className="side-drawer__body" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        {user && (
          <div className="side-drawer__user">
            <strong>{user.name}</strong>
            <span className="side-drawer__email">{user.email}</span>
          </div>
        )}
        <nav aria-label={t('nav.menu')} className="side-drawer__links">
          {[...links.common, ...links.role].map((item) => (
            <NavLink key={item.to} to={item.to} end className={({ isActive }) => `nav-link${isActive ? ' nav-link--active' : ''}`}>
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
