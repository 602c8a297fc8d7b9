import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { Chart, Disable, Edit, EyeOpen } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { BranchPermissions, BranchSummary } from '@boxstudio/contracts';
import { RowMenu } from '../../../components/admin/row-menu';
import { BranchStatusTag } from './branch-status-tag';

export interface BranchesTableProps {
  readonly branches: readonly BranchSummary[];
  readonly permissions: BranchPermissions;
  readonly onView: (branch: BranchSummary) => void;
  readonly onEdit: (branch: BranchSummary) => void;
  readonly onStats: (branch: BranchSummary) => void;
  readonly onDeactivate: (branch: BranchSummary) => void;
}

/** Spec §2: name, city, state, phone, status, the counts of what belongs to the branch, actions. */
export function BranchesTable({ branches, permissions, onView, onEdit, onStats, onDeactivate }: BranchesTableProps) {
  const { t } = useTranslation('branches');
  return (
    <div className="branches-table-wrap">
      <HTMLTable className="branches-table" striped interactive aria-label={t('table.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.city')}</th>
            <th scope="col">{t('table.state')}</th>
            <th scope="col">{t('table.phone')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.stats')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {branches.map((branch) => (
            <tr key={branch.id}>
              <td>
                <strong>{branch.name}</strong>
              </td>
              <td>{branch.city}</td>
              <td>{branch.state}</td>
              <td className="branches-phone">{branch.phone ?? t('table.noPhone')}</td>
              <td>
                <BranchStatusTag active={branch.isActive} />
              </td>
              <td>
                <div className="branches-counts">
                  <Tag minimal>{t('table.users', { count: branch._count.users })}</Tag>
                  <Tag minimal>{t('table.classes', { count: branch._count.classes })}</Tag>
                  <Tag minimal>{t('table.plans', { count: branch._count.membershipPlans })}</Tag>
                </div>
              </td>
              <td className="branches-actions">
                {/* Spec §2 lists four actions and no menu: all of them are buttons in the row. */}
                <RowMenu
                  subject={branch.name}
                  actions={[
                    { key: 'view', label: t('actions.view'), icon: <EyeOpen />, inline: true, onClick: () => onView(branch) },
                    { key: 'edit', label: t('actions.edit'), icon: <Edit />, inline: true, permitted: permissions.edit, onClick: () => onEdit(branch) },
                    { key: 'stats', label: t('actions.stats'), icon: <Chart />, inline: true, permitted: permissions.viewStats, onClick: () => onStats(branch) },
                    {
                      key: 'deactivate',
                      label: t('actions.deactivate'),
                      icon: <Disable />,
                      intent: Intent.DANGER,
                      inline: true,
                      permitted: permissions.deactivate,
                      disabled: !branch.isActive,
                      onClick: () => onDeactivate(branch),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
