import { useTranslation } from 'react-i18next';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListBranchesQuery } from '../../branches';
import { useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery, useDashboardInventoryStatsQuery } from '../api';

/** The whole studio's numbers, whatever branch the day is of: branches, clients, employees, low stock. */
export function StudioTiles() {
  const { t } = useTranslation('admin');
  // One-row pages of the branch list: only their `total` is read.
  const allBranches = useListBranchesQuery({ status: 'all', limit: 1 });
  const activeBranches = useListBranchesQuery({ status: 'active', limit: 1 });
  const clients = useDashboardClientStatsQuery();
  const employees = useDashboardEmployeeStatsQuery();
  const inventory = useDashboardInventoryStatsQuery();
  const failed = (isError: boolean) => (isError ? t('loadError') : undefined);

  return (
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
  );
}
