import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentDto } from '@boxstudio/contracts';
import { useCommandDialog } from '../../../components/admin/use-command-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useRefundPaymentMutation, useVoidPaymentMutation } from '../api';
import { catalogueText } from '../payment-texts';
import { ReasonDialog } from './reason-dialog';

/** A payment's row action that runs a command: it owns its mutation and its dialog. */
export interface PaymentAction {
  open(item: PaymentDto): void;
  readonly dialog: ReactElement;
}

/**
 * Reembolsar: asked with a reason (and, for a desk sale, whether its units go back in stock). A
 * refused refund keeps its question open with the reason typed, to correct or cancel.
 */
export function useRefundAction(): PaymentAction {
  const { i18n } = useTranslation('payments');
  const action = useCommandDialog<PaymentDto>();
  const [refund, refunding] = useRefundPaymentMutation();
  const dialog = (
    <ReasonDialog
      kind="refund"
      item={action.item}
      busy={refunding.isLoading}
      onCancel={action.close}
      onConfirm={(item, reason, restock) =>
        void action.run(refund({ id: item.id, status: 'REFUNDED', reason, ...(restock ? { restock } : {}) }).unwrap(), {
          success: catalogueText('PAYMENT.REFUNDED', i18n.language),
          failure: (error) => errorMessage(error, catalogueText('PAYMENT.REFUND_FAILED', i18n.language)),
        })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Anular: asked with a reason, as a refund is. */
export function useVoidAction(): PaymentAction {
  const { i18n } = useTranslation('payments');
  const action = useCommandDialog<PaymentDto>();
  const [voidPayment, voiding] = useVoidPaymentMutation();
  const dialog = (
    <ReasonDialog
      kind="void"
      item={action.item}
      busy={voiding.isLoading}
      onCancel={action.close}
      onConfirm={(item, reason) =>
        void action.run(voidPayment({ id: item.id, reason }).unwrap(), {
          success: catalogueText('PAYMENT.VOIDED', i18n.language),
          failure: (error) => errorMessage(error, catalogueText('PAYMENT.VOID_FAILED', i18n.language)),
        })
      }
    />
  );
  return { open: action.open, dialog };
}
