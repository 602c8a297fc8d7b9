import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { Chart, Disable, Edit, EyeOpen } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { BranchDto } from '@boxstudio/contracts';
import type { BranchPermissions } from '../branch-permissions';

export interface BranchesTableProps {
  readonly branches: readonly BranchDto[];
  readonly permissions: BranchPermissions;
  readonly onView: (branch: BranchDto) => void;
  readonly onEdit: (branch: BranchDto) => void;
  readonly onStats: (branch: BranchDto) => void;
  readonly onDeactivate: (branch: BranchDto) => void;
}

export function BranchStatusTag({ active }: { readonly active: boolean }) {
  const { t } = useTranslation('branches');
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.NONE} round minimal={!active}>
      {t(active ? 'status.active' : 'status.inactive')}
    </Tag>
  );
}

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
                <RowAction label={t('actions.view')} name={branch.name} icon={<EyeOpen />} onClick={() => onView(branch)} />
                {permissions.edit && <RowAction label={t('actions.edit')} name={branch.name} icon={<Edit />} onClick={() => onEdit(branch)} />}
                <RowAction label={t('actions.stats')} name={branch.name} icon={<Chart />} onClick={() => onStats(branch)} />
                {permissions.deactivate && (
                  <RowAction
                    label={t('actions.deactivate')}
                    name={branch.name}
                    icon={<Disable />}
                    intent={Intent.DANGER}
                    disabled={!branch.isActive}
                    onClick={() => onDeactivate(branch)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

interface RowActionProps {
  readonly label: string;
  readonly name: string;
  readonly icon: JSX.Element;
  readonly intent?: Intent;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}

/** An icon button whose accessible name says the action and the branch ("Editar BoxStudio Polanco"). */
function RowAction({ label, name, icon, intent, disabled, onClick }: RowActionProps) {
  return <Button variant="minimal" icon={icon} intent={intent} disabled={disabled} onClick={onClick} aria-label={`${label} ${name}`} title={label} />;
}
