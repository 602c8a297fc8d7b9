import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { ADMIN_MODULE_PATHS, ADMIN_MODULES, AdminLayout } from '../../../components/admin/admin-header';
import { StatsCards } from '../../../components/admin/stats-cards';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery, useDashboardInventoryStatsQuery } from '../api';
import { ModuleIcon } from '../components/module-icon';
import '../components/admin-dashboard.css';

/** /admin and /admin-dashboard: the numbers that exist today and a way into every module. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const user = useAppSelector(selectUser);
  // One-row pages of the branch list: only their `total` is read.
  const allBranches = useListBranchesQuery({ status: 'all', limit: 1 });
  const activeBranches = useListBranchesQuery({ status: 'active', limit: 1 });
  const clients = useDashboardClientStatsQuery();
  const employees = useDashboardEmployeeStatsQuery();
  const inventory = useDashboardInventoryStatsQuery();
  const failed = (isError: boolean) => (isError ? t('loadError') : undefined);

  return (
    <AdminLayout module="admin">
      <header className="admin-dashboard-header">
        <h1 className="bp6-heading">{t('title')}</h1>
        {user && <p>{t('welcome', { name: user.name })}</p>}
      </header>

      {/* The desk's first stop each morning: the day's classes, who booked them, who came. */}
      <Link to={ADMIN_MODULE_PATHS['admin-today']} className="admin-dashboard-today">
        <ModuleIcon name="admin-today" />
        <span>
          <strong>{t('today.title')}</strong>
          <span>{t('today.description')}</span>
        </span>
      </Link>

      <StatsCards
        large
        label={t('summary')}
        cards={[
          {
            label: t('tiles.branches'),
            to: '/admin/branches',
            value: allBranches.data?.total,
            error: failed(allBranches.isError),
            sub: activeBranches.data && t('tiles.activeBranches', { count: activeBranches.data.total }),
          },
          {
            label: t('tiles.clients'),
            to: '/admin-clients',
            value: clients.data?.totalClients,
            error: failed(clients.isError),
            sub: clients.data && (
              <>
                <div>{t('tiles.active', { count: clients.data.activeClients })}</div>
                <div>{t('tiles.inactive', { count: clients.data.inactiveClients })}</div>
                <div>{t('tiles.newThisMonth', { count: clients.data.newClientsThisMonth })}</div>
              </>
            ),
          },
          {
            label: t('tiles.employees'),
            to: '/admin-employees',
            value: employees.data?.totalEmployees,
            error: failed(employees.isError),
            sub: employees.data && (
              <>
                <div>{t('tiles.active', { count: employees.data.activeEmployees })}</div>
                <div>{t('tiles.roles', { ...employees.data })}</div>
              </>
            ),
          },
          {
            // Opens the inventory already filtered to what needs restocking.
            label: t('tiles.lowStock'),
            to: '/admin-inventory?stock=low',
            value: inventory.data?.lowStockItems,
            error: failed(inventory.isError),
            sub: inventory.data && (
              <>
                <div>{t('tiles.outOfStock', { count: inventory.data.outOfStockItems })}</div>
                <div>{t('tiles.activeItems', { count: inventory.data.activeItems })}</div>
              </>
            ),
          },
        ]}
      />

      <section aria-labelledby="admin-modules-title">
        <h2 id="admin-modules-title" className="bp6-heading">
          {t('modulesTitle')}
        </h2>
        <nav className="admin-dashboard-modules">
          {ADMIN_MODULES.filter((module) => module !== 'admin' && module !== 'admin-today').map((module) => (
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
