import { Inject, Injectable } from '@nestjs/common';
import {
  isAdminRole,
  LIVE_RESERVATION_STATUSES,
  type AvailabilityResponse,
  type ReservationDto,
  type ReservationListResponse,
  type ReservationSortField,
  type ReservationStatsResponse,
  type ReservationStatus,
  type Role,
  type SortOrder,
} from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import type { ForeignNameReader, NameDoc } from '../../../platform/projections/foreign-names.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import {
  READ_STORE,
  type Filter,
  type ReadStore,
  type SortSpec,
} from '../../../platform/read-store/read-store.port.js';
import { StudioCalendar, type InstantRange } from '../../../platform/time/studio-calendar.js';
import type { PersonNames } from '../../accounts/index.js';
import {
  CLASS_INFO,
  fieldsOf,
  PEOPLE,
  RESERVATIONS,
  toReservationDto,
  type ClassInfo,
  type ReservationDoc,
  type ReservationNames,
} from '../projections/reservation-docs.js';

export interface ReservationCriteria {
  readonly search?: string | undefined;
  readonly status?: ReservationStatus | undefined;
  /** Only live (PENDING or CONFIRMED) ones. */
  readonly live?: boolean;
  /** A studio day, YYYY-MM-DD. */
  readonly date?: string | undefined;
  /** Occurrences starting in [from, to). */
  readonly startsFrom?: Date;
  readonly startsBefore?: Date;
  readonly classId?: string | undefined;
  readonly userId?: string | undefined;
  readonly instructorId?: string | undefined;
  readonly branchId?: string | undefined;
  readonly sort?: ReservationSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

const PRESENT: Filter = { isDeleted: false };
const LIVE = { $in: [...LIVE_RESERVATION_STATUSES] };

const SORT_KEYS: Record<ReservationSortField, readonly string[]> = {
  startTime: ['startTime'],
  client: ['clientSort'],
  class: ['classSort'],
  instructor: ['instructorSort'],
  status: ['status'],
  createdAt: ['createdSeq'],
};
/** Latest occurrence first. */
const LATEST_FIRST: SortSpec = { startTime: -1 };

const inRange = ({ from, to }: InstantRange): Filter => ({
  startTime: { $gte: from.toISOString(), $lt: to.toISOString() },
});

/**
 * Admins read every reservation; a person its own; an instructor those of the classes it teaches
 * now (`teacherId`: the class's current instructor, not the one named on an older booking).
 */
export function mayRead(
  reservation: Pick<ReservationDto, 'userId'>,
  reader: { readonly id: string; readonly role: Role },
  teacherId: string | null,
): boolean {
  return (
    isAdminRole(reader.role) ||
    reservation.userId === reader.id ||
    (reader.role === 'INSTRUCTOR' && teacherId === reader.id)
  );
}

/** Reads reservations from their read model, joining the people and classes they name in one lookup per kind. */
@Injectable()
export class ReservationQueries {
  private readonly reservations: View<ReservationDoc>;
  private readonly people: ForeignNameReader<PersonNames>;
  private readonly classes: ForeignNameReader<ClassInfo>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly calendar: StudioCalendar,
  ) {
    this.reservations = new View(store, RESERVATIONS);
    this.people = PEOPLE.reader(store);
    this.classes = CLASS_INFO.reader(store);
  }

  /** A page, in the order asked for (else latest occurrence first). */
  async list(criteria: ReservationCriteria, defaultSort: SortSpec = LATEST_FIRST): Promise<ReservationListResponse> {
    const filter = await this.filterFor(criteria);
    const { items, ...page } = await this.reservations.findPage(
      filter,
      listSort(criteria, SORT_KEYS, defaultSort),
      criteria.page,
      criteria.limit,
    );
    return { reservations: await this.toDtos(items), ...page };
  }

  /** A reservation that exists (not deleted). */
  async get(id: string): Promise<ReservationDto> {
    const doc = await this.find(id);
    if (!doc) throw notFound('RESERVATION.NOT_FOUND');
    return (await this.toDtos([doc]))[0] as ReservationDto;
  }

  async find(id: string): Promise<ReservationDoc | null> {
    const doc = await this.reservations.get(id);
    return doc && !doc.isDeleted ? doc : null;
  }

  /** The document even when deleted (whether a claim's holder still holds by right). */
  findAny(id: string): Promise<ReservationDoc | null> {
    return this.reservations.get(id);
  }

  /**
   * Spec §3's numbers; today, this week and this month are live bookings whose occurrence falls in that
   * studio span.
   */
  async stats(now: Date): Promise<ReservationStatsResponse> {
    const count = (filter: Filter) => this.reservations.count({ ...PRESENT, ...filter });
    const live = { status: LIVE };
    const [total, pending, confirmed, cancelled, today, thisWeek, thisMonth] = await Promise.all([
      count({}),
      count({ status: 'PENDING' }),
      count({ status: 'CONFIRMED' }),
      count({ status: 'CANCELLED' }),
      count({ ...live, ...inRange(this.calendar.today(now)) }),
      count({ ...live, ...inRange(this.calendar.week(now)) }),
      count({ ...live, ...inRange(this.calendar.month(now)) }),
    ]);
    return { total, pending, confirmed, cancelled, today, thisWeek, thisMonth };
  }

  /** Live bookings of a class from `now` on (a class with any cannot be deleted). */
  liveFutureOfClass(classId: string, now: Date): Promise<number> {
    return this.reservations.count({ ...PRESENT, classId, status: LIVE, startTime: { $gt: now.toISOString() } });
  }

  /** Live bookings whose occurrence is today, studio time ('Reservas Hoy'). */
  liveToday(now: Date): Promise<number> {
    return this.reservations.count({ ...PRESENT, status: LIVE, ...inRange(this.calendar.today(now)) });
  }

  /** The live reservations of one occurrence. */
  liveOfOccurrence(classId: string, startTime: string): Promise<ReservationDoc[]> {
    return this.reservations.find({ ...PRESENT, classId, startTime, status: LIVE }, { createdSeq: 1 });
  }

  /**
   * Ids of live reservations the `where` selects that were booked before the log position `before`
   * and start after `after`: what a deactivation cancels (a booking made later, after a
   * reactivation, is never its consequence).
   */
  async liveBookedBefore(
    where: { classId: string } | { userId: string },
    before: number,
    after: string,
  ): Promise<string[]> {
    const docs = await this.reservations.find(
      { ...PRESENT, ...where, status: LIVE, createdSeq: { $lt: before }, startTime: { $gt: after } },
      { startTime: 1 },
    );
    return docs.map((doc) => doc._id);
  }

  /** Seats of one occurrence: the class's capacity and its live bookings. */
  async availability(classId: string, startTime: string): Promise<AvailabilityResponse> {
    const info = await this.classInfo(classId);
    if (!info) throw notFound('CLASS.NOT_FOUND');
    const booked = await this.reservations.count({ ...PRESENT, classId, startTime, status: LIVE });
    const capacity = info.maxCapacity;
    const remaining = Math.max(capacity - booked, 0);
    return { available: remaining > 0 && info.isActive, capacity, booked, remaining };
  }

  /** What bookings know of a class (null when it never existed or was deleted). */
  async classInfo(classId: string): Promise<NameDoc<ClassInfo> | null> {
    const info = await this.classes.get(classId);
    return info && !info.isDeleted ? info : null;
  }

  /** Who teaches the class now (null: no such class). */
  async teacherOf(classId: string): Promise<string | null> {
    return (await this.classes.get(classId))?.instructorId ?? null;
  }

  /** Whether the read model knows this person at all (an unknown instructor's list is a 404). */
  async knowsPerson(id: string): Promise<boolean> {
    return (await this.people.byId([id])).has(id);
  }

  /** Active classes the filters select, with their timetables (the occurrences' source). */
  activeClasses(filter: {
    branchId?: string | undefined;
    classId?: string | undefined;
    instructorId?: string | undefined;
  }): Promise<NameDoc<ClassInfo>[]> {
    return this.classes.find(
      {
        isActive: true,
        isDeleted: false,
        ...(filter.branchId ? { branchId: { $in: [filter.branchId, null] } } : {}),
        ...(filter.classId ? { _id: filter.classId } : {}),
        ...(filter.instructorId ? { instructorId: filter.instructorId } : {}),
      },
      { _id: 1 },
    );
  }

  /** Live reservations of these classes starting in the range. */
  liveOfClassesIn(classIds: readonly string[], range: InstantRange): Promise<ReservationDoc[]> {
    return this.reservations.find(
      { ...PRESENT, classId: { $in: [...classIds] }, status: LIVE, ...inRange(range) },
      { startTime: 1, createdSeq: 1 },
    );
  }

  /** The history's "as of" DTO, with the names as lists show them now. */
  async present(dto: ReservationDto): Promise<ReservationDto> {
    return toReservationDto(dto, await this.namesFor([dto]));
  }

  async toDtos(docs: readonly ReservationDoc[]): Promise<ReservationDto[]> {
    const names = await this.namesFor(docs);
    return docs.map((doc) => toReservationDto(fieldsOf(doc), names));
  }

  private async namesFor(
    items: readonly { userId: string; instructorId: string; classId: string }[],
  ): Promise<ReservationNames> {
    const [people, classes] = await Promise.all([
      this.people.byId(items.flatMap((item) => [item.userId, item.instructorId])),
      this.classes.byId(items.map((item) => item.classId)),
    ]);
    return { people, classes };
  }

  private async filterFor(criteria: ReservationCriteria): Promise<Filter> {
    const filter: Filter = { ...PRESENT };
    if (criteria.status !== undefined) filter.status = criteria.status;
    else if (criteria.live) filter.status = LIVE;
    if (criteria.classId !== undefined) filter.classId = criteria.classId;
    if (criteria.userId !== undefined) filter.userId = criteria.userId;
    // The bookings of the classes the instructor teaches now, whoever a booking named when it was made.
    if (criteria.instructorId !== undefined) {
      const taught = (await this.classes.find({ instructorId: criteria.instructorId }, { _id: 1 })).map(
        (info) => info._id,
      );
      filter.classId =
        criteria.classId === undefined ? { $in: taught } : { $in: taught.filter((id) => id === criteria.classId) };
    }
    if (criteria.branchId !== undefined) filter.branchId = { $in: [criteria.branchId, null] };
    const range = criteria.date === undefined ? null : this.calendar.day(criteria.date);
    const from = [range?.from, criteria.startsFrom].filter((instant): instant is Date => instant !== undefined);
    const to = [range?.to, criteria.startsBefore].filter((instant): instant is Date => instant !== undefined);
    if (from.length > 0 || to.length > 0) {
      filter.startTime = {
        ...(from.length > 0 ? { $gte: new Date(Math.max(...from.map(Number))).toISOString() } : {}),
        ...(to.length > 0 ? { $lt: new Date(Math.min(...to.map(Number))).toISOString() } : {}),
      };
    }
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, await this.searchFilter(search));
    return filter;
  }

  /** Client name or email, instructor name, class name: the people and classes whose folds contain the text. */
  private async searchFilter(search: string): Promise<Filter> {
    const [personIds, classIds] = await Promise.all([
      this.people.idsContaining(['nameFold', 'emailFold'], search),
      this.classes.idsContaining(['nameFold'], search),
    ]);
    return {
      $or: [{ userId: { $in: personIds } }, { instructorId: { $in: personIds } }, { classId: { $in: classIds } }],
    };
  }
}
