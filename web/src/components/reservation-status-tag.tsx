import { Intent, Tag } from '@blueprintjs/core';
import type { ReservationStatus } from '@boxstudio/contracts';
import './reservation-status-tag.css';

/** Pending waits for the studio, confirmed holds the seat, cancelled gave it back. */
const INTENTS: Record<ReservationStatus, Intent> = { PENDING: Intent.WARNING, CONFIRMED: Intent.SUCCESS, CANCELLED: Intent.NONE };

export interface ReservationStatusTagProps {
  readonly status: ReservationStatus;
  /** The status in the page's language ("Pendiente"). */
  readonly label: string;
}

/**
 * A reservation's status chip. Minimal chips take the readable accent of each theme (theme.css),
 * and the chip never shrinks into an ellipsis beside a long class name.
 */
export function ReservationStatusTag({ status, label }: ReservationStatusTagProps) {
  return (
    <Tag className="reservation-status-tag" intent={INTENTS[status]} minimal round>
      {label}
    </Tag>
  );
}
