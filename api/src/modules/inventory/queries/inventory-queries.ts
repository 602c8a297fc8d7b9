import { Inject, Injectable } from '@nestjs/common';
import type {
  InventoryCategory,
  InventoryItemDto,
  InventoryListResponse,
  InventoryMovementDto,
  InventoryMovementListResponse,
  InventoryMovementType,
  InventorySortField,
  InventoryStatsResponse,
  SortOrder,
} from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import type { ForeignNameReader } from '../../../platform/projections/foreign-names.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { containsFilter } from '../../../platform/read-store/search-text.js';
import type { PersonNames } from '../../accounts/index.js';
import {
  BRANCH_NAMES,
  INVENTORY_ITEMS,
  INVENTORY_MOVEMENTS,
  itemFieldsOf,
  PEOPLE,
  toItemDto,
  toMovementDto,
  type InventoryItemDoc,
  type MovementDoc,
} from '../projections/inventory-docs.js';

export interface InventoryListCriteria {
  readonly branchId?: string | undefined;
  readonly category?: InventoryCategory | undefined;
  readonly lowStock?: boolean | undefined;
  readonly isActive?: boolean | undefined;
  readonly search?: string | undefined;
  readonly sort?: InventorySortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

/** The document fields each sortable field of the list sorts on. */
const SORT_KEYS: Record<InventorySortField, readonly string[]> = {
  name: ['nameSort'],
  sku: ['sku'],
  category: ['category'],
  quantity: ['quantity'],
  cost: ['cost'],
  price: ['price'],
  value: ['valueCents'],
  branch: ['branchSort'],
  isActive: ['isActive'],
};
const BY_NAME = { nameSort: 1 } as const;
const NEWEST_FIRST = { seq: -1 } as const;

/** Reads items and their ledgers from the inventory read model, joining the names they show. */
@Injectable()
export class InventoryQueries {
  readonly items: View<InventoryItemDoc>;
  private readonly movements: View<MovementDoc>;
  private readonly branches: ForeignNameReader<{ name: string }>;
  private readonly people: ForeignNameReader<PersonNames>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.items = new View(store, INVENTORY_ITEMS);
    this.movements = new View(store, INVENTORY_MOVEMENTS);
    this.branches = BRANCH_NAMES.reader(store);
    this.people = PEOPLE.reader(store);
  }

  /** In the order asked for (`sort`, `order`), else by name. */
  async list(criteria: InventoryListCriteria): Promise<InventoryListResponse> {
    const filter: Filter = {};
    if (criteria.branchId !== undefined) filter.branchId = criteria.branchId;
    if (criteria.category !== undefined) filter.category = criteria.category;
    if (criteria.lowStock !== undefined) filter.isLowStock = criteria.lowStock;
    if (criteria.isActive !== undefined) filter.isActive = criteria.isActive;
    const search = criteria.search?.trim();
    if (search) Object.assign(filter, containsFilter('searchText', search));
    const { items, ...page } = await this.items.readPage(
      filter,
      listSort(criteria, SORT_KEYS, BY_NAME),
      criteria.page,
      criteria.limit,
      itemFieldsOf,
    );
    const branches = await this.branches.byId(items.map((item) => item.branchId));
    return { items: items.map((item) => toItemDto(item, branches)), ...page };
  }

  async get(id: string): Promise<InventoryItemDto> {
    const fields = await this.items.read(id, itemFieldsOf);
    if (!fields) throw notFound('INVENTORY.NOT_FOUND');
    return toItemDto(fields, await this.branches.byId([fields.branchId]));
  }

  find(id: string): Promise<InventoryItemDoc | null> {
    return this.items.get(id);
  }

  /** An item's ledger, newest first; 404 for an unknown item. */
  async ledger(
    itemId: string,
    criteria: { page: number; limit: number; type?: InventoryMovementType | undefined },
  ): Promise<InventoryMovementListResponse> {
    if ((await this.items.count({ _id: itemId })) === 0) throw notFound('INVENTORY.NOT_FOUND');
    const filter: Filter = { itemId, ...(criteria.type === undefined ? {} : { type: criteria.type }) };
    const { items, ...page } = await this.movements.findPage(filter, NEWEST_FIRST, criteria.page, criteria.limit);
    return { movements: await this.withNames(items), ...page };
  }

  async movement(id: string): Promise<InventoryMovementDto> {
    const doc = await this.movements.get(id);
    if (!doc) throw notFound('INVENTORY.NOT_FOUND');
    const [line] = await this.withNames([doc]);
    if (!line) throw notFound('INVENTORY.NOT_FOUND');
    return line;
  }

  /** Counts over every item (of the branch, when named); low and out of stock among active ones; value at cost. */
  async stats(branchId?: string): Promise<InventoryStatsResponse> {
    const scope: Filter = branchId === undefined ? {} : { branchId };
    const [totalItems, activeItems, lowStockItems, outOfStockItems, valueCents] = await Promise.all([
      this.items.count(scope),
      this.items.count({ ...scope, isActive: true }),
      this.items.count({ ...scope, isLowStock: true }),
      this.items.count({ ...scope, isOutOfStock: true }),
      this.items.sum('valueCents', scope),
    ]);
    return { totalItems, activeItems, lowStockItems, outOfStockItems, totalValue: valueCents / 100 };
  }

  /** The history's "as of" DTO, with the branch name as lists and details show it now. */
  async present(dto: InventoryItemDto): Promise<InventoryItemDto> {
    const { branch: _then, ...fields } = dto;
    return toItemDto(fields, await this.branches.byId([dto.branchId]));
  }

  private async withNames(docs: readonly MovementDoc[]): Promise<InventoryMovementDto[]> {
    const [people, branches] = await Promise.all([
      this.people.byId(docs.flatMap((doc) => [doc.recordedBy, doc.clientId])),
      this.branches.byId(docs.map((doc) => doc.counterpartBranchId)),
    ]);
    return docs.map((doc) => toMovementDto(doc, { people, branches }));
  }
}
