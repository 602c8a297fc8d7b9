import { Injectable } from '@nestjs/common';
import {
  DEFAULT_RESERVATION_MINUTES,
  isAdminRole,
  type MessageKey,
  type ReservationDto,
  type Role,
} from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { conflict, DomainError, forbidden, notFound } from '../../../platform/domain/domain-error.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { PersonLog } from '../../accounts/index.js';
import { ClassLog } from '../../classes/index.js';
import {
  reservationAggregate,
  type LiveOrCancelled,
  type ReservationCommand,
  type ReservationState,
} from '../domain/reservation.aggregate.js';
import { ReservationQueries } from '../queries/reservation-queries.js';
import { BookingEligibility } from './booking-eligibility.js';
import { NO_NEW_HOLDS, ReservationHolds, UNLIMITED, type HoldLimits } from './reservation-holds.js';

/** A booking as the form sends it (already past the request's field rules). */
export interface NewReservation {
  readonly classId: string;
  readonly startTime: string;
  readonly endTime?: string | undefined;
  readonly userId?: string | undefined;
  readonly instructorId?: string | undefined;
}

/** Who asks: the signed-in person, or the system (demo data). */
export interface Booker {
  readonly id: string | null;
  readonly role: Role | 'SYSTEM';
}

export const SYSTEM_BOOKER: Booker = { id: null, role: 'SYSTEM' };

const iso = (instant: string): string => new Date(instant).toISOString();
const isClient = (booker: Booker): boolean => booker.role === 'CLIENT';
const fieldError = (field: string, code: MessageKey): RawFieldError => ({ field, message: encodeMessage(code) });
/** Tells one command's holds from another's decided on the same revision of the same reservation. */
const attemptOf = (context: CommandContext): string => createdId(context.commandId, 'hold').slice(0, 8);

/**
 * Booking, rescheduling, confirming, cancelling and deleting reservations, and their attendance:
 * the facts other aggregates own (the class and the person, from their streams; the membership),
 * then the reservation aggregate's command, whose holds (seat, the client's booking of the
 * occurrence, its quota) move with it through the kit's claim guard (reservation-holds.ts).
 */
@Injectable()
export class ReservationCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly store: AggregateStore,
    private readonly queries: ReservationQueries,
    private readonly classes: ClassLog,
    private readonly people: PersonLog,
    private readonly eligibility: BookingEligibility,
    private readonly holds: ReservationHolds,
  ) {}

  async create(input: NewReservation, booker: Booker, context: CommandContext): Promise<ReservationDto> {
    const byClient = isClient(booker);
    const userId = input.userId ?? (byClient ? booker.id : null) ?? '';
    if (byClient && userId !== booker.id) throw forbidden('HTTP.FORBIDDEN');
    const startTime = iso(input.startTime);
    const [found, client] = await Promise.all([
      this.classes.current(input.classId),
      userId === '' ? null : this.people.current(userId),
    ]);
    const cls = found?.status === 'deleted' ? null : found;
    const errors: RawFieldError[] = [];
    if (!cls) errors.push(fieldError('classId', 'RESERVATION.CLASS_NOT_FOUND'));
    if (!client || client.status === 'deleted')
      errors.push(fieldError('userId', userId === '' ? 'VALIDATION.REQUIRED' : 'RESERVATION.CLIENT_NOT_FOUND'));
    if (cls && input.instructorId !== undefined && input.instructorId !== cls.instructorId)
      errors.push(fieldError('instructorId', 'RESERVATION.INSTRUCTOR_NOT_CLASS'));
    if (errors.length > 0 || !cls || !client) throw new ValidationFailed(errors);
    if (cls.status !== 'active') throw conflict('RESERVATION.CLASS_INACTIVE');
    if (client.status !== 'active') throw conflict('RESERVATION.CLIENT_INACTIVE');
    const verdict = await this.eligibility.judge({
      cls,
      userId,
      clientActive: true,
      startTime,
      now: context.now,
      byClient,
    });
    // Where it may fall is the decider's rule (booking-window.ts); the quota is the claims'.
    const endTime = this.endOf(input, startTime, byClient ? verdict.window.slotEnd : null);

    const reservationId = createdId(context.commandId, 'reservation');
    const details = { userId, classId: cls.id, instructorId: cls.instructorId, startTime, endTime };
    const command: ReservationCommand = {
      type: 'CreateReservation',
      reservationId,
      details,
      quota: verdict.quota,
      window: verdict.window,
      attempt: attemptOf(context),
    };
    await this.run(reservationId, command, context, { capacity: cls.maxCapacity, ...verdict.limits });
    await this.withdrawIfGone(reservationId, cls.id, userId, context);
    return this.queries.get(reservationId);
  }

  /**
   * New times (intent: the decider works out the new occurrence); staff only, so no eligibility rule but the
   * week back.
   */
  async update(
    id: string,
    times: { startTime?: string | undefined; endTime?: string | undefined },
    context: CommandContext,
  ): Promise<{ dto: ReservationDto; recorded: readonly string[] }> {
    const startTime = times.startTime === undefined ? undefined : iso(times.startTime);
    const endTime = times.endTime === undefined ? undefined : iso(times.endTime);
    const { state } = await this.store.current(reservationAggregate, id);
    let capacity = 0;
    // The class a reservation books never changes: its capacity is read for the seat a move takes.
    if (startTime !== undefined && isLive(state) && startTime !== state.details.startTime) {
      const cls = await this.classes.current(state.details.classId);
      if (cls?.status !== 'active') throw conflict('RESERVATION.CLASS_INACTIVE');
      capacity = cls.maxCapacity;
    }
    const command: ReservationCommand = {
      type: 'UpdateReservation',
      startTime,
      endTime,
      now: context.now.toISOString(),
      attempt: attemptOf(context),
    };
    const recorded = await this.run(id, command, context, { capacity, monthly: UNLIMITED, sample: UNLIMITED });
    return { dto: await this.queries.get(id), recorded };
  }

  async confirm(id: string, context: CommandContext): Promise<ReservationDto> {
    await this.run(id, { type: 'ConfirmReservation' }, context, NO_NEW_HOLDS);
    return this.queries.get(id);
  }

  /**
   * A CLIENT cancels only its own, and only before the class starts; admins any. Its holds go back once it is
   * recorded.
   */
  async cancel(id: string, booker: Booker, context: CommandContext): Promise<ReservationDto> {
    if (isClient(booker)) {
      const { state } = await this.store.current(reservationAggregate, id);
      if (state.status !== 'none' && state.status !== 'deleted') {
        if (state.details.userId !== booker.id) throw forbidden('HTTP.FORBIDDEN');
        if (Date.parse(state.details.startTime) <= context.now.getTime()) throw conflict('RESERVATION.STARTED');
      }
    }
    await this.run(id, { type: 'CancelReservation', reason: 'requested' }, context, NO_NEW_HOLDS);
    return this.queries.get(id);
  }

  /** Gone from every list (its history stays in the log); answers it as it was. */
  async remove(id: string, context: CommandContext): Promise<ReservationDto> {
    const before = await this.queries.get(id);
    await this.run(id, { type: 'DeleteReservation' }, context, NO_NEW_HOLDS);
    return before;
  }

  /** Admins, and the instructor who teaches the class now (403 for anyone else); once the occurrence started. */
  async recordAttendance(
    id: string,
    attended: boolean,
    reader: { readonly id: string; readonly role: Role },
    context: CommandContext,
  ): Promise<ReservationDto> {
    const { state } = await this.store.current(reservationAggregate, id);
    if (state.status === 'none' || state.status === 'deleted') throw notFound('RESERVATION.NOT_FOUND');
    if (!isAdminRole(reader.role)) {
      const cls = await this.classes.current(state.details.classId);
      if (reader.role !== 'INSTRUCTOR' || cls?.status === 'deleted' || cls?.instructorId !== reader.id)
        throw forbidden('HTTP.FORBIDDEN');
    }
    await this.run(id, { type: 'RecordAttendance', attended, at: context.now.toISOString() }, context, NO_NEW_HOLDS);
    return this.queries.get(id);
  }

  /**
   * Once recorded, the booking re-reads its class and client from their streams: deactivated or
   * deleted meanwhile, it cancels itself and is refused. Anything recorded before such a change is
   * the change's to cancel (the bookings-of-deactivated reaction, which the change's answer waits
   * for), so no live booking is left on either once every answer is in.
   */
  private async withdrawIfGone(
    reservationId: string,
    classId: string,
    userId: string,
    context: CommandContext,
  ): Promise<void> {
    const [cls, client] = await Promise.all([this.classes.current(classId), this.people.current(userId)]);
    const classGone = cls?.status !== 'active';
    if (!classGone && client?.status === 'active') return;
    const reason = !classGone
      ? 'client-deactivated'
      : cls?.status === 'inactive'
        ? 'class-deactivated'
        : 'class-deleted';
    try {
      await this.run(
        reservationId,
        { type: 'CancelReservation', reason },
        childContext(context, 'withdraw'),
        NO_NEW_HOLDS,
      );
    } catch (error) {
      // Cancelled already by the reaction: refused all the same.
      if (!(error instanceof DomainError) || error.code !== 'RESERVATION.ALREADY_CANCELLED') throw error;
    }
    throw conflict(classGone ? 'RESERVATION.CLASS_INACTIVE' : 'RESERVATION.CLIENT_INACTIVE');
  }

  /**
   * A client's occurrence ends when the timetable says; staff give the end, else it is start + 50 minutes
   * (spec §9).
   */
  private endOf(input: NewReservation, startTime: string, slotEnd: string | null): string {
    if (slotEnd !== null) return slotEnd;
    if (input.endTime !== undefined) return iso(input.endTime);
    return new Date(Date.parse(startTime) + DEFAULT_RESERVATION_MINUTES * 60_000).toISOString();
  }

  private async run(
    id: string,
    command: ReservationCommand,
    context: CommandContext,
    limits: HoldLimits,
  ): Promise<readonly string[]> {
    return (
      await this.commands.execute(reservationAggregate, id, command, context, {
        guard: this.holds.guard(limits, context),
      })
    ).recorded;
  }
}

function isLive(state: ReservationState): state is LiveOrCancelled {
  return state.status === 'PENDING' || state.status === 'CONFIRMED';
}
