import { Injectable } from '@nestjs/common';
import { AggregateStore, type AppendGuard } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { claimGuard, type Hold } from '../../../platform/claims/claim-guard.js';
import { Claims } from '../../../platform/claims/claims.js';
import type { ClaimHolder, ClaimKind } from '../../../platform/claims/define-claim.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import {
  bookingKey,
  bookings,
  monthKey,
  monthlyClasses,
  occurrenceKey,
  sampleClasses,
  seats,
} from '../domain/booking-claims.js';
import { holderRevision, reservationAggregate, type ReservationState } from '../domain/reservation.aggregate.js';
import type { ReservationEvent } from '../domain/reservation.events.js';

/** A claim taken before the reservation that holds it is recorded is left alone this long: its change is on its way. */
export const IN_FLIGHT_MS = 60_000;

/** The limits new holds are taken under: the class's capacity, and the person's quotas (unlimited when staff book). */
export interface HoldLimits {
  readonly capacity: number;
  readonly monthly: number;
  readonly sample: number;
}

export const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** For a change that takes no new hold (a confirmation, a cancellation): nothing is ever claimed under these. */
export const NO_NEW_HOLDS: HoldLimits = { capacity: 0, monthly: 0, sample: 0 };

/**
 * What a reservation holds in each state, and the kit's claim guard built from it: a booking, a
 * move, a cancellation and a deletion are each the change from the holds before to the holds
 * after (claim-guard.ts), so no command hand-rolls a claim or its compensation.
 */
@Injectable()
export class ReservationHolds {
  constructor(
    private readonly store: AggregateStore,
    private readonly claims: Claims,
    private readonly calendar: StudioCalendar,
  ) {}

  guard(limits: HoldLimits, context: CommandContext): AppendGuard<ReservationState, ReservationEvent> {
    return claimGuard(this.claims, (state: ReservationState) => this.holdsOf(state, limits, context.now), context);
  }

  /**
   * A live reservation holds, under its holder id: the client's one booking of the occurrence, a seat,
   * then its quota (a unit of the studio month, or the sample class). All are taken at once; when more
   * than one is refused, the first in this order is the answer.
   */
  holdsOf(state: ReservationState, limits: HoldLimits, now: Date): Hold[] {
    if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return [];
    const { userId, classId, startTime } = state.details;
    const hold = (kind: ClaimKind, key: string, limit: number, full: Hold['terms']['full']): Hold => ({
      kind,
      key,
      holderId: state.holder,
      terms: { limit, full, stale: (holder) => this.isStale(kind, key, holder, now) },
    });
    const holds = [
      hold(bookings, bookingKey(userId, classId, startTime), 1, 'RESERVATION.ALREADY_BOOKED'),
      hold(seats, occurrenceKey(classId, startTime), limits.capacity, 'RESERVATION.CLASS_FULL'),
    ];
    if (state.quota === 'monthly')
      holds.push(
        hold(monthlyClasses, monthKey(userId, this.monthOf(startTime)), limits.monthly, 'RESERVATION.MONTHLY_LIMIT'),
      );
    if (state.quota === 'sample') holds.push(hold(sampleClasses, userId, limits.sample, 'RESERVATION.SAMPLE_USED'));
    return holds;
  }

  /** The studio month (YYYY-MM) an occurrence falls in. */
  monthOf(startTime: string): string {
    return this.calendar.dayOf(new Date(startTime)).slice(0, 7);
  }

  /**
   * Decided from the reservation's stream, never a read model (which may still show a move in
   * flight as it was): a holder holds by right while its reservation's current state holds that
   * key under that holder, or while its change may still be recorded (a revision past the stream's,
   * for at most the in-flight window: a crash between claim and record). Anything else is stale: a
   * cancelled or deleted reservation, a hold a later move superseded, an attempt that lost its race.
   */
  async isStale(kind: ClaimKind, key: string, holder: ClaimHolder, now: Date): Promise<boolean> {
    const { reservationId, revision } = holderRevision(holder.id);
    const loaded = await this.store.current(reservationAggregate, reservationId);
    const holds = this.holdsOf(loaded.state, NO_NEW_HOLDS, now);
    if (holds.some((hold) => hold.kind.name === kind.name && hold.key === key && hold.holderId === holder.id))
      return false;
    // A holder from before holds had their own ids counts as taken with the reservation's creation.
    const inFlight = (revision ?? 0) > loaded.revision;
    if (!inFlight) return true;
    return holder.claimedAt === null || now.getTime() - Date.parse(holder.claimedAt) > IN_FLIGHT_MS;
  }
}
