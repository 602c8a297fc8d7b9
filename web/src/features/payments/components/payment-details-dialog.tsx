import { Button, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PaymentDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList, type FieldListItem } from '../../../components/admin/field-list';
import { formatPaymentOf } from '../payment-money';
import { formatStudioDateTime } from '../../../lib/studio-time';
import { PaymentStatusTag } from '../../../components/payment-status-tag';

/** A payment's fields: who, what, how much, how, when; a refund's when and why, and whether it restocked. */
export function PaymentDetailsDialog({
  item,
  onClose,
}: {
  readonly item: PaymentDto | null;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const fields = (payment: PaymentDto): FieldListItem[] => {
    const none = t('details.none');
    const items: (FieldListItem | false)[] = [
      { key: 'paidAt', label: t('details.paidAt'), value: formatStudioDateTime(payment.paidAt, i18n.language) },
      {
        key: 'client',
        label: t('details.client'),
        value: payment.user ? `${payment.user.name} (${payment.user.email})` : none,
      },
      { key: 'source', label: t('details.source'), value: t(`source.${payment.source}`) },
      { key: 'plan', label: t('details.plan'), value: payment.membershipPlan?.name ?? none },
      { key: 'description', label: t('details.description'), value: payment.description?.trim() || none },
      { key: 'method', label: t('details.method'), value: t(`method.${payment.method}`) },
      {
        key: 'amount',
        label: t('details.amount'),
        value: `${formatPaymentOf(payment, i18n.language)} ${payment.currency}`,
      },
      {
        key: 'status',
        label: t('details.status'),
        value: <PaymentStatusTag status={payment.status} label={t(`status.${payment.status}`)} />,
      },
      { key: 'branch', label: t('details.branch'), value: payment.branch?.name ?? none },
      payment.refundedAt !== null && {
        key: 'refundedAt',
        label: t('details.refundedAt'),
        value: formatStudioDateTime(payment.refundedAt, i18n.language),
      },
      payment.refundReason !== null && {
        key: 'refundReason',
        label: t('details.refundReason'),
        value: payment.refundReason,
      },
      payment.refundedAt !== null &&
        payment.retail !== null && {
          key: 'restocked',
          label: t('details.restocked'),
          value: payment.retail.restocked ? t('details.restockedYes') : t('details.restockedNo'),
        },
    ];
    return items.filter((entry): entry is FieldListItem => entry !== false);
  };
  return (
    <AdminDialog
      isOpen={item !== null}
      onClose={onClose}
      title={t('details.title')}
      actions={<Button text={t('details.close')} onClick={onClose} />}
    >
      <DialogBody>{item && <FieldList items={fields(item)} />}</DialogBody>
    </AdminDialog>
  );
}
