import { useEffect, useState } from 'react';
import { Button, Checkbox, DialogBody, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LIMITS, type PaymentDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { BusyButton } from '../../../components/admin/busy-button';
import { FormField } from '../../../components/admin/form-field';
import { describeProblem, textFieldProblem } from '../../../lib/form-rules';
import { paymentSubject } from '../payment-list';
import './payments.css';

export interface ReasonDialogProps {
  /** The payment asked about; null: closed. */
  readonly item: PaymentDto | null;
  /** The keys' prefix in the namespace: 'refund' or 'void' (`title`, `message`, `reason`, `confirm`, `cancel`). */
  readonly kind: 'refund' | 'void';
  /** The command runs: the confirm button spins and nothing closes the dialog. */
  readonly busy: boolean;
  /** Confirmed with the reason typed (trimmed), and for a desk sale's refund whether its units go back in stock. */
  readonly onConfirm: (item: PaymentDto, reason: string, restock: boolean) => void;
  readonly onCancel: () => void;
}

/**
 * Refunding or voiding a payment asks why first: the reason is required (the API records it with
 * the event), and the question names the payment it is about. A desk sale's refund also asks
 * whether the units come back to the shelf: unchecked by default, since an opened drink or a used
 * pair of wraps does not.
 */
export function ReasonDialog({ item, kind, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const { t, i18n } = useTranslation('payments');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [restock, setRestock] = useState(false);
  // Each question starts blank.
  useEffect(() => {
    setReason('');
    setTouched(false);
    setRestock(false);
  }, [item]);
  const retail = kind === 'refund' ? (item?.retail ?? null) : null;
  const problem = textFieldProblem(reason, { required: true, max: PAYMENT_LIMITS.reasonMax });
  const error = touched && problem ? describeProblem(problem, t('form.errors.required'), i18n.language) : undefined;
  const id = `payment-${kind}-reason`;
  const confirm = () => {
    setTouched(true);
    if (item && !problem && !busy) onConfirm(item, reason.trim(), retail !== null && restock);
  };
  return (
    <AdminDialog
      isOpen={item !== null}
      title={t(`${kind}.title`)}
      onClose={onCancel}
      busy={busy}
      width={500}
      actions={
        <>
          <Button text={t(`${kind}.cancel`)} onClick={onCancel} disabled={busy} />
          <BusyButton
            intent={kind === 'refund' ? Intent.WARNING : Intent.DANGER}
            text={t(`${kind}.confirm`)}
            busy={busy}
            disabled={problem !== undefined}
            onClick={confirm}
          />
        </>
      }
    >
      <DialogBody>
        {item && <p className="payments-reason__subject">{paymentSubject(item, i18n.language)}</p>}
        <p>{t(`${kind}.message`)}</p>
        <FormField id={id} label={t(`${kind}.reason`)} required error={error}>
          <TextArea
            id={id}
            fill
            rows={3}
            value={reason}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
        {retail && (
          <Checkbox
            checked={restock}
            disabled={busy}
            label={t('refund.restock', { count: retail.quantity })}
            onChange={(event) => setRestock(event.currentTarget.checked)}
          />
        )}
      </DialogBody>
    </AdminDialog>
  );
}
