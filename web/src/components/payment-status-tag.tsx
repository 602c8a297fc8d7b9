import { Intent, Tag } from '@blueprintjs/core';
import type { PaymentStatus } from '@boxstudio/contracts';
import './payment-status-tag.css';

/** Completed money is in, pending waits, failed never came, refunded went back (it no longer counts). */
const INTENTS: Record<PaymentStatus, Intent> = { COMPLETED: Intent.SUCCESS, PENDING: Intent.WARNING, FAILED: Intent.DANGER, REFUNDED: Intent.NONE };

export interface PaymentStatusTagProps {
  readonly status: PaymentStatus;
  /** The status in the page's language ("Completado"). */
  readonly label: string;
}

/**
 * A payment's status chip, on the payments screen and a client's own membership page (shared
 * here rather than through the payments feature, so the first load does not carry Blueprint's
 * Tag). Minimal chips take the readable accent of each theme (theme.css), and never shrink into
 * an ellipsis.
 */
export function PaymentStatusTag({ status, label }: PaymentStatusTagProps) {
  return (
    <Tag className="payment-status-tag" intent={INTENTS[status]} minimal round>
      {label}
    </Tag>
  );
}
