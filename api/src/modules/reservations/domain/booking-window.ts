import type { MessageKey } from '@boxstudio/contracts';

/** Staff may record a booking this far back (a session entered late); a client books only what is still to come. */
export const STAFF_DAYS_BACK = 7;

const DAY_MS = 24 * 3_600_000;

/**
 * Where a booking falls, and the facts other records own that the rules need (CONTRACT "Where a
 * booking may fall", "Who may book"): read by the command service, judged here.
 */
export interface BookingWindow {
  /** A client booking for itself: the rules refuse. Staff booking for a client: they only warn. */
  readonly byClient: boolean;
  readonly startTime: string;
  readonly now: string;
  /** The end of the class's timetable occurrence starting then; null when the timetable has none. */
  readonly slotEnd: string | null;
  /** The free sample class needs no membership. */
  readonly sampleClass: boolean;
  /** An ACTIVE membership of the client covers the occurrence's studio day. */
  readonly membershipCovers: boolean;
}

/** What a client booking itself would be refused for, in the order the refusals are told. */
export function clientRefusals(window: BookingWindow): MessageKey[] {
  const reasons: MessageKey[] = [];
  if (Date.parse(window.startTime) <= Date.parse(window.now)) reasons.push('RESERVATION.STARTED');
  if (window.slotEnd === null) reasons.push('RESERVATION.NOT_IN_TIMETABLE');
  if (!window.sampleClass && !window.membershipCovers) reasons.push('RESERVATION.NO_ACTIVE_MEMBERSHIP');
  return reasons;
}

/** Staff book outside the timetable and into the past, but no further back than a week (24-hour days). */
export function staffRefusal(startTime: string, now: string): MessageKey | null {
  return Date.parse(startTime) < Date.parse(now) - STAFF_DAYS_BACK * DAY_MS ? 'RESERVATION.TOO_FAR_BACK' : null;
}

/** The refusal a booking gets where it falls: a client's first, or the staff's week back. */
export function windowRefusal(window: BookingWindow): MessageKey | null {
  return window.byClient ? (clientRefusals(window)[0] ?? null) : staffRefusal(window.startTime, window.now);
}
