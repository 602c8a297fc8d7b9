import type {
  InventoryItemDto,
  InventoryMovementDto,
  InventoryMovementType,
  NamedRef,
  PaymentMethod,
} from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import {
  PERSON_NAME_SOURCES,
  personRefOf,
  type PersonNames,
  type UserEvent,
} from '../../accounts/projection-sources.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';
import type { ItemDetails } from '../domain/inventory-item.events.js';

/**
 * An item as the read model keeps it: its fields and stock, the flags and value lists filter and
 * sum on (worked out when written), and the folds search and sorting use.
 */
export interface InventoryItemDoc extends ViewDoc, ItemDetails {
  readonly quantity: number;
  readonly isActive: boolean;
  readonly isLowStock: boolean;
  readonly isOutOfStock: boolean;
  /** Stock at cost in whole cents: the stats sum these, never fractions of a peso. */
  readonly valueCents: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly nameSort: string;
  /** Name and SKU folded: what the list's search looks in. */
  readonly searchText: string;
  /** The branch's name folded (kept current on a rename): the list's branch order. */
  readonly branchSort: string;
}

export const INVENTORY_ITEMS = collection<InventoryItemDoc>('inventory_items', [
  { nameSort: 1 },
  { branchId: 1, isActive: 1, isLowStock: 1 },
  { category: 1 },
  { isActive: 1 },
  { isLowStock: 1 },
  { isOutOfStock: 1 },
  // The list's other sortable columns (INVENTORY_SORT_FIELDS).
  { sku: 1 },
  { quantity: 1 },
  { cost: 1 },
  { price: 1 },
  { valueCents: 1 },
  { branchSort: 1 },
]);

/** One line of an item's ledger, as the movements list reads it. */
export interface MovementDoc extends ViewDoc {
  readonly itemId: string;
  readonly branchId: string;
  readonly type: InventoryMovementType;
  readonly quantity: number;
  readonly delta: number;
  readonly quantityBefore: number;
  readonly quantityAfter: number;
  readonly reason: string | null;
  readonly unitCost: number | null;
  readonly unitPrice: number | null;
  readonly amount: number | null;
  readonly method: PaymentMethod | null;
  readonly clientId: string | null;
  readonly transferId: string | null;
  readonly counterpartItemId: string | null;
  readonly counterpartBranchId: string | null;
  readonly recordedBy: string | null;
  readonly occurredAt: string;
  /** The log position it was recorded at: the ledger's order. */
  readonly seq: number;
}

export const INVENTORY_MOVEMENTS = collection<MovementDoc>('inventory_movements', [
  { itemId: 1, seq: -1 },
  { itemId: 1, type: 1, seq: -1 },
  { transferId: 1 },
]);

export const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'inventory_branches',
  from: BRANCH_NAME_SOURCES,
  copies: [{ into: 'items', by: 'branchId', fields: ({ name }) => ({ branchSort: foldForSearch(name) }) }],
});

/** The people a ledger names: who recorded each line, and who bought at the desk. */
export const PEOPLE = foreignNames<UserEvent, PersonNames>()({
  key: 'people',
  collection: 'inventory_people',
  from: PERSON_NAME_SOURCES,
});

type Names<N extends object> = ReadonlyMap<string, NameDoc<N>>;

function namedRef(names: Names<{ name: string }>, id: string | null): NamedRef | null {
  const named = id === null ? undefined : names.get(id);
  return named ? { id: named._id, name: named.name } : null;
}

const personOf = (people: Names<PersonNames>, id: string | null) => (id === null ? null : personRefOf(people, id));

/** The fields of an item a DTO carries, from a document or from the aggregate's own DTO. */
export type ItemFields = Omit<InventoryItemDto, 'branch'>;

/** Field by field: a stored document also carries the store's own bookkeeping, never answered. */
export function itemFieldsOf(doc: Readonly<InventoryItemDoc>): ItemFields {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description,
    category: doc.category,
    sku: doc.sku,
    quantity: doc.quantity,
    unit: doc.unit,
    threshold: doc.threshold,
    cost: doc.cost,
    price: doc.price,
    supplier: doc.supplier,
    location: doc.location,
    branchId: doc.branchId,
    isActive: doc.isActive,
    isLowStock: doc.isLowStock,
    isOutOfStock: doc.isOutOfStock,
    value: doc.valueCents / 100,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function toItemDto(fields: ItemFields, branches: Names<{ name: string }>): InventoryItemDto {
  return { ...fields, branch: namedRef(branches, fields.branchId) };
}

export function toMovementDto(
  doc: Readonly<MovementDoc>,
  names: { people: Names<PersonNames>; branches: Names<{ name: string }> },
): InventoryMovementDto {
  return {
    id: doc._id,
    itemId: doc.itemId,
    branchId: doc.branchId,
    type: doc.type,
    quantity: doc.quantity,
    delta: doc.delta,
    quantityBefore: doc.quantityBefore,
    quantityAfter: doc.quantityAfter,
    reason: doc.reason,
    unitCost: doc.unitCost,
    unitPrice: doc.unitPrice,
    amount: doc.amount,
    method: doc.method,
    client: personOf(names.people, doc.clientId),
    transferId: doc.transferId,
    counterpartItemId: doc.counterpartItemId,
    counterpartBranch: namedRef(names.branches, doc.counterpartBranchId),
    recordedBy: personOf(names.people, doc.recordedBy),
    occurredAt: doc.occurredAt,
  };
}
