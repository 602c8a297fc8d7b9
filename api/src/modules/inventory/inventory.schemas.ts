import {
  INVENTORY_CATEGORIES,
  INVENTORY_MOVEMENT_TYPES,
  INVENTORY_UNITS,
  PAYMENT_METHODS,
  type InventoryItemDto,
  type InventoryListResponse,
  type InventoryMovementDto,
  type InventoryMovementListResponse,
  type InventoryMovementResponse,
  type InventoryStatsResponse,
  type InventoryTransferResponse,
} from '@boxstudio/contracts';
import { NAMED_REF, PAGE_FIELDS, PERSON_REF } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  text,
} from '../../platform/http/openapi/wire-schema.js';

export const ITEM_DTO = model<InventoryItemDto>('InventoryItemDto', {
  id: text(),
  name: text(),
  description: nullable(text()),
  category: oneOf(INVENTORY_CATEGORIES),
  sku: text('Unique within the branch, in capitals'),
  quantity: integer(),
  unit: oneOf(INVENTORY_UNITS),
  threshold: integer('Low stock at or under this quantity'),
  cost: decimal(),
  price: decimal('Sale price at the front desk; 0: not for sale'),
  supplier: nullable(text()),
  location: nullable(text()),
  branchId: text(),
  branch: nullable(NAMED_REF),
  isActive: flag(),
  isLowStock: flag(),
  isOutOfStock: flag(),
  value: decimal('Quantity × cost'),
  createdAt: instant(),
  updatedAt: instant(),
});

const MOVEMENT_DTO = model<InventoryMovementDto>('InventoryMovementDto', {
  id: text(),
  itemId: text(),
  branchId: text(),
  type: oneOf(INVENTORY_MOVEMENT_TYPES),
  quantity: integer('Units moved (ADJUST: how far the count was from the stock)'),
  delta: integer('The signed change'),
  quantityBefore: integer(),
  quantityAfter: integer(),
  reason: nullable(text()),
  unitCost: nullable(decimal('IN: what a unit cost')),
  unitPrice: nullable(decimal('SALE: the price a unit was sold at')),
  amount: nullable(decimal('SALE: the total')),
  method: nullable(oneOf(PAYMENT_METHODS)),
  client: nullable(PERSON_REF),
  transferId: nullable(text()),
  counterpartItemId: nullable(text()),
  counterpartBranch: nullable(NAMED_REF),
  recordedBy: nullable(PERSON_REF),
  occurredAt: instant(),
});

export const MOVEMENT_RESPONSE = model<InventoryMovementResponse>('InventoryMovementResponse', {
  item: ITEM_DTO,
  movement: MOVEMENT_DTO,
});

export const TRANSFER_RESPONSE = model<InventoryTransferResponse>('InventoryTransferResponse', {
  transferId: text(),
  from: ITEM_DTO,
  to: ITEM_DTO,
});

export const INVENTORY_LIST = model<InventoryListResponse>('InventoryListResponse', {
  ...PAGE_FIELDS,
  items: list(ITEM_DTO),
});

export const MOVEMENT_LIST = model<InventoryMovementListResponse>('InventoryMovementListResponse', {
  ...PAGE_FIELDS,
  movements: list(MOVEMENT_DTO),
});

export const INVENTORY_STATS = model<InventoryStatsResponse>('InventoryStatsResponse', {
  totalItems: integer(),
  activeItems: integer(),
  lowStockItems: integer(),
  outOfStockItems: integer(),
  totalValue: decimal('All stock at cost'),
});
