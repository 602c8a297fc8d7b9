import { Inject, Injectable } from '@nestjs/common';
import type {
  BranchListResponse,
  BranchSortField,
  BranchStatsResponse,
  BranchStatusFilter,
  BranchSummary,
  SortOrder,
} from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import { BranchFigureRegistry } from '../branch-figures.js';
import {
  BRANCHES,
  STATS_FIGURES,
  SUMMARY_FIGURES,
  toBranchStats,
  toBranchSummary,
  type BranchDoc,
} from '../projections/branch-docs.js';

export interface BranchListCriteria {
  readonly search?: string;
  readonly status: BranchStatusFilter;
  readonly sort?: BranchSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

/** The document fields each sortable column sorts on: the folds, so case and accents do not decide the order. */
const SORT_KEYS: Record<BranchSortField, readonly string[]> = {
  name: ['nameSort'],
  city: ['cityFold'],
  state: ['stateFold'],
  isActive: ['isActive'],
};
const BY_NAME = { nameSort: 1 } as const;

/** Reads branches from their read model, with the figures other modules contribute for them. */
@Injectable()
export class BranchQueries {
  private readonly view: View<BranchDoc>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly figures: BranchFigureRegistry,
  ) {
    this.view = new View(store, BRANCHES);
  }

  /** One query for the page, then one indexed count per row and contributed figure (totals only). */
  async list(criteria: BranchListCriteria): Promise<BranchListResponse> {
    const filter: Filter = {};
    if (criteria.status !== 'all') filter.isActive = criteria.status === 'active';
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, containsFilter('searchText', search));
    const { items, ...page } = await this.view.readPage(
      filter,
      listSort(criteria, SORT_KEYS, BY_NAME),
      criteria.page,
      criteria.limit,
      (doc) => doc,
    );
    const figures = await this.figures.figuresOf(
      items.map((doc) => doc._id),
      SUMMARY_FIGURES,
      false,
    );
    return { branches: items.map((doc) => toBranchSummary(doc, figures)), ...page };
  }

  async get(id: string, onlyActive = false): Promise<BranchSummary> {
    // Stored documents are replaced, never changed in place: read without a copy.
    const doc = await this.view.read(id, (stored) => stored);
    if (!doc || (onlyActive && !doc.isActive)) throw notFound('BRANCH.NOT_FOUND');
    return toBranchSummary(doc, await this.figures.figuresOf([id], SUMMARY_FIGURES, false));
  }

  async stats(id: string): Promise<BranchStatsResponse> {
    const doc = await this.view.get(id);
    if (!doc) throw notFound('BRANCH.NOT_FOUND');
    return toBranchStats(doc, await this.figures.figuresOf([id], STATS_FIGURES, true));
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
