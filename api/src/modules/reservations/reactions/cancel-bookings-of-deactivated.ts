import { cause, type CausedCommand } from '../../../platform/aggregates/caused-command.js';
import { afterReadModels, defineReaction, type ReactionMeta } from '../../../platform/reactions/define-reaction.js';
import type { UserEvent } from '../../accounts/index.js';
import type { ClassEvent } from '../../classes/index.js';
import { reservationAggregate } from '../domain/reservation.aggregate.js';
import type { CancellationReason } from '../domain/reservation.events.js';
import type { ReservationQueries } from '../queries/reservation-queries.js';

/**
 * A class deactivated or deleted, or a person deactivated or deleted, cancels their bookings still to come
 * (decision 17). The targets are the live bookings made before the cause (by log position) whose
 * occurrence starts after it: replayed, the same ones or ones already cancelled, never a booking
 * made after a reactivation. A booking that started meanwhile is refused ('La clase ya empezó')
 * and skipped. The seats come back through the claims' stale check on the next full occurrence.
 * The class's or person's command answers once this has run (ReactionRunner.settled); a booking
 * recorded after the cause cancels itself (reservation-commands.ts `withdrawIfGone`).
 */
export function cancelBookingsOfDeactivated(queries: ReservationQueries) {
  const cancelAll = (where: { classId: string } | { userId: string }, reason: CancellationReason, meta: ReactionMeta) =>
    afterReadModels(async (): Promise<CausedCommand[]> => {
      const ids = await queries.liveBookedBefore(where, meta.position, meta.occurredAt);
      return ids.map((id) =>
        cause(reservationAggregate, id, { type: 'CancelReservation', reason, startingAfter: meta.occurredAt }),
      );
    });
  return defineReaction<ClassEvent | UserEvent>()({
    name: 'bookings-of-deactivated',
    handlers: {
      ClassDeactivated: ({ data }, meta) => cancelAll({ classId: data.classId }, 'class-deactivated', meta),
      ClassDeleted: ({ data }, meta) => cancelAll({ classId: data.classId }, 'class-deleted', meta),
      UserDeactivated: ({ data }, meta) => cancelAll({ userId: data.userId }, 'client-deactivated', meta),
      UserDeleted: ({ data }, meta) => cancelAll({ userId: data.userId }, 'client-deactivated', meta),
    },
  });
}
