import { Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Chat } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../../features/auth';
import { AppNavbar } from './app-navbar';
import { SiteFooter } from './site-footer';
import './layout.css';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <Spinner size={40} aria-label={t('loading')} />
    </div>
  );
}

/**
 * Help and chat, shown only to signed-in people: floating beside the page on a wide screen, in the
 * navbar on a phone (layout.css), so it never sits over a button or a chip.
 */
function FloatingHelp() {
  const { t } = useTranslation();
  return (
    <Link to="/chat" className="floating-help" aria-label={t('nav.help')} title={t('nav.help')}>
      <Chat size={22} />
    </Link>
  );
}

export function MainLayout() {
  const { t } = useTranslation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  return (
    <div className={authenticated ? 'app-shell app-shell--help' : 'app-shell'}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppNavbar />
      <main id="main" className="app-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {authenticated && <FloatingHelp />}
    </div>
  );
}
