import { Module, type OnModuleInit } from '@nestjs/common';
import type { ClassScheduleSlot } from '@boxstudio/contracts';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { childContext, systemContext } from '../../platform/aggregates/command-context.js';
import { createdId } from '../../platform/aggregates/event-ids.js';
import { DemoSeedRegistry } from '../../platform/demo/demo-seed.registry.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';
import { Clock } from '../../platform/time/clock.js';
import { StudioCalendar } from '../../platform/time/studio-calendar.js';
import { AccountsModule, PeopleQueries } from '../accounts/index.js';
import { ClassesModule, ClassReservationsRegistry } from '../classes/index.js';
import { PlansModule } from '../plans/index.js';
// Prettier keeps an import of one name on one line, here over 120 characters.
// prettier-ignore
import {
  ChangeReservationStatusController,
} from './commands/change-reservation-status/change-reservation-status.controller.js';
import { CreateReservationController } from './commands/create-reservation/create-reservation.controller.js';
import { DeleteReservationController } from './commands/delete-reservation/delete-reservation.controller.js';
import { ReservationCommands, SYSTEM_BOOKER } from './commands/reservation-commands.js';
import { RecordAttendanceController } from './commands/record-attendance/record-attendance.controller.js';
import { BookingEligibility } from './commands/booking-eligibility.js';
import { ReservationHolds } from './commands/reservation-holds.js';
import { MembershipCover } from './queries/membership-cover.js';
import { UpdateReservationController } from './commands/update-reservation/update-reservation.controller.js';
import { DEMO_DAYS_AHEAD, DEMO_DAYS_BACK, demoBookings, demoReservationCommandId } from './demo/demo-reservations.js';
import { reservationAggregate } from './domain/reservation.aggregate.js';
import { reservationsProjection } from './projections/reservations.projection.js';
import { AvailabilityController } from './queries/availability/availability.controller.js';
import { GetReservationController } from './queries/get-reservation/get-reservation.controller.js';
import { ListReservationsController } from './queries/list-reservations/list-reservations.controller.js';
import { MyReservationsController } from './queries/my-reservations/my-reservations.controller.js';
import { OccurrenceQueries } from './queries/occurrence-queries.js';
import { RosterMemberships } from './queries/roster-memberships.js';
// prettier-ignore
import {
  OccurrenceReservationsController,
} from './queries/occurrence-reservations/occurrence-reservations.controller.js';
import { OccurrencesController } from './queries/occurrences/occurrences.controller.js';
import { ReservationQueries } from './queries/reservation-queries.js';
import { reservationAudit } from './queries/reservation-audit.js';
import { ReservationStatsController } from './queries/reservation-stats/reservation-stats.controller.js';
import { cancelBookingsOfDeactivated } from './reactions/cancel-bookings-of-deactivated.js';

/** Bookings of class occurrences: spec §2's reservations screen, the client's bookings and the instructor's week. */
@Module({
  imports: [AccountsModule, ClassesModule, PlansModule],
  // Fixed paths (/reservations/stats, /user, /occurrences, /availability/:classId...) before /reservations/:id.
  controllers: [
    ReservationStatsController,
    MyReservationsController,
    OccurrencesController,
    AvailabilityController,
    OccurrenceReservationsController,
    ListReservationsController,
    GetReservationController,
    CreateReservationController,
    ChangeReservationStatusController,
    RecordAttendanceController,
    UpdateReservationController,
    DeleteReservationController,
  ],
  providers: [
    ReservationQueries,
    OccurrenceQueries,
    RosterMemberships,
    ReservationCommands,
    ReservationHolds,
    BookingEligibility,
    MembershipCover,
  ],
})
export class ReservationsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly demo: DemoSeedRegistry,
    private readonly reactions: ReactionRunner,
    private readonly classReservations: ClassReservationsRegistry,
    private readonly reservations: ReservationCommands,
    private readonly queries: ReservationQueries,
    private readonly people: PeopleQueries,
    private readonly calendar: StudioCalendar,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(reservationsProjection);
    this.audit.register(reservationAggregate, reservationAudit(this.queries, this.calendar));
    this.reactions.register(cancelBookingsOfDeactivated(this.queries));
    this.classReservations.register({
      liveFutureReservations: (classId, now) => this.queries.liveFutureOfClass(classId, now),
      reservationsToday: (now) => this.queries.liveToday(now),
    });
    this.demo.register({ name: 'reservations', order: 40, run: () => this.seedReservations() });
  }

  /**
   * After classes (30): the demo clients book the timetable's occurrences of the two weeks before
   * and after today, each branch's clients its branch's classes, in every state.
   */
  private async seedReservations(): Promise<void> {
    const now = this.clock.now();
    const today = this.calendar.dayOf(now);
    const { users: clients } = await this.people.list({ roles: ['CLIENT'], status: 'active', page: 1, limit: 100 });
    const classes = await this.queries.activeClasses({});
    let occurrence = 0;
    for (let offset = -DEMO_DAYS_BACK; offset < DEMO_DAYS_AHEAD; offset += 1) {
      const day = this.calendar.addDays(today, offset);
      for (const info of classes) {
        const branchClients = clients.filter((client) => info.branchId === null || client.branchId === info.branchId);
        for (const slot of info.schedules.filter(
          (each: ClassScheduleSlot) => each.dayOfWeek === this.calendar.weekdayOf(day),
        )) {
          const startTime = this.calendar.at(day, slot.startTime);
          const endTime = this.calendar.at(day, slot.endTime).toISOString();
          occurrence += 1;
          const statuses = demoBookings(occurrence, Math.min(info.maxCapacity, branchClients.length), startTime < now);
          for (const [seat, status] of statuses.entries()) {
            const client = branchClients[(occurrence + seat) % branchClients.length];
            if (!client) continue;
            const context = systemContext(demoReservationCommandId(occurrence, seat), 'system:demo-data', now);
            await this.reservations.create(
              { classId: info._id, startTime: startTime.toISOString(), endTime, userId: client.id },
              SYSTEM_BOOKER,
              context,
            );
            const id = createdId(context.commandId, 'reservation');
            if (status === 'CONFIRMED') await this.reservations.confirm(id, childContext(context, 'confirm'));
            if (status === 'CANCELLED')
              await this.reservations.cancel(id, SYSTEM_BOOKER, childContext(context, 'cancel'));
          }
        }
      }
    }
  }
}
