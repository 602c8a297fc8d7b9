import { Inject, Injectable } from '@nestjs/common';
import type {
  MembershipPlanDto,
  MembershipPlanListResponse,
  MembershipPlanStatsResponse,
  PlanSortField,
  SortOrder,
} from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import type { ForeignNameReader } from '../../../platform/projections/foreign-names.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { PlanFigureRegistry } from '../plan-figures.js';
import { BRANCH_NAMES, branchOf, PLANS, toPlanDto, type PlanDoc } from '../projections/plan-docs.js';

export interface PlanListCriteria {
  readonly branchId?: string;
  readonly isActive?: boolean;
  readonly search?: string;
  readonly sort?: PlanSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

/** The document fields each sortable field of the list sorts on. */
const SORT_KEYS: Record<PlanSortField, readonly string[]> = {
  name: ['nameSort'],
  price: ['price'],
  duration: ['duration'],
  maxClasses: ['maxClassesSort'],
  isActive: ['isActive'],
  branch: ['branchSort'],
};
/** Cheapest first, then by name: the order a client compares plans in. */
const CHEAPEST_FIRST = { price: 1, nameSort: 1 } as const;

/** Reads plans from their read model, joining the branch names they show in one lookup. */
@Injectable()
export class PlanQueries {
  private readonly plans: View<PlanDoc>;
  private readonly branches: ForeignNameReader<{ name: string }>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly figures: PlanFigureRegistry,
  ) {
    this.plans = new View(store, PLANS);
    this.branches = BRANCH_NAMES.reader(store);
  }

  /** In the order asked for (`sort`, `order`), else cheapest first, then by name. */
  async list(criteria: PlanListCriteria): Promise<MembershipPlanListResponse> {
    const filter: Filter = {};
    if (criteria.branchId !== undefined) filter.branchId = criteria.branchId;
    if (criteria.isActive !== undefined) filter.isActive = criteria.isActive;
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, containsFilter('searchText', search));
    const { items, ...page } = await this.plans.findPage(
      filter,
      listSort(criteria, SORT_KEYS, CHEAPEST_FIRST),
      criteria.page,
      criteria.limit,
    );
    const branches = await this.branches.byId(items.map((doc) => doc.branchId));
    return { plans: items.map((doc) => toPlanDto(doc, branches)), ...page };
  }

  /** A plan; `onlyActive` hides an inactive one (404) from those who only see active plans. */
  async get(id: string, onlyActive = false): Promise<MembershipPlanDto> {
    const doc = await this.plans.get(id);
    if (!doc || (onlyActive && !doc.isActive)) throw notFound('PLAN.NOT_FOUND');
    return toPlanDto(doc, await this.branches.byId([doc.branchId]));
  }

  async find(id: string): Promise<PlanDoc | null> {
    return this.plans.get(id);
  }

  /**
   * Spec §3: memberships by status and the revenue of the plan, contributed by the modules that
   * sell (plan-figures.ts); 0 while none does. `onlyActive` as for `get`.
   */
  async stats(id: string, onlyActive = false): Promise<MembershipPlanStatsResponse> {
    const doc = await this.plans.get(id);
    if (!doc || (onlyActive && !doc.isActive)) throw notFound('PLAN.NOT_FOUND');
    return {
      plan: { id: doc._id, name: doc.name, isActive: doc.isActive },
      stats: await this.figures.figuresOf(doc._id),
    };
  }

  /** The history's "as of" DTO, with the branch name as lists and details show it now. */
  async present(dto: MembershipPlanDto): Promise<MembershipPlanDto> {
    return { ...dto, branch: branchOf(await this.branches.byId([dto.branchId]), dto.branchId) };
  }
}
