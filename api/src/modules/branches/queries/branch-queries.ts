import { Inject, Injectable } from '@nestjs/common';
import type { BranchDto, BranchListResponse, BranchStatsResponse, BranchStatusFilter } from '@boxstudio/contracts';
import { pageInfo } from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import { READ_STORE, type Doc, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { BRANCHES_COLLECTION, SEARCHED_FIELDS } from '../projections/branches.projection.js';
import { BranchUsageRegistry, type BranchUsage } from './branch-usage.registry.js';

export interface BranchListCriteria {
  readonly search?: string;
  readonly status: BranchStatusFilter;
  readonly page: number;
  readonly limit: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toBranchDto(doc: Doc, usage: BranchUsage): BranchDto {
  return {
    id: doc._id,
    name: text(doc.name),
    address: text(doc.address),
    city: text(doc.city),
    state: text(doc.state),
    country: text(doc.country),
    postalCode: optional(doc.postalCode),
    phone: optional(doc.phone),
    email: optional(doc.email),
    isActive: doc.isActive === true,
    createdAt: text(doc.createdAt),
    updatedAt: text(doc.updatedAt),
    _count: { users: usage.users.total, classes: usage.classes.total, membershipPlans: usage.membershipPlans.total },
  };
}

/** Reads branches from their read model, with counts from the modules that keep things per branch. */
@Injectable()
export class BranchQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly usage: BranchUsageRegistry,
  ) {}

  async list(criteria: BranchListCriteria): Promise<BranchListResponse> {
    const filter: Filter = {};
    if (criteria.status !== 'all') filter.isActive = criteria.status === 'active';
    const search = criteria.search?.trim();
    if (search) filter.$or = Object.values(SEARCHED_FIELDS).map((field) => containsFilter(field, search));
    const branches = this.store.collection(BRANCHES_COLLECTION);
    const [total, docs] = await Promise.all([
      branches.count(filter),
      branches.find(filter, { sort: { nameSort: 1, _id: 1 }, skip: (criteria.page - 1) * criteria.limit, limit: criteria.limit }),
    ]);
    const items = await Promise.all(docs.map(async (doc) => toBranchDto(doc, await this.usage.usage(doc._id))));
    return { branches: items, ...pageInfo(total, criteria.page, criteria.limit) };
  }

  async get(id: string, onlyActive = false): Promise<BranchDto> {
    const doc = await this.store.collection(BRANCHES_COLLECTION).findOne({ _id: id });
    if (!doc || (onlyActive && doc.isActive !== true)) throw notFound('BRANCH.NOT_FOUND');
    return toBranchDto(doc, await this.usage.usage(id));
  }

  async stats(id: string): Promise<BranchStatsResponse> {
    const doc = await this.store.collection(BRANCHES_COLLECTION).findOne({ _id: id });
    if (!doc) throw notFound('BRANCH.NOT_FOUND');
    const usage = await this.usage.usage(id);
    return {
      branch: { id, name: text(doc.name), isActive: doc.isActive === true },
      stats: { users: usage.users, classes: usage.classes, memberships: usage.memberships, inventory: usage.inventory },
    };
  }
}
