import {
  INVENTORY_LIMITS,
  INVENTORY_NUMBERS,
  SKU_PATTERN,
  type CreateInventoryItemRequest,
  type InventoryCategory,
  type InventoryItemDto,
  type InventoryUnit,
  type UpdateInventoryItemRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import {
  nameAndDescriptionProblems,
  numberFieldProblem,
  numberProblems,
  onlyProblems,
  problemOf,
  textFieldProblem,
  type FieldProblem,
} from '../../lib/form-rules';

/**
 * What the item dialog edits, as typed. Stock and branch are set once, on create (movements and
 * transfers change them).
 */
export interface ItemFormValues {
  name: string;
  description: string;
  category: InventoryCategory | '';
  sku: string;
  unit: InventoryUnit;
  cost: string;
  price: string;
  threshold: string;
  supplier: string;
  location: string;
  branchId: string;
  /** The opening stock (create only). */
  quantity: string;
  isActive: boolean;
}

export type ItemField = Exclude<keyof ItemFormValues, 'isActive'>;

export const emptyItemForm = (branchId: string): ItemFormValues => ({
  name: '',
  description: '',
  category: '',
  sku: '',
  unit: 'PIECE',
  cost: '',
  price: '',
  threshold: '0',
  supplier: '',
  location: '',
  branchId,
  quantity: '0',
  isActive: true,
});

export function formFromItem(item: InventoryItemDto): ItemFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    category: item.category,
    sku: item.sku,
    unit: item.unit,
    cost: String(item.cost),
    price: String(item.price),
    threshold: String(item.threshold),
    supplier: item.supplier ?? '',
    location: item.location ?? '',
    branchId: item.branchId,
    quantity: String(item.quantity),
    isActive: item.isActive,
  };
}

/** The SKU as the API checks it: required, at most 40, letters, digits and - _ . / */
function skuProblem(typed: string): FieldProblem | undefined {
  const text = textFieldProblem(typed, { required: true, max: INVENTORY_LIMITS.skuMax });
  if (text) return text;
  return SKU_PATTERN.test(typed.trim()) ? undefined : problemOf('VALIDATION.SKU');
}

/** The first problem of each field, with the API's rules and limits (INVENTORY_LIMITS, INVENTORY_NUMBERS). */
export function validateItemForm(values: ItemFormValues): Partial<Record<ItemField, FieldProblem>> {
  return onlyProblems<ItemField>({
    ...nameAndDescriptionProblems(values, INVENTORY_LIMITS),
    ...numberProblems(values, {
      cost: INVENTORY_NUMBERS.cost,
      price: INVENTORY_NUMBERS.price,
      threshold: INVENTORY_NUMBERS.threshold,
    }),
    quantity: numberFieldProblem(values.quantity === '' ? '0' : values.quantity, INVENTORY_NUMBERS.stock),
    sku: skuProblem(values.sku),
    category: values.category === '' ? 'required' : undefined,
    branchId: values.branchId === '' ? 'required' : undefined,
    supplier: textFieldProblem(values.supplier, { required: false, max: INVENTORY_LIMITS.supplierMax }),
    location: textFieldProblem(values.location, { required: false, max: INVENTORY_LIMITS.locationMax }),
  });
}

const textOrNull = (typed: string): string | null => (typed.trim() === '' ? null : typed.trim());

/** The item's own fields, trimmed; blank optional texts are null (an edit clears them). */
function itemFields(values: ItemFormValues) {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    category: values.category as InventoryCategory,
    sku: values.sku.trim().toUpperCase(),
    unit: values.unit,
    cost: Number(values.cost),
    price: Number(values.price),
    threshold: Number(values.threshold === '' ? 0 : values.threshold),
    supplier: textOrNull(values.supplier),
    location: textOrNull(values.location),
  };
}

export function toCreateRequest(values: ItemFormValues): CreateInventoryItemRequest {
  return { ...itemFields(values), branchId: values.branchId, quantity: Number(values.quantity || 0) };
}

/** Every own field (never the stock nor the branch: the API refuses them), plus `isActive` when the switch changed. */
export function toUpdateRequest(values: ItemFormValues, item: InventoryItemDto): UpdateInventoryItemRequest {
  const fields = itemFields(values);
  return values.isActive === item.isActive ? fields : { ...fields, isActive: values.isActive };
}

/** The item dialog's form: its words (namespace `inventory`), rules and requests. */
export const ITEM_FORM: RecordFormDefinition<
  InventoryItemDto,
  ItemFormValues,
  FieldProblem,
  CreateInventoryItemRequest,
  UpdateInventoryItemRequest
> = {
  namespace: 'inventory',
  idPrefix: 'inventory-item',
  validate: validateItemForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
