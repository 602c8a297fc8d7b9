import { Intent } from '@blueprintjs/core';
import type { PaymentStatus } from '@boxstudio/contracts';
import { StateTag } from './state-tag';

/** Completed money is in, pending waits, failed never came, refunded went back (it no longer counts). */
const INTENTS: Record<PaymentStatus, Intent> = {
  COMPLETED: Intent.SUCCESS,
  PENDING: Intent.WARNING,
  FAILED: Intent.DANGER,
  REFUNDED: Intent.NONE,
};

export interface PaymentStatusTagProps {
  readonly status: PaymentStatus;
  /** The status in the page's language ("Completado"). */
  readonly label: string;
}

/**
 * A payment's status chip, on the payments screen and a client's own membership page (shared
 * here rather than through the payments feature, so the first load does not carry Blueprint's Tag).
 */
export function PaymentStatusTag({ status, label }: PaymentStatusTagProps) {
  return <StateTag state={status} intents={INTENTS} label={label} className="payment-status-tag" />;
}
