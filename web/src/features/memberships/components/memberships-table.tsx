import { Intent } from '@blueprintjs/core';
import { BanCircle, Refresh, Snowflake, SwapHorizontal, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MembershipDto, MembershipSortField } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { editAction, viewAction } from '../../../components/admin/row-actions';
import { commandsFor } from '../membership-commands';
import { formatStudioDate } from '../../../lib/studio-time';
import { formatMoney, membershipSubject, type BranchOfPlan } from '../membership-list';
import { PersonCell } from '../../../components/admin/person-link';
import { PlanCell } from './plan-cell';
import { StatusChip } from './status-chip';

export type MembershipRowHandlers = RowHandlers<
  MembershipDto,
  'onView' | 'onEdit' | 'onRenew' | 'onChangePlan' | 'onCancel' | 'onFreeze' | 'onDelete'
>;

/**
 * Spec §2: user, type/plan, status, start, end, price, actions; sortable on the server by each
 * but the actions. The menu: Renovar, Cambiar Plan, Cancelar (left out once cancelled), Congelar,
 * Eliminar; an entry the server would refuse in this state is shown disabled.
 */
export function useMembershipsTable(
  manage: boolean,
  branchOf: BranchOfPlan,
  handlers: MembershipRowHandlers,
): ListTable<MembershipDto, MembershipSortField> {
  const { t, i18n } = useTranslation('memberships');
  const date = (instant: string) => formatStudioDate(instant, i18n.language);
  return {
    caption: t('table.caption'),
    rowKey: (item) => item.id,
    columns: [
      {
        key: 'user',
        label: t('table.user'),
        sort: 'user',
        render: (item) => <PersonCell person={item.user} kind="client" />,
      },
      {
        key: 'plan',
        label: t('table.plan'),
        sort: 'plan',
        render: (item) => <PlanCell item={item} branch={branchOf(item.membershipPlanId)} />,
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'status',
        render: (item) => <StatusChip status={item.status} />,
      },
      {
        key: 'startDate',
        label: t('table.startDate'),
        sort: 'startDate',
        className: 'memberships-date',
        render: (item) => date(item.startDate),
      },
      {
        key: 'endDate',
        label: t('table.endDate'),
        sort: 'endDate',
        className: 'memberships-date',
        render: (item) => (
          <>
            <div>{date(item.endDate)}</div>
            {/* A freeze still running says until when; a cancelled or expired membership is not frozen. */}
            {item.status === 'ACTIVE' && item.frozenUntil && Date.parse(item.frozenUntil) > Date.now() && (
              <small className="memberships-muted">{t('table.frozenUntil', { date: date(item.frozenUntil) })}</small>
            )}
          </>
        ),
      },
      {
        key: 'price',
        label: t('table.price'),
        sort: 'price',
        render: (item) => formatMoney(item.price, i18n.language),
      },
    ],
    actions: (item) => {
      const can = commandsFor(item.status);
      return {
        subject: membershipSubject(item, i18n.language),
        actions: [
          viewAction(t('actions.view'), () => handlers.onView(item)),
          editAction(t('actions.edit'), manage, () => handlers.onEdit(item)),
          {
            key: 'renew',
            label: t('actions.renew'),
            icon: <Refresh />,
            intent: Intent.SUCCESS,
            permitted: manage,
            disabled: !can.renew,
            onClick: () => handlers.onRenew(item),
          },
          {
            key: 'changePlan',
            label: t('actions.changePlan'),
            icon: <SwapHorizontal />,
            permitted: manage,
            disabled: !can.changePlan,
            onClick: () => handlers.onChangePlan(item),
          },
          {
            key: 'cancel',
            label: t('actions.cancel'),
            icon: <BanCircle />,
            intent: Intent.WARNING,
            permitted: manage && can.cancel,
            onClick: () => handlers.onCancel(item),
          },
          {
            key: 'freeze',
            label: t('actions.freeze'),
            icon: <Snowflake />,
            intent: Intent.PRIMARY,
            permitted: manage,
            disabled: !can.freeze,
            onClick: () => handlers.onFreeze(item),
          },
          {
            key: 'delete',
            label: t('actions.delete'),
            icon: <Trash />,
            intent: Intent.DANGER,
            permitted: manage,
            onClick: () => handlers.onDelete(item),
          },
        ],
      };
    },
  };
}
