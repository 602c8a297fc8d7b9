import { Injectable } from '@nestjs/common';
import { DEFAULT_RESERVATION_MINUTES, RESERVATION_LIMITS, type MessageKey, type ReservationDto, type Role } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { childContext, type CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { Claims } from '../../../platform/claims/claims.js';
import type { ClaimHolder, ClaimKind } from '../../../platform/claims/define-claim.js';
import { conflict, DomainError, forbidden } from '../../../platform/domain/domain-error.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { UserDirectory } from '../../accounts/index.js';
import { bookingKey, bookings, occurrenceKey, seats } from '../domain/booking-claims.js';
import { reservationAggregate, type ReservationCommand } from '../domain/reservation.aggregate.js';
import { ReservationQueries } from '../queries/reservation-queries.js';

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

/** A claim taken before the reservation that holds it is recorded is left alone this long: its booking is on its way. */
const IN_FLIGHT_MS = 60_000;

const iso = (instant: string): string => new Date(instant).toISOString();
const isClient = (booker: Booker): boolean => booker.role === 'CLIENT';

/** Where a reservation holds its seat and its client's one booking of the occurrence. */
interface Holding {
  readonly userId: string;
  readonly classId: string;
  readonly startTime: string;
}

/**
 * Booking, rescheduling, confirming, cancelling and deleting reservations: the checks that need
 * other read models (the class, the client, the instructor), the claims that keep capacity and one
 * booking per client per occurrence, then the reservation aggregate's command. Controllers and
 * demo data both go through here.
 */
@Injectable()
export class ReservationCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: ReservationQueries,
    private readonly users: UserDirectory,
    private readonly claims: Claims,
  ) {}

  async create(input: NewReservation, booker: Booker, context: CommandContext): Promise<ReservationDto> {
    const userId = input.userId ?? (isClient(booker) ? booker.id : null) ?? '';
    if (isClient(booker) && userId !== booker.id) throw forbidden('HTTP.FORBIDDEN');
    const startTime = iso(input.startTime);
    const endTime = input.endTime === undefined ? new Date(Date.parse(startTime) + DEFAULT_RESERVATION_MINUTES * 60_000).toISOString() : iso(input.endTime);
    const errors: RawFieldError[] = [];
    const info = await this.queries.classInfo(input.classId);
    if (!info) errors.push(fieldError('classId', 'RESERVATION.CLASS_NOT_FOUND'));
    const client = userId === '' ? null : await this.users.findById(userId);
    if (!client) errors.push(fieldError('userId', userId === '' ? 'VALIDATION.REQUIRED' : 'RESERVATION.CLIENT_NOT_FOUND'));
    const instructorId = input.instructorId ?? info?.instructorId ?? '';
    if (input.instructorId !== undefined) await this.checkInstructor(input.instructorId, errors);
    errors.push(...timeErrors(startTime, endTime));
    if (errors.length > 0 || !info || !client) throw new ValidationFailed(errors);
    if (!info.isActive) throw conflict('RESERVATION.CLASS_INACTIVE');
    if (!client.isActive) throw conflict('RESERVATION.CLIENT_INACTIVE');
    if (isClient(booker) && Date.parse(startTime) <= context.now.getTime()) throw conflict('RESERVATION.STARTED');

    const reservationId = createdId(context.commandId, 'reservation');
    const holding = { userId, classId: input.classId, startTime };
    await this.hold(reservationId, holding, info.maxCapacity, childContext(context, 'hold'));
    try {
      await this.run(reservationId, { type: 'CreateReservation', reservationId, details: { userId, classId: input.classId, instructorId, startTime, endTime } }, context);
    } catch (error) {
      await this.letGo(reservationId, holding, childContext(context, 'let-go'));
      throw error;
    }
    return this.queries.get(reservationId);
  }

  /** New times; a new start is another occurrence, so its seat is claimed before the old one is given back. */
  async update(id: string, times: { startTime?: string | undefined; endTime?: string | undefined }, context: CommandContext): Promise<{ dto: ReservationDto; recorded: readonly string[] }> {
    const current = await this.queries.find(id);
    if (!current) return { dto: await this.queries.get(id), recorded: [] };
    const startTime = times.startTime === undefined ? current.startTime : iso(times.startTime);
    // A new start alone keeps the length it had.
    const length = Date.parse(current.endTime) - Date.parse(current.startTime);
    const endTime = times.endTime === undefined ? new Date(Date.parse(startTime) + length).toISOString() : iso(times.endTime);
    // A cancelled one holds no seat and is the aggregate's 409, whatever the times.
    const live = current.status !== 'CANCELLED';
    const errors = live ? timeErrors(startTime, endTime) : [];
    if (errors.length > 0) throw new ValidationFailed(errors);
    const moves = live && startTime !== current.startTime;
    const next = { userId: current.userId, classId: current.classId, startTime };
    if (moves) {
      const info = await this.queries.classInfo(current.classId);
      await this.hold(id, next, info?.maxCapacity ?? 0, childContext(context, 'hold'));
    }
    let recorded: readonly string[];
    try {
      recorded = await this.run(id, { type: 'UpdateReservation', startTime, endTime }, context);
    } catch (error) {
      if (moves) await this.letGo(id, next, childContext(context, 'let-go'));
      throw error;
    }
    if (moves) await this.letGo(id, current, childContext(context, 'release-previous'));
    return { dto: await this.queries.get(id), recorded };
  }

  async confirm(id: string, context: CommandContext): Promise<ReservationDto> {
    await this.run(id, { type: 'ConfirmReservation' }, context);
    return this.queries.get(id);
  }

  /** A CLIENT cancels only its own, and only before the class starts; admins any. The seat goes back. */
  async cancel(id: string, booker: Booker, context: CommandContext): Promise<ReservationDto> {
    const current = await this.queries.find(id);
    if (current && isClient(booker)) {
      if (current.userId !== booker.id) throw forbidden('HTTP.FORBIDDEN');
      if (Date.parse(current.startTime) <= context.now.getTime()) throw conflict('RESERVATION.STARTED');
    }
    const recorded = await this.run(id, { type: 'CancelReservation', reason: 'requested' }, context);
    if (current && recorded.length > 0) await this.letGo(id, current, childContext(context, 'release'));
    return this.queries.get(id);
  }

  /** Gone from every list (its history stays in the log); answers it as it was. */
  async remove(id: string, context: CommandContext): Promise<ReservationDto> {
    const before = await this.queries.get(id);
    await this.run(id, { type: 'DeleteReservation' }, context);
    if (before.status !== 'CANCELLED') await this.letGo(id, before, childContext(context, 'release'));
    return before;
  }

  /** The client's one booking of the occurrence, then a seat; the first given back if the second is refused. */
  private async hold(reservationId: string, holding: Holding, capacity: number, context: CommandContext): Promise<void> {
    const { userId, classId, startTime } = holding;
    await this.claim(bookings, bookingKey(userId, classId, startTime), reservationId, 1, 'RESERVATION.ALREADY_BOOKED', childContext(context, 'booking'));
    try {
      await this.claim(seats, occurrenceKey(classId, startTime), reservationId, capacity, 'RESERVATION.CLASS_FULL', childContext(context, 'seat'));
    } catch (error) {
      await this.claims.release(bookings, bookingKey(userId, classId, startTime), reservationId, childContext(context, 'booking-release'));
      throw error;
    }
  }

  private async letGo(reservationId: string, holding: Holding, context: CommandContext): Promise<void> {
    const { userId, classId, startTime } = holding;
    await this.claims.release(seats, occurrenceKey(classId, startTime), reservationId, childContext(context, 'seat'));
    await this.claims.release(bookings, bookingKey(userId, classId, startTime), reservationId, childContext(context, 'booking'));
  }

  /**
   * A claim, first as is; when full, once more after releasing holders that no longer hold by
   * right (a reservation cancelled by a reaction, which does not release, or one left half-made
   * by a crash), so a seat is never lost for good.
   */
  private async claim(kind: ClaimKind, key: string, holderId: string, limit: number, full: MessageKey, context: CommandContext): Promise<void> {
    try {
      await this.claims.claim(kind, key, holderId, { limit, full }, context);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== full) throw error;
      await this.claims.claim(kind, key, holderId, { limit, full, stale: (holder) => this.isStale(holder, kind, key, context.now) }, childContext(context, 'evict'));
    }
  }

  private async isStale(holder: ClaimHolder, kind: ClaimKind, key: string, now: Date): Promise<boolean> {
    const doc = await this.queries.findAny(holder.id);
    if (!doc) return holder.claimedAt === null || now.getTime() - Date.parse(holder.claimedAt) > IN_FLIGHT_MS;
    if (doc.isDeleted || doc.status === 'CANCELLED') return true;
    const heldKey = kind === seats ? occurrenceKey(doc.classId, doc.startTime) : bookingKey(doc.userId, doc.classId, doc.startTime);
    return heldKey !== key;
  }

  private async checkInstructor(id: string, errors: RawFieldError[]): Promise<void> {
    const user = await this.users.findById(id);
    if (!user || !user.isActive || user.role !== 'INSTRUCTOR') errors.push(fieldError('instructorId', 'RESERVATION.INSTRUCTOR_INVALID'));
  }

  private async run(id: string, command: ReservationCommand, context: CommandContext): Promise<readonly string[]> {
    return (await this.commands.execute(reservationAggregate, id, command, context)).recorded;
  }
}

const fieldError = (field: string, code: MessageKey): RawFieldError => ({ field, message: encodeMessage(code) });

/** End after start (spec §5), and an occurrence of at most a day. */
function timeErrors(startTime: string, endTime: string): RawFieldError[] {
  const minutes = (Date.parse(endTime) - Date.parse(startTime)) / 60_000;
  if (minutes <= 0) return [fieldError('endTime', 'VALIDATION.END_AFTER_START')];
  if (minutes > RESERVATION_LIMITS.maxMinutes) return [fieldError('endTime', 'VALIDATION.RESERVATION_TOO_LONG')];
  return [];
}
