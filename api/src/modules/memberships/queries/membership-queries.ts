import { Inject, Injectable } from '@nestjs/common';
import {
  remainingDays,
  type MembershipDto,
  MembershipListResponse,
  MembershipSortField,
  MembershipStatsResponse,
  MembershipStatus,
  SellablePlansResponse,
  SortOrder,
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
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { PersonNames } from '../../accounts/index.js';
import {
  fieldsOf,
  MEMBERSHIPS,
  PEOPLE,
  PLAN_INFO,
  planRef,
  toMembershipDto,
  type MembershipDoc,
  type MembershipNames,
  type PlanInfo,
} from '../projections/membership-docs.js';

export interface MembershipCriteria {
  readonly search?: string | undefined;
  readonly status?: MembershipStatus | undefined;
  readonly membershipPlanId?: string | undefined;
  readonly userId?: string | undefined;
  readonly branchId?: string | undefined;
  readonly sort?: MembershipSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

const PRESENT: Filter = { isDeleted: false };

const SORT_KEYS: Record<MembershipSortField, readonly string[]> = {
  startDate: ['startDate'],
  endDate: ['endDate'],
  price: ['price'],
  status: ['status'],
  user: ['userSort'],
  plan: ['planSort'],
  createdAt: ['createdSeq'],
};
const NEWEST_FIRST: SortSpec = { createdSeq: -1 };

/** Reads memberships from their read model, joining the people and plans they name. */
@Injectable()
export class MembershipQueries {
  private readonly memberships: View<MembershipDoc>;
  private readonly people: ForeignNameReader<PersonNames>;
  private readonly plans: ForeignNameReader<PlanInfo>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly calendar: StudioCalendar,
  ) {
    this.memberships = new View(store, MEMBERSHIPS);
    this.people = PEOPLE.reader(store);
    this.plans = PLAN_INFO.reader(store);
  }

  /** The documents counted per branch and per plan by the figures other screens show. */
  get view(): View<MembershipDoc> {
    return this.memberships;
  }

  async list(criteria: MembershipCriteria): Promise<MembershipListResponse> {
    const filter: Filter = { ...PRESENT };
    if (criteria.status !== undefined) filter.status = criteria.status;
    if (criteria.membershipPlanId !== undefined) filter.membershipPlanId = criteria.membershipPlanId;
    if (criteria.userId !== undefined) filter.userId = criteria.userId;
    if (criteria.branchId !== undefined) filter.branchId = criteria.branchId;
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, await this.searchFilter(search));
    const { items, ...page } = await this.memberships.findPage(
      filter,
      listSort(criteria, SORT_KEYS, NEWEST_FIRST),
      criteria.page,
      criteria.limit,
    );
    return { memberships: await this.toDtos(items), ...page };
  }

  async get(id: string): Promise<MembershipDto> {
    const doc = await this.find(id);
    if (!doc) throw notFound('MEMBERSHIP.NOT_FOUND');
    return (await this.toDtos([doc]))[0] as MembershipDto;
  }

  async find(id: string): Promise<MembershipDoc | null> {
    const doc = await this.memberships.get(id);
    return doc && !doc.isDeleted ? doc : null;
  }

  async stats(): Promise<MembershipStatsResponse> {
    const count = (filter: Filter) => this.memberships.count({ ...PRESENT, ...filter });
    const [total, active, expired, cancelled] = await Promise.all([
      count({}),
      count({ status: 'ACTIVE' }),
      count({ status: 'EXPIRED' }),
      count({ status: 'CANCELLED' }),
    ]);
    return { total, active, expired, cancelled };
  }

  /** A plan's memberships by status (the plan's statistics dialog). */
  async countsOfPlan(planId: string): Promise<MembershipStatsResponse> {
    const count = (filter: Filter) => this.memberships.count({ ...PRESENT, membershipPlanId: planId, ...filter });
    const [total, active, expired, cancelled] = await Promise.all([
      count({}),
      count({ status: 'ACTIVE' }),
      count({ status: 'EXPIRED' }),
      count({ status: 'CANCELLED' }),
    ]);
    return { total, active, expired, cancelled };
  }

  /** A person's ACTIVE memberships that cover `now` (started, not ended). */
  private coveringNow(userId: string, now: Date): Promise<MembershipDoc[]> {
    const at = now.toISOString();
    return this.memberships.find(
      { ...PRESENT, userId, status: 'ACTIVE', startDate: { $lte: at }, endDate: { $gt: at } },
      { endDate: -1 },
    );
  }

  /** A person's ACTIVE memberships, whatever their dates: the spans a client's terms take in when they begin. */
  async activeOf(
    userId: string,
  ): Promise<readonly { readonly id: string; readonly startDate: string; readonly endDate: string }[]> {
    const docs = await this.memberships.find({ ...PRESENT, userId, status: 'ACTIVE' }, { endDate: 1 });
    return docs.map(({ _id, startDate, endDate }) => ({ id: _id, startDate, endDate }));
  }

  async hasActive(userId: string, now: Date): Promise<boolean> {
    return (await this.coveringNow(userId, now)).length > 0;
  }

  /**
   * Studio days from today through the end's day of the active membership covering today (1 on the last day);
   * 0 when none.
   */
  async remainingDays(userId: string, now: Date): Promise<number> {
    const [latest] = await this.coveringNow(userId, now);
    return latest ? remainingDays(latest.endDate, now.toISOString(), this.calendar.math) : 0;
  }

  /** The plans a membership can be sold of: active ones, by name. */
  async sellablePlans(): Promise<SellablePlansResponse> {
    const plans = await this.plans.find({ isActive: true }, { nameFold: 1, _id: 1 });
    return {
      plans: plans.map((plan) => planRef(plan)).filter((plan): plan is NonNullable<typeof plan> => plan !== null),
    };
  }

  async planInfo(planId: string): Promise<NameDoc<PlanInfo> | null> {
    return this.plans.get(planId);
  }

  async present(dto: MembershipDto): Promise<MembershipDto> {
    return toMembershipDto(dto, await this.namesFor([dto]));
  }

  async toDtos(docs: readonly MembershipDoc[]): Promise<MembershipDto[]> {
    const names = await this.namesFor(docs);
    return docs.map((doc) => toMembershipDto(fieldsOf(doc), names));
  }

  private async namesFor(items: readonly { userId: string; membershipPlanId: string }[]): Promise<MembershipNames> {
    const [people, plans] = await Promise.all([
      this.people.byId(items.map((item) => item.userId)),
      this.plans.byId(items.map((item) => item.membershipPlanId)),
    ]);
    return { people, plans };
  }

  /** User name or email, plan name (spec §2). */
  private async searchFilter(search: string): Promise<Filter> {
    const [personIds, planIds] = await Promise.all([
      this.people.idsContaining(['nameFold', 'emailFold'], search),
      this.plans.idsContaining(['nameFold'], search),
    ]);
    return { $or: [{ userId: { $in: personIds } }, { membershipPlanId: { $in: planIds } }] };
  }
}
