import {
  INVENTORY_LIMITS,
  INVENTORY_NUMBERS,
  type InventoryMovementKind,
  type PaymentMethod,
  type RecordInventoryMovementRequest,
  type SellInventoryItemRequest,
  type TransferInventoryRequest,
} from '@boxstudio/contracts';
import { numberFieldProblem, onlyProblems, textFieldProblem, type FieldProblem } from '../../lib/form-rules';

/**
 * The forms of the commands on an item's stock: a movement, a desk sale, a transfer. Their rules
 * are the API's (contracts' INVENTORY_NUMBERS): an IN or OUT moves 1 or more whole units, an
 * ADJUST says what was counted (0 or more), OUT and ADJUST need a reason.
 */

export interface MovementFormValues {
  type: InventoryMovementKind;
  quantity: string;
  reason: string;
  /** IN only: what a unit cost (blank: the item's cost). */
  unitCost: string;
}

export const emptyMovementForm = (type: InventoryMovementKind = 'IN'): MovementFormValues => ({
  type,
  quantity: '',
  reason: '',
  unitCost: '',
});

export function validateMovement(values: MovementFormValues): Partial<Record<keyof MovementFormValues, FieldProblem>> {
  return onlyProblems<keyof MovementFormValues>({
    quantity: numberFieldProblem(
      values.quantity,
      values.type === 'ADJUST' ? INVENTORY_NUMBERS.stock : INVENTORY_NUMBERS.quantity,
    ),
    reason: textFieldProblem(values.reason, { required: values.type !== 'IN', max: INVENTORY_LIMITS.reasonMax }),
    unitCost:
      values.type === 'IN'
        ? numberFieldProblem(values.unitCost, { ...INVENTORY_NUMBERS.cost, nullable: true })
        : undefined,
  });
}

export function toMovementRequest(values: MovementFormValues): RecordInventoryMovementRequest {
  const reason = values.reason.trim();
  const unitCost = values.unitCost.trim();
  return {
    type: values.type,
    quantity: Number(values.quantity),
    ...(reason === '' ? {} : { reason }),
    ...(values.type === 'IN' && unitCost !== '' ? { unitCost: Number(unitCost) } : {}),
  };
}

export interface SaleFormValues {
  quantity: string;
  /** '' for a walk-in. */
  userId: string;
  method: PaymentMethod;
}

export const EMPTY_SALE: SaleFormValues = { quantity: '1', userId: '', method: 'CASH' };

export function validateSale(values: SaleFormValues): Partial<Record<keyof SaleFormValues, FieldProblem>> {
  return onlyProblems<keyof SaleFormValues>({
    quantity: numberFieldProblem(values.quantity, INVENTORY_NUMBERS.quantity),
  });
}

export function toSaleRequest(values: SaleFormValues): SellInventoryItemRequest {
  return {
    quantity: Number(values.quantity),
    ...(values.userId === '' ? {} : { userId: values.userId }),
    method: values.method,
  };
}

export interface TransferFormValues {
  toBranchId: string;
  quantity: string;
  reason: string;
}

export const emptyTransfer = (toBranchId: string): TransferFormValues => ({ toBranchId, quantity: '', reason: '' });

export function validateTransfer(values: TransferFormValues): Partial<Record<keyof TransferFormValues, FieldProblem>> {
  return onlyProblems<keyof TransferFormValues>({
    toBranchId: values.toBranchId === '' ? 'required' : undefined,
    quantity: numberFieldProblem(values.quantity, INVENTORY_NUMBERS.quantity),
    reason: textFieldProblem(values.reason, { required: false, max: INVENTORY_LIMITS.reasonMax }),
  });
}

export function toTransferRequest(values: TransferFormValues): TransferInventoryRequest {
  const reason = values.reason.trim();
  return { toBranchId: values.toBranchId, quantity: Number(values.quantity), ...(reason === '' ? {} : { reason }) };
}
