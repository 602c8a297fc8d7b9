import type { ReactNode } from 'react';
import { Breadcrumb, Button, Classes, Menu, MenuItem, Popover, type BreadcrumbProps } from '@blueprintjs/core';
import { ArrowLeft, CaretDown, Dashboard, GridView } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './admin-header.css';

export const ADMIN_MODULES = [
  'admin-today',
  'admin',
  'admin-users',
  'admin-clients',
  'admin-employees',
  'admin-classes',
  'admin-reservations',
  'admin-memberships',
  'admin-payments',
  'admin-inventory',
  'admin-reports',
  'admin-branches',
  'admin-membership-plans',
  'admin-api-keys',
  'admin-audit',
  // The projections console's page is its own feature (features/projections); the menu names it here.
  'admin-projections',
] as const;

export type AdminModule = (typeof ADMIN_MODULES)[number];

/** Where each module lives; 'admin' is the dashboard. */
export const ADMIN_MODULE_PATHS: Record<AdminModule, string> = {
  'admin-today': '/admin-today',
  admin: '/admin',
  'admin-users': '/admin-users',
  'admin-clients': '/admin-clients',
  'admin-employees': '/admin-employees',
  'admin-classes': '/admin-classes',
  'admin-reservations': '/admin-reservations',
  'admin-memberships': '/admin-memberships',
  'admin-payments': '/admin-payments',
  'admin-inventory': '/admin-inventory',
  'admin-reports': '/admin-reports',
  'admin-branches': '/admin/branches',
  'admin-membership-plans': '/admin/membership-plans',
  'admin-api-keys': '/admin-api-keys',
  'admin-audit': '/admin/audit',
  'admin-projections': '/admin/projections',
};

/** Breadcrumb Dashboard > module, a way back to the dashboard and the modules menu. */
export function AdminHeader({ module }: { module: AdminModule }) {
  const { t } = useTranslation('admin-shell');
  const navigate = useNavigate();

  const crumbs: BreadcrumbProps[] = [
    {
      text: t('dashboard'),
      icon: <Dashboard />,
      href: '/admin',
      onClick: (event) => {
        event.preventDefault();
        navigate('/admin');
      },
    },
    ...(module === 'admin' ? [] : [{ text: t(`modules.${module}`) }]),
  ];

  const menu = (
    <Menu aria-label={t('modulesMenu')}>
      {ADMIN_MODULES.map((entry) => (
        <MenuItem
          key={entry}
          text={t(`modules.${entry}`)}
          disabled={entry === module}
          onClick={() => navigate(ADMIN_MODULE_PATHS[entry])}
        />
      ))}
    </Menu>
  );

  return (
    <header className="admin-header">
      <nav aria-label={t('breadcrumbLabel')} className="admin-header__crumbs">
        {/* Blueprint's Breadcrumbs puts its overflow list's spacer (a div) in the <ol>; a list holds only items. */}
        <ol className={Classes.BREADCRUMBS}>
          {crumbs.map((crumb, index) => (
            <li key={index}>
              <Breadcrumb {...crumb} current={index === crumbs.length - 1} />
            </li>
          ))}
        </ol>
      </nav>
      <div className="admin-header__actions">
        {module !== 'admin' && (
          <Button icon={<ArrowLeft />} variant="outlined" onClick={() => navigate('/admin')} text={t('back')} />
        )}
        <Popover content={menu} placement="bottom-end">
          <Button icon={<GridView />} endIcon={<CaretDown />} intent="primary" text={t('modulesMenu')} />
        </Popover>
      </div>
    </header>
  );
}

/** The frame of every admin screen: the shared header above the screen's content. */
export function AdminLayout({ module, children }: { module: AdminModule; children: ReactNode }) {
  return (
    <div className="admin-layout">
      <AdminHeader module={module} />
      <div className="admin-layout__content">{children}</div>
    </div>
  );
}
