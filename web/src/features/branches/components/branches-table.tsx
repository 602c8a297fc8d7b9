import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchPermissions, BranchSortField, BranchSummary } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { deactivateAction, editAction, statsAction, viewAction } from '../../../components/admin/row-actions';
import { StatusTag } from '../../../components/admin/status-tag';

/** Spec §2: name, city, state, phone, status, the counts of what belongs to the branch, actions. */
export function useBranchesTable(
  permissions: BranchPermissions,
  handlers: RowHandlers<BranchSummary, 'onView' | 'onEdit' | 'onStats' | 'onDeactivate'>,
): ListTable<BranchSummary, BranchSortField> {
  const { t } = useTranslation('branches');
  return {
    caption: t('table.caption'),
    rowKey: (branch) => branch.id,
    columns: [
      { key: 'name', label: t('table.name'), sort: 'name', render: (branch) => <strong>{branch.name}</strong> },
      { key: 'city', label: t('table.city'), sort: 'city', render: (branch) => branch.city },
      { key: 'state', label: t('table.state'), sort: 'state', render: (branch) => branch.state },
      {
        key: 'phone',
        label: t('table.phone'),
        className: 'branches-phone',
        render: (branch) => branch.phone ?? t('table.noPhone'),
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'isActive',
        render: (branch) => (
          <StatusTag active={branch.isActive} label={t(branch.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
      {
        key: 'stats',
        label: t('table.stats'),
        render: (branch) => (
          <div className="admin-chips">
            <Tag minimal>{t('table.users', { count: branch._count.users })}</Tag>
            <Tag minimal>{t('table.classes', { count: branch._count.classes })}</Tag>
            <Tag minimal>{t('table.plans', { count: branch._count.membershipPlans })}</Tag>
          </div>
        ),
      },
    ],
    // Spec §2 lists four actions and no menu: all of them are buttons in the row.
    actions: (branch) => ({
      subject: branch.name,
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(branch)),
        editAction(t('actions.edit'), permissions.edit, () => handlers.onEdit(branch)),
        statsAction(t('actions.stats'), permissions.viewStats, () => handlers.onStats(branch)),
        deactivateAction(t('actions.deactivate'), permissions.deactivate, branch.isActive, () =>
          handlers.onDeactivate(branch),
        ),
      ],
    }),
  };
}
