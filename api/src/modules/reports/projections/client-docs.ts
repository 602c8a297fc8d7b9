import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/** A client as the users report counts them: when they joined, where, and whether they still count. */
export interface ReportClientDoc extends ViewDoc {
  readonly name: string;
  readonly email: string;
  readonly branchId: string | null;
  /** The studio day they became a client (registered as one, or made one); null while not a client. */
  readonly joinedDay: string | null;
  readonly isClient: boolean;
  readonly isActive: boolean;
}

/** A booking as far as visits go: whose, when its class starts, and whether they came. */
export interface ReportBookingDoc extends ViewDoc {
  readonly userId: string;
  readonly startTime: string;
  readonly attended: boolean;
}

export const REPORT_CLIENTS = collection<ReportClientDoc>(
  'report_clients',
  [
    { isClient: 1, joinedDay: 1 },
    { isClient: 1, isActive: 1 },
  ],
  { history: { keys: [] } },
);
export const REPORT_BOOKINGS = collection<ReportBookingDoc>(
  'report_bookings',
  [
    { attended: 1, startTime: 1 },
    // A client's last visit, read for each client at risk.
    { userId: 1, attended: 1, startTime: -1 },
  ],
  { history: { keys: ['userId'] } },
);
