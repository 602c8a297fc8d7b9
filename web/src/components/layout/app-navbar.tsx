import { lazy, Suspense, useEffect, useState } from 'react';
import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { Chat, Menu as MenuIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth';
import { AuthButtons } from './auth-buttons';
import { NAV_MENUS, navLinks, type NavLinkItem } from './nav-links';
import { NavMenu } from './nav-menu';
import { LanguageToggle, ThemeToggle } from './preference-toggles';
import { SocialLinks } from './social-links';

// The drawer (and Blueprint's overlay code) loads when it is first opened, not with the page.
const SideDrawer = lazy(() => import('./side-drawer').then((module) => ({ default: module.SideDrawer })));

function NavLinks({ items }: { items: NavLinkItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={({ isActive }) => `nav-link${isActive ? ' nav-link--active' : ''}`}
        >
          {t(item.label)}
        </NavLink>
      ))}
    </>
  );
}

export function AppNavbar() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const links = navLinks(user);

  // The drawer belongs to small screens: close it when the window grows past 768 px.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia('(min-width: 768px)');
    const onChange = (event: MediaQueryListEvent) => event.matches && setDrawerOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <header className="app-header">
      <Navbar className="app-navbar" aria-label={t('nav.mainLabel')}>
        <Navbar.Group align={Alignment.START}>
          <Button
            className="only-mobile"
            variant="minimal"
            icon={<MenuIcon />}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
          <Link to="/" className="brand" aria-label={t('appName')}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className="brand__name">{t('appName')}</span>
          </Link>
          <nav className="only-desktop app-navbar__links" aria-label={t('nav.mainLabel')}>
            <NavLinks items={links.common} />
            {NAV_MENUS.map((menu) => (
              <NavMenu key={menu.label} menu={menu} />
            ))}
          </nav>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END} className="app-navbar__tools">
          <span className="only-desktop">
            <SocialLinks />
          </span>
          {user && (
            <Link to="/chat" className="only-mobile nav-help" aria-label={t('nav.help')} title={t('nav.help')}>
              <Chat size={18} />
            </Link>
          )}
          <LanguageToggle />
          <ThemeToggle />
          <span className="only-desktop app-navbar__auth">
            <AuthButtons />
          </span>
        </Navbar.Group>
      </Navbar>
      {links.role.length > 0 && (
        <nav className="role-bar only-desktop" aria-label={t('nav.menu')}>
          <NavLinks items={links.role} />
        </nav>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <SideDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
