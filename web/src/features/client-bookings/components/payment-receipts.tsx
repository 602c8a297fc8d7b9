import { useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, H2 } from '@blueprintjs/core';
import { Dollar, Print } from '@blueprintjs/icons';
import type { PaymentDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { Pager } from '../../../components/admin/pager';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { formatStudioDateTime } from '../../../lib/studio-time';
import { useListBranchesQuery } from '../../branches';
import { formatPaymentOf, paymentDetail, useListPaymentsQuery } from '../../payments';

/** A few at a time, like the bookings above them. */
const PAGE_SIZE = 5;

/** A receipt's number: the payment's own id, short, as the front desk reads it out. */
export const folioOf = (payment: Pick<PaymentDto, 'id'>): string =>
  payment.id.replace(/-/g, '').slice(0, 8).toUpperCase();

/** What the payment was for: "Venta · Plan Mensual", in the membership page's words. */
function useConcept(): (payment: PaymentDto) => string {
  const { t } = useTranslation('client-membership');
  return (payment) => {
    const source = t(`source.${payment.source}`);
    const detail = paymentDetail(payment);
    return detail ? t('payments.concept', { source, detail }) : source;
  };
}

/** One payment's receipt, printable alone: studio, branch, client, item, amount, method, date, folio. */
function ReceiptDialog({ payment, onClose }: { readonly payment: PaymentDto; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation('client-bookings');
  const { t: words } = useTranslation('client-membership');
  const concept = useConcept();
  const branches = useListBranchesQuery({ status: 'active', limit: 10 }).data?.branches ?? [];
  const branch = branches.find((each) => each.id === payment.branchId);
  const when = formatStudioDateTime(payment.paidAt, i18n.language);
  const rows: readonly [string, string][] = [
    [t('historyPage.folio'), folioOf(payment)],
    [t('historyPage.date'), when],
    [t('historyPage.client'), payment.user?.name ?? ''],
    [t('historyPage.branch'), payment.branch?.name ?? t('historyPage.noBranch')],
    [t('historyPage.item'), concept(payment)],
    [t('historyPage.method'), words(`method.${payment.method}`)],
    [t('historyPage.status'), words(`paymentStatus.${payment.status}`)],
    [t('historyPage.amount'), formatPaymentOf(payment, i18n.language)],
  ];
  return (
    <Dialog
      isOpen
      title={`${t('historyPage.receipt')} ${folioOf(payment)}`}
      onClose={onClose}
      className="receipt-dialog"
      // Within a phone's width, as the admin dialogs are.
      style={{ width: 'calc(100vw - 32px)', maxWidth: 500 }}
    >
      <DialogBody>
        {/* What prints: the page's print rules hide everything else (client-bookings.css). */}
        <article className="receipt" aria-label={t('historyPage.receipt')}>
          <header className="receipt__header">
            <strong className="receipt__studio">{t('historyPage.studio')}</strong>
            {branch && (
              <span className={Classes.TEXT_MUTED}>
                {[branch.name, branch.address, branch.city, branch.phone].filter(Boolean).join(' · ')}
              </span>
            )}
          </header>
          <table className="receipt__lines">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('historyPage.close')} onClick={onClose} />
            <Button intent="primary" icon={<Print />} text={t('historyPage.print')} onClick={() => window.print()} />
          </>
        }
      />
    </Dialog>
  );
}

/** The person's payments, newest first, each with its receipt to open and print. */
export function PaymentReceipts({ userId }: { readonly userId: string }) {
  const { t, i18n } = useTranslation('client-bookings');
  const { t: words } = useTranslation('client-membership');
  const concept = useConcept();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PaymentDto | null>(null);
  const { data, isLoading, isError } = useListPaymentsQuery({ userId, page, limit: PAGE_SIZE });
  const payments = data?.payments ?? [];
  return (
    <section className="client-bookings__section" aria-labelledby="receipts-title">
      <H2 id="receipts-title">{t('historyPage.payments')}</H2>
      <LoadState
        loading={isLoading}
        error={isError ? t('historyPage.paymentsError') : undefined}
        empty={data !== undefined && payments.length === 0}
        emptyTitle={t('historyPage.emptyPayments')}
        emptyIcon={<Dollar size={48} />}
      >
        <ul className="booking-list" aria-label={t('historyPage.payments')}>
          {payments.map((payment) => (
            <li key={payment.id} className="booking-item">
              <div className="booking-item__body">
                <strong>{concept(payment)}</strong>
                <span className="booking-item__when">{formatStudioDateTime(payment.paidAt, i18n.language)}</span>
              </div>
              <div className="booking-item__side">
                <span>{formatPaymentOf(payment, i18n.language)}</span>
                <PaymentStatusTag status={payment.status} label={words(`paymentStatus.${payment.status}`)} />
                <Button
                  small
                  text={t('historyPage.receipt')}
                  aria-label={`${t('historyPage.receipt')} ${folioOf(payment)}`}
                  onClick={() => setOpen(payment)}
                />
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
      {data && data.totalPages > 1 && (
        <Pager
          total={data.total}
          page={data.currentPage}
          totalPages={data.totalPages}
          limit={PAGE_SIZE}
          onPage={setPage}
          countLabel={(count) => t('historyPage.allPayments', { count })}
        />
      )}
      {open && <ReceiptDialog payment={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
