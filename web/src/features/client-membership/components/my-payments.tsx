import { useEffect, useState } from 'react';
import { H2 } from '@blueprintjs/core';
import { Dollar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { Pager } from '../../../components/admin/pager';
import { showToast } from '../../../components/toaster';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { formatPaymentOf, paymentDetail, useListPaymentsQuery } from '../../payments';
import { formatStudioDateTime } from '../../../lib/studio-time';

/** A few at a time, like the client's bookings. */
const PAGE_SIZE = 5;

/**
 * The person's own payments, newest first: when, what for, how, how much, and their status. Asked
 * with the person's own id, so that staff opening their own page see theirs, not the studio's.
 */
export function MyPayments({ userId }: { readonly userId: string }) {
  const { t, i18n } = useTranslation('client-membership');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching } = useListPaymentsQuery({ userId, page, limit: PAGE_SIZE });
  useEffect(() => {
    if (isError) showToast(t('payments.loadError'), 'error');
  }, [isError, t]);
  const payments = data?.payments ?? [];
  return (
    <section className="client-membership__section" aria-labelledby="my-payments-title">
      <H2 id="my-payments-title">{t('payments.title')}</H2>
      <LoadState
        loading={isLoading}
        error={isError ? t('payments.loadError') : undefined}
        empty={data !== undefined && payments.length === 0}
        emptyTitle={t('payments.empty')}
        emptyIcon={<Dollar size={48} />}
      >
        <ul className="client-membership__list" aria-label={t('payments.title')} aria-busy={isFetching}>
          {payments.map((payment) => {
            const detail = paymentDetail(payment);
            return (
              <li key={payment.id} className="client-membership__item">
                <div className="client-membership__item-body">
                  <strong>
                    {detail
                      ? t('payments.concept', { source: t(`source.${payment.source}`), detail })
                      : t(`source.${payment.source}`)}
                  </strong>
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
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>
      {data && data.totalPages > 1 && (
        <Pager
          total={data.total}
          page={data.currentPage}
          totalPages={data.totalPages}
          limit={PAGE_SIZE}
          onPage={setPage}
          countLabel={(count) => t('payments.total', { count })}
        />
      )}
    </section>
  );
}
