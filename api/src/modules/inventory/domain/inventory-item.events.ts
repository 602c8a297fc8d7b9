import type { InventoryCategory, InventoryUnit, PaymentMethod } from '@boxstudio/contracts';
import type { DomainEvent } from '../../../platform/domain/decider.js';

/** An item's own fields. Events are history: they only ever gain optional fields. */
export interface ItemDetails {
  readonly name: string;
  readonly description: string | null;
  readonly category: InventoryCategory;
  /** In capitals; unique within the branch (the item-sku claim). */
  readonly sku: string;
  readonly unit: InventoryUnit;
  /** MXN per unit, at most two decimals. */
  readonly cost: number;
  readonly price: number;
  readonly threshold: number;
  readonly supplier: string | null;
  readonly location: string | null;
  /** Where the stock physically is: never changes (stock moves between branches by transfers). */
  readonly branchId: string;
}

/** The details an edit may change. */
export type ItemChanges = Partial<Omit<ItemDetails, 'branchId'>>;

/**
 * What every movement records: its id, the units moved, and the stock before and after it, worked
 * out by the item's decider from its own state. Who and when are the event's metadata.
 */
export interface MovementLine {
  readonly itemId: string;
  readonly movementId: string;
  readonly quantity: number;
  readonly before: number;
  readonly after: number;
  readonly reason: string | null;
}

/** `openedByTransfer`: made by a transfer to a branch that had no item of the SKU yet. */
export type InventoryItemCreated = DomainEvent<
  'InventoryItemCreated',
  ItemDetails & { readonly itemId: string; readonly openedByTransfer?: string }
>;
export type InventoryItemUpdated = DomainEvent<
  'InventoryItemUpdated',
  { readonly itemId: string; readonly changes: ItemChanges }
>;
export type InventoryItemDeactivated = DomainEvent<'InventoryItemDeactivated', { readonly itemId: string }>;
export type InventoryItemReactivated = DomainEvent<'InventoryItemReactivated', { readonly itemId: string }>;

/** IN: a purchase (or the opening stock) received, at a unit cost. */
export type StockReceived = DomainEvent<'StockReceived', MovementLine & { readonly unitCost: number }>;
/** OUT: used or thrown away, with its reason. */
export type StockRemoved = DomainEvent<'StockRemoved', MovementLine>;
/** ADJUST: a count; `after` is what was counted, `quantity` how far it was from the stock. */
export type StockCounted = DomainEvent<'StockCounted', MovementLine>;
/**
 * A front-desk sale: what the payments module needs to record its payment is all here (the item's
 * name and SKU then, the branch, the price and total worked out from the item's own state).
 */
export type StockSold = DomainEvent<
  'StockSold',
  MovementLine & {
    readonly branchId: string;
    readonly name: string;
    readonly sku: string;
    readonly unitPrice: number;
    readonly amount: number;
    readonly method: PaymentMethod;
    /** The client who bought; null for a walk-in. */
    readonly clientId: string | null;
  }
>;
/** The first half of a transfer: stock leaves; the transfer-arrival reaction records the other half. */
export type StockTransferredOut = DomainEvent<
  'StockTransferredOut',
  MovementLine & {
    readonly transferId: string;
    readonly fromBranchId: string;
    readonly toBranchId: string;
    readonly toItemId: string;
  }
>;
export type StockTransferredIn = DomainEvent<
  'StockTransferredIn',
  MovementLine & {
    readonly transferId: string;
    readonly fromBranchId: string;
    readonly fromItemId: string;
  }
>;

/** RETURN: the units of a desk sale put back when its payment was refunded (the refund chose it). */
export type StockReturned = DomainEvent<'StockReturned', MovementLine & { readonly paymentId: string }>;

export type StockMovementEvent =
  StockReceived | StockRemoved | StockCounted | StockSold | StockTransferredOut | StockTransferredIn | StockReturned;

export type InventoryItemEvent =
  | InventoryItemCreated
  | InventoryItemUpdated
  | InventoryItemDeactivated
  | InventoryItemReactivated
  | StockMovementEvent;
