import type { ProjectionInfo, ReactionInfo } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../api/src/platform/event-log/event-log.port.js';
import type { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';
import { bearer, type TestApp } from '../support/test-app.js';

/** The whole log, in order. */
export async function allEvents(log: EventLog): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after: string | null = null; ;) {
    const batch = await log.readAll(after, 500);
    if (batch.length === 0) return events;
    events.push(...batch);
    after = batch[batch.length - 1]?.checkpoint ?? null;
  }
}

/** The reactions and the read models have taken in the whole log, and nothing more is coming. */
export async function settled(t: TestApp, admin: string): Promise<void> {
  const log = t.app.get<EventLog>(EVENT_LOG);
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const head = await log.headPosition();
    const get = (path: string) => t.http().get(path).set(bearer(admin)).expect(200);
    const reactions = (await get('/api/admin/reactions')).body.data as ReactionInfo[];
    const projections = (await get('/api/admin/projections')).body.data as ProjectionInfo[];
    const caughtUp =
      reactions.every((info) => info.position >= head) &&
      projections.every((info) => info.status === 'live' && info.checkpoint >= head);
    if (caughtUp && (await log.headPosition()) === head) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The reactions and read models did not catch up with the log');
}

/**
 * Revenue by studio day folded straight from the payment events, without any read model: what the
 * revenue report must equal (docs/metrics.md). A completed payment counts on the day it was paid, a
 * credit (kind REFUND) negatively; a refund or a void takes it out of that day again.
 */
export function revenueCentsByDay(events: readonly RecordedEvent[], calendar: StudioCalendar): Map<string, number> {
  const payments = new Map<string, { day: string; cents: number; counted: boolean }>();
  for (const { type, data } of events) {
    const id = String(data['paymentId']);
    if (type === 'PaymentRecorded')
      payments.set(id, {
        day: calendar.dayOf(new Date(String(data['paidAt']))),
        cents: (data['kind'] === 'REFUND' ? -1 : 1) * Math.round(Number(data['amount']) * 100),
        counted: data['status'] === 'COMPLETED',
      });
    const payment = payments.get(id);
    if ((type === 'PaymentRefunded' || type === 'PaymentVoided') && payment) payment.counted = false;
  }
  const byDay = new Map<string, number>();
  for (const { day, cents, counted } of payments.values()) if (counted) byDay.set(day, (byDay.get(day) ?? 0) + cents);
  return byDay;
}

/** A stretch of time a membership covered, as instants: [from, to). */
interface Covered {
  from: number;
  to: number;
}

/**
 * Memberships active on each day, folded straight from the membership events as stretches of time
 * (not days, as the report's read model folds them): active on a studio day when some stretch
 * overlaps it. A cancellation covers the rest of its day; a deletion removes the membership.
 */
export function activeMembershipsOn(
  events: readonly RecordedEvent[],
  days: readonly string[],
  calendar: StudioCalendar,
): number[] {
  const covered = new Map<string, Covered[]>();
  const at = (iso: unknown) => Date.parse(String(iso));
  const endOfDay = (instant: string) => calendar.day(calendar.dayOf(new Date(instant))).to.getTime();
  for (const { type, data, metadata } of events) {
    const id = String(data['membershipId']);
    const stretches = covered.get(id);
    const last = stretches?.[stretches.length - 1];
    const cut = (until: number) => last && (last.to = Math.min(last.to, until));
    if (type === 'MembershipSold')
      covered.set(id, data['status'] === 'ACTIVE' ? [{ from: at(data['startDate']), to: at(data['endDate']) }] : []);
    else if (!stretches) continue;
    else if (type === 'MembershipRenewed') {
      if (data['startDate'] !== undefined) stretches.push({ from: at(data['startDate']), to: at(data['endDate']) });
      else if (last) last.to = at(data['endDate']);
    } else if (type === 'MembershipPlanChanged') {
      cut(at(data['startDate']));
      stretches.push({ from: at(data['startDate']), to: at(data['endDate']) });
    } else if (type === 'MembershipFrozen' && last) last.to = at(data['endDate']);
    else if (type === 'MembershipCancelled') cut(endOfDay(metadata.occurredAt));
    else if (type === 'MembershipExpired') cut(at(data['endDate']));
    else if (type === 'MembershipDeleted') covered.delete(id);
    else if (type === 'MembershipUpdated' && last) {
      const changes = data['changes'] as { startDate?: string; endDate?: string };
      if (changes.startDate) last.from = at(changes.startDate);
      if (changes.endDate) last.to = at(changes.endDate);
    } else if (type === 'MembershipStatusSet') {
      if (data['status'] === 'CANCELLED') cut(endOfDay(metadata.occurredAt));
      else if (data['status'] === 'EXPIRED') cut(at(data['endDate']));
      else if (last) last.to = at(data['endDate']);
    }
  }
  return days.map((day) => {
    const { from, to } = calendar.day(day);
    const overlaps = (stretch: Covered) => stretch.from < to.getTime() && stretch.to > from.getTime();
    return [...covered.values()].filter((stretches) => stretches.some(overlaps)).length;
  });
}

/** What the log says of one occurrence's bookings: held (pending or confirmed), and of those, who came. */
export interface OccurrenceFold {
  held: number;
  attended: number;
}

/**
 * Bookings held per occurrence (`classId|startTime`), folded straight from the reservation events
 * without any read model: a booking counts where it starts now (a reschedule moves it), until it
 * is cancelled or deleted; its attendance is the last word recorded.
 */
export function heldBookingsByOccurrence(events: readonly RecordedEvent[]): Map<string, OccurrenceFold> {
  const bookings = new Map<string, { occurrence: string; live: boolean; attended: boolean }>();
  for (const { type, data } of events) {
    const id = String(data['reservationId']);
    const booking = bookings.get(id);
    if (type === 'ReservationCreated')
      bookings.set(id, {
        occurrence: `${String(data['classId'])}|${String(data['startTime'])}`,
        live: true,
        attended: false,
      });
    else if (!booking) continue;
    else if (type === 'ReservationRescheduled') {
      // Moved to another occurrence: whether the person came there is not known yet.
      booking.occurrence = `${booking.occurrence.split('|')[0] ?? ''}|${String(data['startTime'])}`;
      booking.attended = false;
    } else if (type === 'ReservationCancelled' || type === 'ReservationDeleted') booking.live = false;
    else if (type === 'ReservationAttendanceRecorded') booking.attended = data['attended'] === true;
  }
  const occurrences = new Map<string, OccurrenceFold>();
  for (const { occurrence, live, attended } of bookings.values()) {
    if (!live) continue;
    const fold = occurrences.get(occurrence) ?? { held: 0, attended: 0 };
    fold.held += 1;
    if (attended) fold.attended += 1;
    occurrences.set(occurrence, fold);
  }
  return occurrences;
}
