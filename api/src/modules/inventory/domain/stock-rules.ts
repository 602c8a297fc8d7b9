import {
  INVENTORY_NUMBERS,
  numberProblem,
  paymentAmountProblem,
  PAYMENT_LIMITS,
  timesQuantity,
  type NumberRule,
  type PaymentMethod,
} from '@boxstudio/contracts';
import { conflict, invalidField } from '../../../platform/domain/domain-error.js';
import type {
  MovementLine,
  StockCounted,
  StockReceived,
  StockRemoved,
  StockReturned,
  StockSold,
  StockTransferredIn,
  StockTransferredOut,
} from './inventory-item.events.js';

/** What the movement rules read of an item: the decider's state of an existing one. */
export interface StockedItem {
  readonly id: string;
  readonly status: 'active' | 'inactive';
  readonly quantity: number;
  readonly details: {
    readonly branchId: string;
    readonly name: string;
    readonly sku: string;
    readonly cost: number;
    readonly price: number;
  };
}

/**
 * A number the request checks too; checked again here because a reaction's command (a transfer
 * arriving) reaches the decider without passing any request.
 */
export function checkNumber(value: number, rule: NumberRule, field: string): void {
  const problem = Number.isFinite(value)
    ? numberProblem(value, rule)
    : { key: 'VALIDATION.NUMBER' as const, params: {} };
  if (problem !== null) throw invalidField(problem.key, field, problem.params);
}

/** A line that takes `quantity` out: never below zero, whatever else was recorded first. */
function takeOut(item: StockedItem, movementId: string, quantity: number, reason: string | null): MovementLine {
  checkNumber(quantity, INVENTORY_NUMBERS.quantity, 'quantity');
  if (quantity > item.quantity) throw conflict('INVENTORY.INSUFFICIENT_STOCK');
  return { itemId: item.id, movementId, quantity, before: item.quantity, after: item.quantity - quantity, reason };
}

function putIn(item: StockedItem, movementId: string, quantity: number, reason: string | null): MovementLine {
  checkNumber(quantity, INVENTORY_NUMBERS.quantity, 'quantity');
  return { itemId: item.id, movementId, quantity, before: item.quantity, after: item.quantity + quantity, reason };
}

function mustBeActive(item: StockedItem): void {
  if (item.status !== 'active') throw conflict('INVENTORY.INACTIVE');
}

/** IN: a purchase at its unit cost (the item's cost when none is given). */
export function received(
  item: StockedItem,
  movementId: string,
  quantity: number,
  unitCost: number | null,
  reason: string | null,
): StockReceived {
  const cost = unitCost ?? item.details.cost;
  checkNumber(cost, INVENTORY_NUMBERS.cost, 'unitCost');
  return { type: 'StockReceived', data: { ...putIn(item, movementId, quantity, reason), unitCost: cost } };
}

/** OUT: used or thrown away. */
export function removed(item: StockedItem, movementId: string, quantity: number, reason: string): StockRemoved {
  return { type: 'StockRemoved', data: takeOut(item, movementId, quantity, reason) };
}

/** ADJUST: the stock becomes what was counted; a count that matches is recorded too (it was checked). */
export function counted(item: StockedItem, movementId: string, count: number, reason: string): StockCounted {
  checkNumber(count, INVENTORY_NUMBERS.stock, 'quantity');
  const line = { itemId: item.id, movementId, before: item.quantity, after: count, reason };
  return { type: 'StockCounted', data: { ...line, quantity: Math.abs(count - item.quantity) } };
}

/**
 * A desk sale at the item's price now: a sale whose total a payment could not record (over the
 * payment limit) is refused here, where it starts, with the most units one sale may take.
 */
export function sold(
  item: StockedItem,
  movementId: string,
  quantity: number,
  method: PaymentMethod,
  clientId: string | null,
): StockSold {
  mustBeActive(item);
  const { price, branchId, name, sku } = item.details;
  if (!(price > 0)) throw conflict('INVENTORY.NOT_FOR_SALE');
  checkNumber(quantity, INVENTORY_NUMBERS.quantity, 'quantity');
  const amount = timesQuantity(price, quantity);
  if (paymentAmountProblem(amount) !== null)
    throw invalidField('VALIDATION.SALE_TOO_LARGE', 'quantity', { max: Math.floor(PAYMENT_LIMITS.amountMax / price) });
  const line = takeOut(item, movementId, quantity, null);
  return {
    type: 'StockSold',
    data: { ...line, branchId, name, sku, unitPrice: price, amount, method, clientId },
  };
}

export interface TransferTerms {
  readonly movementId: string;
  readonly transferId: string;
  readonly toBranchId: string;
  readonly toItemId: string;
  readonly quantity: number;
  readonly reason: string | null;
}

/** The leaving half of a transfer, to another branch's item: refused whole when the stock is short. */
export function transferredOut(item: StockedItem, terms: TransferTerms): StockTransferredOut {
  mustBeActive(item);
  if (terms.toBranchId === item.details.branchId || terms.toItemId === item.id)
    throw invalidField('INVENTORY.SAME_BRANCH', 'toBranchId');
  const line = takeOut(item, terms.movementId, terms.quantity, terms.reason);
  const { transferId, toBranchId, toItemId } = terms;
  return {
    type: 'StockTransferredOut',
    data: { ...line, transferId, fromBranchId: item.details.branchId, toBranchId, toItemId },
  };
}

export interface ArrivalTerms {
  readonly movementId: string;
  readonly transferId: string;
  readonly fromBranchId: string;
  readonly fromItemId: string;
  readonly quantity: number;
  readonly reason: string | null;
}

/**
 * The arriving half: never refused for the item's state (the stock has left the other branch and
 * is on its way here, active item or not), so a transfer that started always completes.
 */
export function transferredIn(item: StockedItem, terms: ArrivalTerms): StockTransferredIn {
  const line = putIn(item, terms.movementId, terms.quantity, terms.reason);
  const { transferId, fromBranchId, fromItemId } = terms;
  return { type: 'StockTransferredIn', data: { ...line, transferId, fromBranchId, fromItemId } };
}

/**
 * Units of a refunded sale put back: never refused for the item's state (they are back on the
 * shelf whatever the item became), so a refund that chose it always restocks.
 */
export function returned(
  item: StockedItem,
  movementId: string,
  quantity: number,
  paymentId: string,
  reason: string,
): StockReturned {
  return { type: 'StockReturned', data: { ...putIn(item, movementId, quantity, reason), paymentId } };
}
