import { HTMLTable, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { Chart, Disable, Duplicate, Edit, EyeOpen } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { planPriceTone, type MembershipPlanDto, type PlanPermissions } from '@boxstudio/contracts';
import { RowMenu } from '../../../components/admin/row-menu';
import { formatPlanPrice } from '../plan-money';

export interface PlansTableProps {
  readonly plans: readonly MembershipPlanDto[];
  readonly permissions: PlanPermissions;
  readonly onView: (plan: MembershipPlanDto) => void;
  readonly onEdit: (plan: MembershipPlanDto) => void;
  readonly onDuplicate: (plan: MembershipPlanDto) => void;
  readonly onStats: (plan: MembershipPlanDto) => void;
  readonly onDeactivate: (plan: MembershipPlanDto) => void;
}

/** Spec §9: under 100 primary, under 500 warning, otherwise error. */
const PRICE_INTENT = { primary: Intent.PRIMARY, warning: Intent.WARNING, danger: Intent.DANGER } as const;

/** Spec §2: name, price, duration, classes per month, branch, features (two chips and '+N'), status, actions. */
export function PlansTable({ plans, permissions, onView, onEdit, onDuplicate, onStats, onDeactivate }: PlansTableProps) {
  const { t, i18n } = useTranslation('plans');
  return (
    <div className="plans-table-wrap">
      <HTMLTable className="plans-table" striped interactive aria-label={t('table.caption')}>
        <thead>
          <tr>
            {['name', 'price', 'duration', 'maxClasses', 'branch', 'features', 'status', 'actions'].map((column) => (
              <th key={column} scope="col">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const rest = plan.features.slice(2);
            return (
              <tr key={plan.id}>
                <td>
                  <strong>{plan.name}</strong>
                </td>
                <td>
                  <Tag minimal intent={PRICE_INTENT[planPriceTone(plan.price)]}>
                    {formatPlanPrice(plan.price, i18n.language)}
                  </Tag>
                </td>
                <td>{t('table.days', { count: plan.duration })}</td>
                <td>{plan.maxClasses === null ? t('unlimited') : plan.maxClasses}</td>
                <td>{plan.branch?.name ?? '—'}</td>
                <td>
                  <div className="plans-features">
                    {plan.features.slice(0, 2).map((feature) => (
                      <Tag key={feature} minimal round>
                        {feature}
                      </Tag>
                    ))}
                    {rest.length > 0 && (
                      <Tooltip content={rest.join(', ')}>
                        <Tag minimal round interactive>{`+${rest.length}`}</Tag>
                      </Tooltip>
                    )}
                  </div>
                </td>
                <td>
                  <Tag intent={plan.isActive ? Intent.SUCCESS : Intent.NONE}>{t(plan.isActive ? 'status.active' : 'status.inactive')}</Tag>
                </td>
                <td className="plans-actions">
                  <RowMenu
                    subject={plan.name}
                    actions={[
                      { key: 'view', label: t('actions.view'), icon: <EyeOpen />, inline: true, onClick: () => onView(plan) },
                      { key: 'edit', label: t('actions.edit'), icon: <Edit />, inline: true, permitted: permissions.manage, onClick: () => onEdit(plan) },
                      { key: 'duplicate', label: t('actions.duplicate'), icon: <Duplicate />, inline: true, permitted: permissions.manage, onClick: () => onDuplicate(plan) },
                      { key: 'stats', label: t('actions.stats'), icon: <Chart />, inline: true, permitted: permissions.viewStats, onClick: () => onStats(plan) },
                      {
                        key: 'deactivate',
                        label: t('actions.deactivate'),
                        icon: <Disable />,
                        intent: Intent.DANGER,
                        inline: true,
                        permitted: permissions.manage,
                        disabled: !plan.isActive,
                        onClick: () => onDeactivate(plan),
                      },
                    ]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
