import {
  INVENTORY_NUMBERS,
  isLowStock,
  isOutOfStock,
  timesQuantity,
  type InventoryItemDto,
  type PaymentMethod,
} from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { InventoryItemEvent, ItemChanges, ItemDetails } from './inventory-item.events.js';
import {
  checkNumber,
  counted,
  received,
  removed,
  returned,
  sold,
  transferredIn,
  transferredOut,
  type ArrivalTerms,
  type TransferTerms,
} from './stock-rules.js';

export type InventoryItemState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'inactive';
      readonly id: string;
      readonly details: ItemDetails;
      /** Only ever the `after` of the last movement recorded. */
      readonly quantity: number;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

/** Each movement command carries its movement's id, made by whoever sends it (a request, a reaction). */
export type InventoryItemCommand =
  | {
      readonly type: 'CreateInventoryItem';
      readonly itemId: string;
      readonly details: ItemDetails;
      /** Recorded as a first IN movement (`movementId`) when above 0. */
      readonly openingStock: number;
      readonly movementId: string;
    }
  /** The item a transfer arrives at, made when the branch has none of the SKU; nothing when it exists. */
  | {
      readonly type: 'OpenTransferDestination';
      readonly itemId: string;
      readonly details: ItemDetails;
      readonly transferId: string;
    }
  /** An edit: changed fields and/or the active switch, recorded together or not at all. */
  | { readonly type: 'UpdateInventoryItem'; readonly changes: ItemChanges; readonly isActive?: boolean }
  /** DELETE: deactivates; an item already inactive records nothing. */
  | { readonly type: 'DeactivateInventoryItem' }
  | {
      readonly type: 'ReceiveStock';
      readonly movementId: string;
      readonly quantity: number;
      readonly unitCost: number | null;
      readonly reason: string | null;
    }
  | { readonly type: 'RemoveStock'; readonly movementId: string; readonly quantity: number; readonly reason: string }
  | { readonly type: 'CountStock'; readonly movementId: string; readonly counted: number; readonly reason: string }
  | {
      readonly type: 'SellStock';
      readonly movementId: string;
      readonly quantity: number;
      readonly method: PaymentMethod;
      readonly clientId: string | null;
    }
  /** From the stock-back-on-refund reaction: the units of the refunded sale's payment come back. */
  | {
      readonly type: 'ReturnStock';
      readonly movementId: string;
      readonly quantity: number;
      readonly paymentId: string;
      readonly reason: string;
    }
  | ({ readonly type: 'TransferStock' } & TransferTerms)
  | ({ readonly type: 'ReceiveTransfer' } & ArrivalTerms);

type Existing = Extract<InventoryItemState, { status: 'active' | 'inactive' }>;

function existing(state: InventoryItemState): Existing {
  if (state.status === 'none') throw notFound('INVENTORY.NOT_FOUND');
  return state;
}

function created(command: { itemId: string; details: ItemDetails }, openedByTransfer?: string): InventoryItemEvent {
  const from = openedByTransfer === undefined ? {} : { openedByTransfer };
  return { type: 'InventoryItemCreated', data: { itemId: command.itemId, ...command.details, ...from } };
}

function decideCreate(
  command: Extract<InventoryItemCommand, { type: 'CreateInventoryItem' }>,
  state: InventoryItemState,
): InventoryItemEvent[] {
  if (state.status !== 'none') throw conflict('INVENTORY.ALREADY_EXISTS');
  const { openingStock, movementId, details, itemId } = command;
  checkNumber(openingStock, INVENTORY_NUMBERS.stock, 'quantity');
  if (openingStock === 0) return [created(command)];
  const opening = { id: itemId, status: 'active' as const, quantity: 0, details };
  return [created(command), received(opening, movementId, openingStock, null, null)];
}

function decideUpdate(
  command: Extract<InventoryItemCommand, { type: 'UpdateInventoryItem' }>,
  item: Existing,
): InventoryItemEvent[] {
  const changes = changedFields<ItemChanges>(item.details, command.changes);
  const events: InventoryItemEvent[] = [];
  if (!isEmpty(changes)) events.push({ type: 'InventoryItemUpdated', data: { itemId: item.id, changes } });
  if (command.isActive === true && item.status === 'inactive')
    events.push({ type: 'InventoryItemReactivated', data: { itemId: item.id } });
  if (command.isActive === false && item.status === 'active')
    events.push({ type: 'InventoryItemDeactivated', data: { itemId: item.id } });
  return events;
}

function decide(command: InventoryItemCommand, state: InventoryItemState): InventoryItemEvent[] {
  switch (command.type) {
    case 'CreateInventoryItem':
      return decideCreate(command, state);
    case 'OpenTransferDestination':
      return state.status === 'none' ? [created(command, command.transferId)] : [];
    case 'UpdateInventoryItem':
      return decideUpdate(command, existing(state));
    case 'DeactivateInventoryItem': {
      const item = existing(state);
      return item.status === 'active' ? [{ type: 'InventoryItemDeactivated', data: { itemId: item.id } }] : [];
    }
    case 'ReceiveStock':
      return [received(existing(state), command.movementId, command.quantity, command.unitCost, command.reason)];
    case 'RemoveStock':
      return [removed(existing(state), command.movementId, command.quantity, command.reason)];
    case 'CountStock':
      return [counted(existing(state), command.movementId, command.counted, command.reason)];
    case 'SellStock':
      return [sold(existing(state), command.movementId, command.quantity, command.method, command.clientId)];
    case 'ReturnStock':
      return [returned(existing(state), command.movementId, command.quantity, command.paymentId, command.reason)];
    case 'TransferStock':
      return [transferredOut(existing(state), command)];
    case 'ReceiveTransfer':
      return [transferredIn(existing(state), command)];
  }
}

function evolve(
  state: InventoryItemState,
  event: InventoryItemEvent,
  { occurredAt }: { occurredAt: string },
): InventoryItemState {
  if (event.type === 'InventoryItemCreated') {
    const { itemId, openedByTransfer: _by, ...details } = event.data;
    return { status: 'active', id: itemId, details, quantity: 0, createdAt: occurredAt, updatedAt: occurredAt };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'InventoryItemUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, updatedAt: occurredAt };
    case 'InventoryItemDeactivated':
      return { ...state, status: 'inactive', updatedAt: occurredAt };
    case 'InventoryItemReactivated':
      return { ...state, status: 'active', updatedAt: occurredAt };
    case 'StockReceived':
    case 'StockRemoved':
    case 'StockCounted':
    case 'StockSold':
    case 'StockTransferredOut':
    case 'StockTransferredIn':
    case 'StockReturned':
      return { ...state, quantity: event.data.after, updatedAt: occurredAt };
  }
}

/** The public DTO; `branch` (its current name) is filled in by the read side. */
function toDto(state: InventoryItemState): InventoryItemDto | null {
  if (state.status === 'none') return null;
  const { details, quantity } = state;
  const isActive = state.status === 'active';
  const stock = { quantity, threshold: details.threshold, isActive };
  return {
    id: state.id,
    ...details,
    quantity,
    branch: null,
    isActive,
    isLowStock: isLowStock(stock),
    isOutOfStock: isOutOfStock(stock),
    value: timesQuantity(details.cost, quantity),
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/**
 * An item of a branch's stock. Its quantity changes only through movements, each decided from the
 * item's own state (never below zero); concurrent movements on one item meet on its stream's
 * expected revision and are decided again on the new stock.
 */
export const inventoryItemAggregate = defineAggregate({
  name: 'inventory',
  initial: { status: 'none' } as InventoryItemState,
  decide,
  evolve,
  toDto,
});
