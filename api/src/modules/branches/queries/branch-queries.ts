import { Inject, Injectable } from '@nestjs/common';
import type { BranchListResponse, BranchStatsResponse, BranchStatusFilter, BranchSummary } from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { BRANCHES, toBranchStats, toBranchSummary, type BranchDoc } from '../projections/branch-docs.js';

export interface BranchListCriteria {
  readonly search?: string;
  readonly status: BranchStatusFilter;
  readonly page: number;
  readonly limit: number;
}

/** Reads branches from their read model: one query per page, counts included. */
@Injectable()
export class BranchQueries {
  private readonly view: View<BranchDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, BRANCHES);
  }

  async list(criteria: BranchListCriteria): Promise<BranchListResponse> {
    const filter: Filter = {};
    if (criteria.status !== 'all') filter.isActive = criteria.status === 'active';
    const search = criteria.search?.trim();
    if (search) filter.$or = ['nameSort', 'cityFold', 'stateFold'].map((field) => containsFilter(field, search));
    const { items, ...page } = await this.view.readPage(filter, { nameSort: 1, _id: 1 }, criteria.page, criteria.limit, toBranchSummary);
    return { branches: items, ...page };
  }

  async get(id: string, onlyActive = false): Promise<BranchSummary> {
    const summary = await this.view.read(id, (doc) => (onlyActive && !doc.isActive ? null : toBranchSummary(doc)));
    if (!summary) throw notFound('BRANCH.NOT_FOUND');
    return summary;
  }

  async stats(id: string): Promise<BranchStatsResponse> {
    return toBranchStats(await this.doc(id));
  }

  private async doc(id: string): Promise<BranchDoc> {
    const doc = await this.view.get(id);
    if (!doc) throw notFound('BRANCH.NOT_FOUND');
    return doc;
  }
}

/** What other modules may ask about branches (exported through the module's index). */
@Injectable()
export class BranchDirectory {
  private readonly view: View<BranchDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.view = new View(store, BRANCHES);
  }

  async exists(id: string): Promise<boolean> {
    return (await this.view.get(id)) !== null;
  }

  /** Whether the branch is active; null when there is no such branch. */
  async isActive(id: string): Promise<boolean | null> {
    return (await this.view.get(id))?.isActive ?? null;
  }

  /** Every branch id, oldest first (demo data spreads people over them in that order). */
  async idsByAge(): Promise<string[]> {
    return (await this.view.find({}, { createdAt: 1, _id: 1 })).map((doc) => doc._id);
  }
}
