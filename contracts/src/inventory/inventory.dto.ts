import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';
import type { PaymentMethod } from '../payments/payment.dto.js';
import type { NamedRef } from '../plans/plan.dto.js';
import type { PersonRef } from '../reservations/reservation.dto.js';
import type { InventoryCategory, InventoryUnit } from './inventory-rules.js';

/**
 * An item of a branch's stock (CONTRACT.md, inventory) as every read shows it: lists, the detail,
 * command answers and the history's "as of" state. `quantity` changes only through movements;
 * `value` is the stock at cost (quantity × cost). `branch` carries the branch's current name.
 */
export interface InventoryItemDto {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly category: InventoryCategory;
  /** Unique within the branch, in capitals. */
  readonly sku: string;
  readonly quantity: number;
  readonly unit: InventoryUnit;
  /** Low stock at or under this quantity. */
  readonly threshold: number;
  readonly cost: number;
  /** Sale price at the front desk; 0: not for sale. */
  readonly price: number;
  readonly supplier: string | null;
  readonly location: string | null;
  readonly branchId: string;
  readonly branch: NamedRef | null;
  readonly isActive: boolean;
  readonly isLowStock: boolean;
  readonly isOutOfStock: boolean;
  readonly value: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What may be recorded by hand: a purchase received, stock used or thrown away, a count. */
export const INVENTORY_MOVEMENT_KINDS = ['IN', 'OUT', 'ADJUST'] as const;
export type InventoryMovementKind = (typeof INVENTORY_MOVEMENT_KINDS)[number];

/**
 * Every kind of line in an item's ledger: the three by hand, a desk sale, the two sides of a
 * transfer, and units a refunded sale put back (RETURN).
 */
export const INVENTORY_MOVEMENT_TYPES = [
  ...INVENTORY_MOVEMENT_KINDS,
  'SALE',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'RETURN',
] as const;
export type InventoryMovementType = (typeof INVENTORY_MOVEMENT_TYPES)[number];

/**
 * One line of an item's ledger. `quantity` is how many units moved (for an ADJUST, how far the
 * count was from the stock); `delta` the signed change; before and after are the stock around it.
 */
export interface InventoryMovementDto {
  readonly id: string;
  readonly itemId: string;
  readonly branchId: string;
  readonly type: InventoryMovementType;
  readonly quantity: number;
  readonly delta: number;
  readonly quantityBefore: number;
  readonly quantityAfter: number;
  readonly reason: string | null;
  /** IN: what a unit cost. */
  readonly unitCost: number | null;
  /** SALE: the price a unit was sold at, the total, how it was paid and who bought (null: a walk-in). */
  readonly unitPrice: number | null;
  readonly amount: number | null;
  readonly method: PaymentMethod | null;
  readonly client: PersonRef | null;
  /** TRANSFER_OUT / TRANSFER_IN: the transfer, and the item and branch on its other side. */
  readonly transferId: string | null;
  readonly counterpartItemId: string | null;
  readonly counterpartBranch: NamedRef | null;
  /** Who recorded it (null: the system). */
  readonly recordedBy: PersonRef | null;
  readonly occurredAt: string;
}

/** POST /inventory. `quantity` is the opening stock, recorded as a first IN movement. */
export interface CreateInventoryItemRequest {
  readonly name: string;
  readonly description?: string | null;
  readonly category: InventoryCategory;
  readonly sku: string;
  readonly unit?: InventoryUnit;
  readonly cost: number;
  readonly price: number;
  readonly threshold?: number;
  readonly supplier?: string | null;
  readonly location?: string | null;
  readonly branchId: string;
  readonly quantity?: number;
}

/** PUT /inventory/{id}: any of the item's own fields (never its stock or branch), and/or `isActive`. */
export interface UpdateInventoryItemRequest extends Partial<Omit<CreateInventoryItemRequest, 'branchId' | 'quantity'>> {
  readonly isActive?: boolean;
}

/**
 * POST /inventory/{id}/movements. IN: `quantity` received, `unitCost` (default the item's cost).
 * OUT: `quantity` used or thrown away, with a `reason`. ADJUST: `quantity` is the count, with a `reason`.
 */
export interface RecordInventoryMovementRequest {
  readonly type: InventoryMovementKind;
  readonly quantity: number;
  readonly reason?: string;
  readonly unitCost?: number;
}

/** POST /inventory/{id}/sales: a front-desk sale; its COMPLETED payment is recorded with it. */
export interface SellInventoryItemRequest {
  readonly quantity: number;
  /** The client who bought (optional: a walk-in). */
  readonly userId?: string;
  /** Default CASH. */
  readonly method?: PaymentMethod;
}

/** POST /inventory/{id}/transfers: to the item of the same SKU in another branch (made there if missing). */
export interface TransferInventoryRequest {
  readonly toBranchId: string;
  readonly quantity: number;
  readonly reason?: string;
}

/** What a movement or a sale answers: the item after it, and its line in the ledger. */
export interface InventoryMovementResponse {
  readonly item: InventoryItemDto;
  readonly movement: InventoryMovementDto;
}

/** What a transfer answers: both sides after it. */
export interface InventoryTransferResponse {
  readonly transferId: string;
  readonly from: InventoryItemDto;
  readonly to: InventoryItemDto;
}

/**
 * What GET /inventory sorts by: names and SKUs ignore case and accents, `branch` is the branch's
 * name, `value` the stock at cost.
 */
export const INVENTORY_SORT_FIELDS = [
  'name',
  'sku',
  'category',
  'quantity',
  'cost',
  'price',
  'value',
  'branch',
  'isActive',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

/** GET /inventory. Without `sort`: by name. */
export interface InventoryListQuery extends SortedQuery<InventorySortField> {
  readonly page?: number;
  readonly limit?: number;
  readonly branchId?: string;
  readonly category?: InventoryCategory;
  /** true: only items at or under their threshold (active ones); false: only the others. */
  readonly lowStock?: boolean;
  readonly isActive?: boolean;
  /** Name or SKU; case and accents ignored. */
  readonly search?: string;
}

export interface InventoryListResponse extends PageInfo {
  readonly items: InventoryItemDto[];
}

/** GET /inventory/{id}/movements: newest first. */
export interface InventoryMovementListQuery {
  readonly page?: number;
  readonly limit?: number;
  readonly type?: InventoryMovementType;
}

export interface InventoryMovementListResponse extends PageInfo {
  readonly movements: InventoryMovementDto[];
}

/**
 * GET /inventory/stats (optionally `?branchId=`): items, the active ones, those low and out of
 * stock (active ones), and the value of all stock at cost.
 */
export interface InventoryStatsResponse {
  readonly totalItems: number;
  readonly activeItems: number;
  readonly lowStockItems: number;
  readonly outOfStockItems: number;
  readonly totalValue: number;
}
