import { normaliseSku } from '@boxstudio/contracts';
import { hash } from 'node:crypto';
import { defineClaim } from '../../../platform/claims/define-claim.js';

/**
 * One item per SKU in a branch, under any concurrency: a claim per (branch, SKU) with one holder,
 * the item (streams `item-sku-<key>`, events `ItemSkuClaimed { itemId }` / `ItemSkuReleased`).
 * A create claims before it records the item, an edit of the SKU claims the new one before it
 * lets the old one go, and a transfer finds the other branch's item of the SKU here.
 */
export const itemSkuClaim = defineClaim({ name: 'item-sku', holder: 'itemId' });

export const ITEM_SKU_LIMIT = 1;

/** The claim's key: the branch and the SKU as stored, hashed into a stream name of fixed shape. */
export function itemSkuKey(branchId: string, sku: string): string {
  return hash('sha256', `${branchId}\u0000${normaliseSku(sku)}`, 'hex').slice(0, 40);
}

/** A claim left by a create that crashed before recording its item is let go after this long. */
export const ABANDONED_SKU_CLAIM_AFTER_MS = 60_000;

/** Whether a holder no longer holds by right: its item was never recorded, and long enough ago. */
export function abandonedSkuClaim(itemExists: boolean, claimedAt: string | null, at: string): boolean {
  if (itemExists || claimedAt === null) return false;
  return Date.parse(at) - Date.parse(claimedAt) >= ABANDONED_SKU_CLAIM_AFTER_MS;
}
