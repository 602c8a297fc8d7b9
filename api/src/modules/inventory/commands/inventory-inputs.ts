import type {
  InventoryCategory,
  InventoryMovementKind,
  InventoryUnit,
  MessageKey,
  PaymentMethod,
} from '@boxstudio/contracts';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import type { RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import type { InventoryItemCommand } from '../domain/inventory-item.aggregate.js';
import type { ItemChanges, ItemDetails } from '../domain/inventory-item.events.js';

/** A new item as the form sends it (already past the request's field rules). */
export interface NewItem {
  readonly name: string;
  readonly description?: string | null | undefined;
  readonly category: InventoryCategory;
  readonly sku: string;
  readonly unit?: InventoryUnit | undefined;
  readonly cost: number;
  readonly price: number;
  readonly threshold?: number | undefined;
  readonly supplier?: string | null | undefined;
  readonly location?: string | null | undefined;
  readonly branchId: string;
  /** Opening stock. */
  readonly quantity?: number | undefined;
}

export type ItemEdit = { readonly [K in keyof ItemChanges]?: ItemChanges[K] | undefined } & {
  readonly isActive?: boolean | undefined;
};

export interface MovementInput {
  readonly type: InventoryMovementKind;
  readonly quantity: number;
  readonly reason?: string | undefined;
  readonly unitCost?: number | undefined;
}

export interface SaleInput {
  readonly quantity: number;
  readonly userId?: string | undefined;
  readonly method?: PaymentMethod | undefined;
}

export interface TransferInput {
  readonly toBranchId: string;
  readonly quantity: number;
  readonly reason?: string | undefined;
}

export function detailsOf(input: NewItem): ItemDetails {
  return {
    name: input.name,
    description: input.description ?? null,
    category: input.category,
    sku: input.sku,
    unit: input.unit ?? 'PIECE',
    cost: input.cost,
    price: input.price,
    threshold: input.threshold ?? 0,
    supplier: input.supplier ?? null,
    location: input.location ?? null,
    branchId: input.branchId,
  };
}

/** The movement a command records: its id derives from the command's, so a retry records it once. */
export const movementIdOf = (context: CommandContext): string => createdId(context.commandId, 'inventory-movement');

/** IN, OUT and ADJUST as the item's commands say them. */
export function movementCommand(input: MovementInput, movementId: string): InventoryItemCommand {
  const reason = input.reason ?? null;
  switch (input.type) {
    case 'IN':
      return { type: 'ReceiveStock', movementId, quantity: input.quantity, unitCost: input.unitCost ?? null, reason };
    case 'OUT':
      return { type: 'RemoveStock', movementId, quantity: input.quantity, reason: reason ?? '' };
    case 'ADJUST':
      return { type: 'CountStock', movementId, counted: input.quantity, reason: reason ?? '' };
  }
}

export const fieldError = (field: string, code: MessageKey): RawFieldError => ({
  field,
  message: encodeMessage(code),
});
