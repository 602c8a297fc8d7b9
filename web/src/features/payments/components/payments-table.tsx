import { Intent } from '@blueprintjs/core';
import { Disable, Undo } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentDto, PaymentSortField } from '@boxstudio/contracts';
import { PersonCell } from '../../../components/admin/person-link';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { viewAction } from '../../../components/admin/row-actions';
import { studioClock } from '../../../lib/studio-time';
import { paymentDetail } from '../payment-concept';
import { paymentSubject } from '../payment-list';
import { formatPaymentOf } from '../payment-money';
import { formatStudioDate } from '../../../lib/studio-time';
import { PaymentStatusTag } from '../../../components/payment-status-tag';

export type PaymentRowHandlers = RowHandlers<PaymentDto, 'onView' | 'onRefund' | 'onVoid'>;

/**
 * Date (studio day, 24-hour time), client, concept (where it came from and what it paid for),
 * method, amount and status, each sorted on the server (the concept by its source, then what it
 * paid for). Only a completed payment can be refunded; any can be voided.
 */
export function usePaymentsTable(
  manage: boolean,
  handlers: PaymentRowHandlers,
): ListTable<PaymentDto, PaymentSortField> {
  const { t, i18n } = useTranslation('payments');
  return {
    caption: t('table.caption'),
    rowKey: (item) => item.id,
    columns: [
      {
        key: 'paidAt',
        label: t('table.date'),
        sort: 'paidAt',
        className: 'payments-when',
        render: (item) => (
          <>
            <div>{formatStudioDate(item.paidAt, i18n.language)}</div>
            <small className="payments-muted">{studioClock(item.paidAt)}</small>
          </>
        ),
      },
      {
        key: 'client',
        label: t('table.client'),
        sort: 'client',
        render: (item) => <PersonCell person={item.user} kind="client" />,
      },
      {
        key: 'concept',
        label: t('table.concept'),
        sort: 'concept',
        render: (item) => (
          <>
            <div>{t(`source.${item.source}`)}</div>
            <small className="payments-muted">{paymentDetail(item) ?? ''}</small>
          </>
        ),
      },
      { key: 'method', label: t('table.method'), sort: 'method', render: (item) => t(`method.${item.method}`) },
      {
        key: 'amount',
        label: t('table.amount'),
        sort: 'amount',
        className: 'payments-amount',
        render: (item) => formatPaymentOf(item, i18n.language),
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'status',
        render: (item) => <PaymentStatusTag status={item.status} label={t(`status.${item.status}`)} />,
      },
    ],
    actions: (item) => ({
      subject: paymentSubject(item, i18n.language),
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(item)),
        {
          key: 'refund',
          label: t('actions.refund'),
          icon: <Undo />,
          intent: Intent.WARNING,
          permitted: manage && item.status === 'COMPLETED',
          onClick: () => handlers.onRefund(item),
        },
        {
          key: 'void',
          label: t('actions.void'),
          icon: <Disable />,
          intent: Intent.DANGER,
          permitted: manage,
          onClick: () => handlers.onVoid(item),
        },
      ],
    }),
  };
}
