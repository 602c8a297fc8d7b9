import { Card, Elevation, H4, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ADMIN_MODULE_PATHS, ADMIN_MODULES, AdminLayout } from '../../components/admin-header';
import { selectUser } from '../auth/session-slice';
import { useDashboardBranchCountQuery, useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery } from './admin-api';
import { ModuleIcon } from './module-icon';
import './admin-dashboard.css';

/** /admin and /admin-dashboard: the numbers that exist today and a way into every module. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const user = useAppSelector(selectUser);
  const allBranches = useDashboardBranchCountQuery('all');
  const activeBranches = useDashboardBranchCountQuery('active');
  const clients = useDashboardClientStatsQuery();
  const employees = useDashboardEmployeeStatsQuery();

  return (
    <AdminLayout module="admin">
      <header className="admin-dashboard-header">
        <h1 className="bp6-heading">{t('title')}</h1>
        {user && <p>{t('welcome', { name: user.name })}</p>}
      </header>

      <section className="admin-dashboard-tiles" aria-label={t('summary')}>
        <StatTile title={t('tiles.branches')} to="/admin/branches" failed={allBranches.isError} value={allBranches.data}>
          {activeBranches.data !== undefined && t('tiles.activeBranches', { count: activeBranches.data })}
        </StatTile>
        <StatTile title={t('tiles.clients')} to="/admin-clients" failed={clients.isError} value={clients.data?.totalClients}>
          {clients.data && (
            <>
              <div>{t('tiles.active', { count: clients.data.activeClients })}</div>
              <div>{t('tiles.inactive', { count: clients.data.inactiveClients })}</div>
              <div>{t('tiles.newThisMonth', { count: clients.data.newClientsThisMonth })}</div>
            </>
          )}
        </StatTile>
        <StatTile title={t('tiles.employees')} to="/admin-employees" failed={employees.isError} value={employees.data?.totalEmployees}>
          {employees.data && (
            <>
              <div>{t('tiles.active', { count: employees.data.activeEmployees })}</div>
              <div>{t('tiles.roles', { ...employees.data })}</div>
            </>
          )}
        </StatTile>
      </section>

      <section aria-labelledby="admin-modules-title">
        <h2 id="admin-modules-title" className="bp6-heading">
          {t('modulesTitle')}
        </h2>
        <nav className="admin-dashboard-modules">
          {ADMIN_MODULES.filter((module) => module !== 'admin').map((module) => (
            <Link key={module} to={ADMIN_MODULE_PATHS[module]} className="admin-dashboard-module">
              <ModuleIcon name={module} />
              <span>{t(`modules.${module}`, { ns: 'admin-shell' })}</span>
            </Link>
          ))}
        </nav>
      </section>
    </AdminLayout>
  );
}

interface StatTileProps {
  readonly title: string;
  readonly to: string;
  readonly value: number | undefined;
  readonly failed: boolean;
  readonly children?: ReactNode;
}

function StatTile({ title, to, value, failed, children }: StatTileProps) {
  const { t } = useTranslation('admin');
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-tile">
      <H4>
        <Link to={to}>{title}</Link>
      </H4>
      {failed ? (
        <p className="admin-dashboard-tile-error">{t('loadError')}</p>
      ) : value === undefined ? (
        <Spinner size={24} />
      ) : (
        <>
          <div className="admin-dashboard-tile-value" aria-label={`${title}: ${value}`}>
            {value}
          </div>
          <div className="admin-dashboard-tile-detail">{children}</div>
        </>
      )}
    </Card>
  );
}
