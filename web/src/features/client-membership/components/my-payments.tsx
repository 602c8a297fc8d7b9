import { useEffect, useState, type ReactNode } from 'react';
import type { PaymentDto } from '@boxstudio/contracts';
import { H2 } from '@blueprintjs/core';
import { Dollar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { ListPager } from '../../../components/admin/pager';
import { showToast } from '../../../components/toaster';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import './client-membership.css';
import { formatPaymentOf, paymentDetail, useListPaymentsQuery } from '../../payments';
import { formatStudioDateTime } from '../../../lib/studio-time';

/** A few at a time, like the client's bookings. */
const PAGE_SIZE = 5;

/** What a payment was for: "Venta · Plan Mensual". */
export function usePaymentConcept(): (payment: PaymentDto) => string {
  const { t } = useTranslation('client-membership');
  return (payment) => {
    const source = t(`source.${payment.source}`);
    const detail = paymentDetail(payment);
    return detail ? t('payments.concept', { source, detail }) : source;
  };
}

export interface MyPaymentsProps {
  readonly userId: string;
  /** The section's heading. @default 'Mis pagos' */
  readonly title?: string;
  /** Something to do with each payment (open its receipt). */
  readonly actionFor?: (payment: PaymentDto) => ReactNode;
}

/**
 * The person's own payments, newest first: when, what for, how, how much, and their status. Asked
 * with the person's own id, so that staff opening their own page see theirs, not the studio's.
 * The membership page lists them; the history page adds each one's receipt.
 */
export function MyPayments({ userId, title, actionFor }: MyPaymentsProps) {
  const { t, i18n } = useTranslation('client-membership');
  const concept = usePaymentConcept();
  const heading = title ?? t('payments.title');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching } = useListPaymentsQuery({ userId, page, limit: PAGE_SIZE });
  useEffect(() => {
    if (isError) showToast(t('payments.loadError'), 'error');
  }, [isError, t]);
  const payments = data?.payments ?? [];
  return (
    <section className="client-membership__section" aria-labelledby="my-payments-title">
      <H2 id="my-payments-title">{heading}</H2>
      <LoadState
        loading={isLoading}
        error={isError ? t('payments.loadError') : undefined}
        empty={data !== undefined && payments.length === 0}
        emptyTitle={t('payments.empty')}
        emptyIcon={<Dollar size={48} />}
      >
        <ul className="client-membership__list" aria-label={heading} aria-busy={isFetching}>
          {payments.map((payment) => {
            return (
              <li key={payment.id} className="client-membership__item">
                <div className="client-membership__item-body">
                  <strong>{concept(payment)}</strong>
                  <span className="client-membership__muted">
                    {t('payments.when', {
                      when: formatStudioDateTime(payment.paidAt, i18n.language),
                      method: t(`method.${payment.method}`),
                    })}
                  </span>
                </div>
                <div className="client-membership__item-side">
                  <span className="client-membership__amount">{formatPaymentOf(payment, i18n.language)}</span>
                  <PaymentStatusTag status={payment.status} label={t(`paymentStatus.${payment.status}`)} />
                  {actionFor?.(payment)}
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>
      <ListPager data={data} onPage={setPage} countLabel={(count) => t('payments.total', { count })} />
    </section>
  );
}
