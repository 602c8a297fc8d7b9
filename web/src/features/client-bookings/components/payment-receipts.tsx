import { useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Print } from '@blueprintjs/icons';
import type { PaymentDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { formatStudioDateTime } from '../../../lib/studio-time';
import { useListBranchesQuery } from '../../branches';
import { MyPayments, usePaymentConcept } from '../../client-membership';
import { formatPaymentOf } from '../../payments';

/** A receipt's number: the payment's own id, short, as the front desk reads it out. */
export const folioOf = (payment: Pick<PaymentDto, 'id'>): string =>
  payment.id.replace(/-/g, '').slice(0, 8).toUpperCase();

/** One payment's receipt, printable alone: studio, branch, client, item, amount, method, date, folio. */
function ReceiptDialog({ payment, onClose }: { readonly payment: PaymentDto; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation('client-bookings');
  const { t: words } = useTranslation('client-membership');
  const concept = usePaymentConcept();
  // Every branch, so a receipt from a branch since closed still names its address.
  const branches = useListBranchesQuery({ status: 'all', limit: 100 }).data?.branches ?? [];
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

/** The person's payments (the membership page's list), each with its receipt to open and print. */
export function PaymentReceipts({ userId }: { readonly userId: string }) {
  const { t } = useTranslation('client-bookings');
  const [open, setOpen] = useState<PaymentDto | null>(null);
  return (
    <>
      <MyPayments
        userId={userId}
        title={t('historyPage.payments')}
        actionFor={(payment) => (
          <Button
            small
            text={t('historyPage.receipt')}
            aria-label={`${t('historyPage.receipt')} ${folioOf(payment)}`}
            onClick={() => setOpen(payment)}
          />
        )}
      />
      {open && <ReceiptDialog payment={open} onClose={() => setOpen(null)} />}
    </>
  );
}
