import { Inject, Injectable } from '@nestjs/common';
import type { ClassDto, ClassListResponse, ClassSortField, ClassStatsResponse, SortOrder } from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import type { ForeignNameReader } from '../../../platform/projections/foreign-names.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { ClassReservationsRegistry } from '../class-reservations.js';
import {
  BRANCH_NAMES,
  branchOf,
  CLASSES,
  INSTRUCTOR_NAMES,
  instructorOf,
  toClassDto,
  type ClassDoc,
  type ClassNames,
} from '../projections/class-docs.js';

export interface ClassListCriteria {
  readonly branchId?: string;
  readonly instructorId?: string;
  readonly isActive?: boolean;
  readonly isSampleClass?: boolean;
  readonly search?: string;
  readonly sort?: ClassSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

const PRESENT: Filter = { isDeleted: false };

/** The document fields each sortable field of the list sorts on. */
const SORT_KEYS: Record<ClassSortField, readonly string[]> = {
  name: ['nameSort'],
  instructor: ['instructorSort'],
  duration: ['duration'],
  maxCapacity: ['maxCapacity'],
  price: ['price'],
  isActive: ['isActive'],
};
/** Newest first, by creation order in the log (a created class goes to the top of the list, spec §4). */
const NEWEST_FIRST = { createdSeq: -1 } as const;

/** Reads classes from their read model, joining the names they show in one lookup per kind. */
@Injectable()
export class ClassQueries {
  private readonly classes: View<ClassDoc>;
  private readonly people: ForeignNameReader<{ name: string; email: string }>;
  private readonly branches: ForeignNameReader<{ name: string }>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly reservations: ClassReservationsRegistry,
  ) {
    this.classes = new View(store, CLASSES);
    this.people = INSTRUCTOR_NAMES.reader(store);
    this.branches = BRANCH_NAMES.reader(store);
  }

  /** In the order asked for (`sort`, `order`), else newest first. */
  async list(criteria: ClassListCriteria): Promise<ClassListResponse> {
    const filter: Filter = { ...PRESENT };
    // A class without a branch is offered at every branch, so it is in every branch's list.
    if (criteria.branchId !== undefined) filter.branchId = { $in: [criteria.branchId, null] };
    if (criteria.instructorId !== undefined) filter.instructorId = criteria.instructorId;
    if (criteria.isActive !== undefined) filter.isActive = criteria.isActive;
    if (criteria.isSampleClass !== undefined) filter.isSampleClass = criteria.isSampleClass;
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, containsFilter('searchText', search));
    const sort = listSort(criteria, SORT_KEYS, NEWEST_FIRST);
    const { items, ...page } = await this.classes.findPage(filter, sort, criteria.page, criteria.limit);
    const names = await this.namesFor(items);
    return { classes: items.map((doc) => toClassDto(doc, names)), ...page };
  }

  /** A class that exists (not deleted); `onlyActive` hides inactive ones too (404). */
  async get(id: string, onlyActive = false): Promise<ClassDto> {
    const doc = await this.find(id);
    if (!doc || (onlyActive && !doc.isActive)) throw notFound('CLASS.NOT_FOUND');
    return toClassDto(doc, await this.namesFor([doc]));
  }

  /** The document of a class that exists, or null. */
  async find(id: string): Promise<ClassDoc | null> {
    const doc = await this.classes.get(id);
    return doc && !doc.isDeleted ? doc : null;
  }

  /**
   * The four tiles: classes, active classes, the distinct instructors who teach an active class,
   * and today's reservations (studio time).
   */
  async stats(now: Date): Promise<ClassStatsResponse> {
    const [total, activeClasses, reservations] = await Promise.all([
      this.classes.count(PRESENT),
      this.classes.find({ ...PRESENT, isActive: true }, { _id: 1 }),
      this.reservations.reservationsToday(now),
    ]);
    return {
      total,
      active: activeClasses.length,
      instructors: new Set(activeClasses.map((doc) => doc.instructorId)).size,
      reservations,
    };
  }

  /** The history's "as of" DTO, with the names as lists and details show them now. */
  async present(dto: ClassDto): Promise<ClassDto> {
    const names = await this.namesFor([dto]);
    return { ...dto, instructor: instructorOf(names, dto.instructorId), branch: branchOf(names, dto.branchId) };
  }

  private async namesFor(classes: readonly { instructorId: string; branchId: string | null }[]): Promise<ClassNames> {
    const [people, branches] = await Promise.all([
      this.people.byId(classes.map((item) => item.instructorId)),
      this.branches.byId(classes.map((item) => item.branchId)),
    ]);
    return { people, branches };
  }
}
