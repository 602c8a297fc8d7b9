import { type NumberRule } from '../platform/number-rule.js';

/**
 * What a boxing studio keeps per branch: gear it sells or lends (gloves, wraps, mouthguards),
 * equipment, apparel, drinks, supplements and cleaning supplies.
 */
export const INVENTORY_CATEGORIES = [
  'GEAR',
  'EQUIPMENT',
  'APPAREL',
  'BEVERAGES',
  'SUPPLEMENTS',
  'CLEANING',
  'OTHER',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

/** Stock is counted in whole units of one of these. */
export const INVENTORY_UNITS = ['PIECE', 'PAIR', 'BOX', 'BOTTLE', 'PACK'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

export const INVENTORY_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  skuMax: 40,
  supplierMax: 100,
  locationMax: 100,
  reasonMax: 500,
  /** Units one movement, sale or transfer moves. */
  quantityMax: 100_000,
  /** The most a count (ADJUST) or an opening stock may say is on the shelf. */
  stockMax: 1_000_000,
  moneyMax: 1_000_000,
  thresholdMax: 100_000,
} as const;

/** Letters, digits and - _ . / ; stored in capitals, so "glv-12" and "GLV-12" are one SKU. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export function normaliseSku(sku: string): string {
  return sku.trim().toUpperCase();
}

/** The numbers of the item form, a movement, a sale and a transfer (the API and the web check the same). */
export const INVENTORY_NUMBERS = {
  cost: {
    min: 0,
    max: INVENTORY_LIMITS.moneyMax,
    money: true,
    belowMin: 'VALIDATION.NOT_NEGATIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  price: {
    min: 0,
    max: INVENTORY_LIMITS.moneyMax,
    money: true,
    belowMin: 'VALIDATION.NOT_NEGATIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  threshold: {
    min: 0,
    max: INVENTORY_LIMITS.thresholdMax,
    integer: true,
    belowMin: 'VALIDATION.NOT_NEGATIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  /** Opening stock on create, or the counted quantity of an ADJUST. */
  stock: {
    min: 0,
    max: INVENTORY_LIMITS.stockMax,
    integer: true,
    belowMin: 'VALIDATION.NOT_NEGATIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  /** Units an IN, OUT, sale or transfer moves. */
  quantity: {
    min: 1,
    max: INVENTORY_LIMITS.quantityMax,
    integer: true,
    belowMin: 'VALIDATION.QUANTITY',
    aboveMax: 'VALIDATION.MAX',
  },
} as const satisfies Record<string, NumberRule>;

/** Whole cents of an amount with at most two decimals, free of binary fractions. */
const cents = (amount: number): number => Math.round(amount * 100);

/** quantity × a unit amount, exact to the cent (19.99 × 3 = 59.97, never 59.970000000000006). */
export function timesQuantity(unitAmount: number, quantity: number): number {
  return (cents(unitAmount) * quantity) / 100;
}

/**
 * Low stock: at or under the item's threshold. Only an active item is ever reported low or out
 * of stock: a retired item is restocked by nobody.
 */
export function isLowStock(item: { quantity: number; threshold: number; isActive: boolean }): boolean {
  return item.isActive && item.quantity <= item.threshold;
}

export function isOutOfStock(item: { quantity: number; isActive: boolean }): boolean {
  return item.isActive && item.quantity === 0;
}
