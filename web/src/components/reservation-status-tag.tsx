import { Intent } from '@blueprintjs/core';
import type { ReservationStatus } from '@boxstudio/contracts';
import { StateTag } from './state-tag';

/** Pending waits for the studio, confirmed holds the seat, cancelled gave it back. */
const INTENTS: Record<ReservationStatus, Intent> = {
  PENDING: Intent.WARNING,
  CONFIRMED: Intent.SUCCESS,
  CANCELLED: Intent.NONE,
};

export interface ReservationStatusTagProps {
  readonly status: ReservationStatus;
  /** The status in the page's language ("Pendiente"). */
  readonly label: string;
}

/** A reservation's status chip, on the admin, client and instructor screens. */
export function ReservationStatusTag({ status, label }: ReservationStatusTagProps) {
  return <StateTag state={status} intents={INTENTS} label={label} className="reservation-status-tag" />;
}
