import { useState } from 'react';
import { Callout, Card, H3, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/admin/pager';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { formatStudioDate, studioClock } from '../../../lib/studio-time';
import { formatPaymentOf, paymentDetail, useListPaymentsQuery } from '../../payments';

const LIMIT = 5;

/** A client's payments, newest first, five a page: date, concept, method, amount and status. */
export function PersonPayments({ personId }: { readonly personId: string }) {
  const { t, i18n } = useTranslation('people');
  const [page, setPage] = useState(1);
  const query = useListPaymentsQuery({ userId: personId, page, limit: LIMIT });
  const data = query.data;
  let body;
  if (query.isLoading) body = <Spinner size={24} aria-label={t('loading')} />;
  else if (query.isError || !data) body = <Callout intent={Intent.DANGER}>{t('payments.loadError')}</Callout>;
  else if (data.total === 0) body = <p className="admin-person-none">{t('payments.empty')}</p>;
  else
    body = (
      <>
        <div className="admin-person-table-scroll">
          <HTMLTable compact striped className="admin-person-table" aria-labelledby={`payments-${personId}`}>
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.concept')}</th>
                <th scope="col">{t('payments.method')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((item) => (
                <tr key={item.id}>
                  <td className="admin-person-nowrap">
                    {formatStudioDate(item.paidAt, i18n.language)} {studioClock(item.paidAt)}
                  </td>
                  <td>
                    <div>{t(`payments.sources.${item.source}`)}</div>
                    <small className="admin-muted">{paymentDetail(item) ?? ''}</small>
                  </td>
                  <td>{t(`payments.methods.${item.method}`)}</td>
                  <td className="admin-person-nowrap">{formatPaymentOf(item, i18n.language)}</td>
                  <td>
                    <PaymentStatusTag status={item.status} label={t(`payments.statuses.${item.status}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <Pager
          total={data.total}
          page={data.currentPage}
          totalPages={data.totalPages}
          limit={LIMIT}
          onPage={setPage}
          countLabel={(count) => t('payments.total', { count })}
        />
      </>
    );
  return (
    <Card className="people-payments">
      <H3 id={`payments-${personId}`}>{t('payments.title')}</H3>
      {body}
    </Card>
  );
}
