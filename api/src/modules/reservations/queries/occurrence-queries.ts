import { Inject, Injectable } from '@nestjs/common';
import {
  isAdminRole,
  type ClassOccurrenceDto,
  type OccurrencesResponse,
  type ReservationDto,
} from '@boxstudio/contracts';
import type { ForeignNameReader, NameDoc } from '../../../platform/projections/foreign-names.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { StudioCalendar, type StudioDay } from '../../../platform/time/studio-calendar.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { personRefOf, type PersonNames } from '../../accounts/index.js';
import {
  BRANCH_NAMES,
  branchRef,
  classRefOf,
  PEOPLE,
  type ClassInfo,
  type ReservationDoc,
} from '../projections/reservation-docs.js';
import { ReservationQueries } from './reservation-queries.js';
import { RosterMemberships } from './roster-memberships.js';

export interface OccurrenceCriteria {
  readonly from: StudioDay;
  readonly days: number;
  readonly branchId?: string | undefined;
  readonly classId?: string | undefined;
  readonly instructorId?: string | undefined;
}

interface Slot {
  readonly info: NameDoc<ClassInfo>;
  readonly startTime: string;
  readonly endTime: string;
}

const key = (classId: string, startTime: string) => `${classId}@${startTime}`;

/**
 * The weekly timetables of active classes laid out on studio days, with each occurrence's seats:
 * what a client books from and what an instructor's week shows. An occurrence staff booked
 * outside the timetable is shown too, with the booking's end, to staff and to its booked client
 * only: it is never a public slot.
 */
@Injectable()
export class OccurrenceQueries {
  private readonly people: ForeignNameReader<PersonNames>;
  private readonly branches: ForeignNameReader<{ name: string }>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly reservations: ReservationQueries,
    private readonly calendar: StudioCalendar,
    private readonly rosterMemberships: RosterMemberships,
  ) {
    this.people = PEOPLE.reader(store);
    this.branches = BRANCH_NAMES.reader(store);
  }

  async list(criteria: OccurrenceCriteria, caller: AuthUser): Promise<OccurrencesResponse> {
    const to = this.calendar.addDays(criteria.from, criteria.days);
    const range = { from: this.calendar.day(criteria.from).from, to: this.calendar.day(to).from };
    const classes = await this.reservations.activeClasses(criteria);
    const booked = await this.reservations.liveOfClassesIn(
      classes.map((info) => info._id),
      range,
    );
    // Off the timetable (staff booked a private session): shown to staff and to the person booked, never
    // offered to others.
    const shown = caller.role === 'CLIENT' ? booked.filter((doc) => doc.userId === caller.id) : booked;
    const slots = this.slotsOf(classes, criteria.from, criteria.days, shown);
    const [people, branches] = await Promise.all([
      this.people.byId(classes.map((info) => info.instructorId)),
      this.branches.byId(classes.map((info) => info.branchId)),
    ]);
    const byOccurrence = new Map<string, ReservationDoc[]>();
    for (const doc of booked) {
      const live = byOccurrence.get(key(doc.classId, doc.startTime));
      if (live) live.push(doc);
      else byOccurrence.set(key(doc.classId, doc.startTime), [doc]);
    }
    // Who is booked shows only to admins and to a class's own instructor: a client's week needs no names.
    const seesPeopleOf = (info: NameDoc<ClassInfo>) =>
      isAdminRole(caller.role) || (caller.role === 'INSTRUCTOR' && info.instructorId === caller.id);
    const classById = new Map(classes.map((info) => [info._id, info]));
    const named = booked.filter((doc) => {
      const info = classById.get(doc.classId);
      return info !== undefined && seesPeopleOf(info);
    });
    const [dtos, held] = await Promise.all([
      this.reservations.toDtos(named),
      this.rosterMemberships.of(named.map((doc) => doc.userId)),
    ]);
    const dtoById = new Map(dtos.map((dto) => [dto.id, dto]));
    const occurrences = slots.map(({ info, startTime, endTime }): ClassOccurrenceDto => {
      const live = byOccurrence.get(key(info._id, startTime)) ?? [];
      const mine = live.find((doc) => doc.userId === caller.id);
      const seesPeople = seesPeopleOf(info);
      return {
        classId: info._id,
        class: classRefOf(info),
        instructor: personRefOf(people, info.instructorId),
        branch: branchRef(branches, info.branchId),
        startTime,
        endTime,
        capacity: info.maxCapacity,
        booked: live.length,
        remaining: Math.max(info.maxCapacity - live.length, 0),
        mine: mine ? { id: mine._id, status: mine.status } : null,
        ...(seesPeople
          ? {
              reservations: live
                .map((doc) => dtoById.get(doc._id))
                .filter((dto): dto is ReservationDto => dto !== undefined),
              memberships: Object.fromEntries(live.map((doc) => [doc.userId, held.at(doc.userId, startTime)])),
            }
          : {}),
      };
    });
    return { from: range.from.toISOString(), to: range.to.toISOString(), occurrences };
  }

  /** Timetable slots on each day, plus the given booked occurrences off the timetable, in time order. */
  private slotsOf(
    classes: readonly NameDoc<ClassInfo>[],
    from: StudioDay,
    days: number,
    booked: readonly ReservationDoc[],
  ): Slot[] {
    const slots = new Map<string, Slot>();
    for (let offset = 0; offset < days; offset += 1) {
      const day = this.calendar.addDays(from, offset);
      const weekday = this.calendar.weekdayOf(day);
      for (const info of classes) {
        for (const slot of info.schedules) {
          if (slot.dayOfWeek !== weekday) continue;
          const startTime = this.calendar.at(day, slot.startTime).toISOString();
          slots.set(key(info._id, startTime), {
            info,
            startTime,
            endTime: this.calendar.at(day, slot.endTime).toISOString(),
          });
        }
      }
    }
    const classById = new Map(classes.map((info) => [info._id, info]));
    for (const doc of booked) {
      const info = classById.get(doc.classId);
      if (info && !slots.has(key(doc.classId, doc.startTime)))
        slots.set(key(doc.classId, doc.startTime), { info, startTime: doc.startTime, endTime: doc.endTime });
    }
    return [...slots.values()].sort(
      (a, b) => a.startTime.localeCompare(b.startTime) || a.info.name.localeCompare(b.info.name),
    );
  }
}
