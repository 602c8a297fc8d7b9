import { Intent, Tag } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { planPriceTone, type MembershipPlanDto, type PlanPermissions, type PlanSortField } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { deactivateAction, editAction, statsAction, viewAction } from '../../../components/admin/row-actions';
import { StatusTag } from '../../../components/admin/status-tag';
import { formatPlanPrice } from '../plan-money';
import { FeatureChips } from './feature-chips';

/** Spec §9: under 100 primary, under 500 warning, otherwise error. */
const PRICE_INTENT = { primary: Intent.PRIMARY, warning: Intent.WARNING, danger: Intent.DANGER } as const;

/** Spec §2: name, price, duration, classes per month, branch, features (two chips and '+N'), status, actions. */
export function usePlansTable(
  permissions: PlanPermissions,
  handlers: RowHandlers<MembershipPlanDto, 'onView' | 'onEdit' | 'onDuplicate' | 'onStats' | 'onDeactivate'>,
): ListTable<MembershipPlanDto, PlanSortField> {
  const { t, i18n } = useTranslation('plans');
  return {
    caption: t('table.caption'),
    rowKey: (plan) => plan.id,
    columns: [
      { key: 'name', label: t('table.name'), sort: 'name', render: (plan) => <strong>{plan.name}</strong> },
      {
        key: 'price',
        label: t('table.price'),
        sort: 'price',
        render: (plan) => (
          <Tag minimal intent={PRICE_INTENT[planPriceTone(plan.price)]}>
            {formatPlanPrice(plan.price, i18n.language)}
          </Tag>
        ),
      },
      {
        key: 'duration',
        label: t('table.duration'),
        sort: 'duration',
        render: (plan) => t('table.days', { count: plan.duration }),
      },
      {
        key: 'maxClasses',
        label: t('table.maxClasses'),
        sort: 'maxClasses',
        render: (plan) => (plan.maxClasses === null ? t('unlimited') : plan.maxClasses),
      },
      { key: 'branch', label: t('table.branch'), sort: 'branch', render: (plan) => plan.branch?.name ?? '—' },
      {
        key: 'features',
        label: t('table.features'),
        className: 'plans-features',
        render: (plan) => <FeatureChips features={plan.features} shown={2} />,
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'isActive',
        render: (plan) => (
          <StatusTag active={plan.isActive} label={t(plan.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
    ],
    actions: (plan) => ({
      subject: plan.name,
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(plan)),
        editAction(t('actions.edit'), permissions.manage, () => handlers.onEdit(plan)),
        {
          key: 'duplicate',
          label: t('actions.duplicate'),
          icon: <Duplicate />,
          inline: true,
          permitted: permissions.manage,
          onClick: () => handlers.onDuplicate(plan),
        },
        statsAction(t('actions.stats'), permissions.viewStats, () => handlers.onStats(plan)),
        deactivateAction(t('actions.deactivate'), permissions.manage, plan.isActive, () => handlers.onDeactivate(plan)),
      ],
    }),
  };
}
