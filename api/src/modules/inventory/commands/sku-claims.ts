import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { Claims } from '../../../platform/claims/claims.js';
import type { ClaimHolder } from '../../../platform/claims/define-claim.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { inventoryItemAggregate } from '../domain/inventory-item.aggregate.js';
import { abandonedSkuClaim, ITEM_SKU_LIMIT, itemSkuClaim, itemSkuKey } from '../domain/item-sku-claim.js';

/** Claims and releases SKUs per branch on their own streams: one item per SKU in a branch. */
@Injectable()
export class SkuClaims {
  constructor(
    private readonly claims: Claims,
    private readonly aggregates: AggregateStore,
  ) {}

  /** Throws INVENTORY.SKU_TAKEN (409) when another item of the branch holds the SKU. */
  async claim(branchId: string, sku: string, itemId: string, context: CommandContext): Promise<void> {
    const at = context.now.toISOString();
    const stale = async (holder: ClaimHolder) => abandonedSkuClaim(await this.exists(holder.id), holder.claimedAt, at);
    await this.claims.claim(
      itemSkuClaim,
      itemSkuKey(branchId, sku),
      itemId,
      { limit: ITEM_SKU_LIMIT, full: 'INVENTORY.SKU_TAKEN', stale },
      context,
    );
  }

  async release(branchId: string, sku: string, itemId: string, context: CommandContext): Promise<void> {
    await this.claims.release(itemSkuClaim, itemSkuKey(branchId, sku), itemId, context);
  }

  /** The item of the branch holding the SKU, from the claim's own stream (never a read model); null when none. */
  async holder(branchId: string, sku: string): Promise<string | null> {
    const [holder] = await this.claims.holders(itemSkuClaim, itemSkuKey(branchId, sku));
    return holder?.id ?? null;
  }

  /**
   * The item of the branch with the SKU: the one that holds it, or `candidate` once it has claimed
   * it. Two claimants at once (two transfers opening the same SKU) end on the same item.
   */
  async holderOrClaim(branchId: string, sku: string, candidate: string, context: CommandContext): Promise<string> {
    const held = await this.holder(branchId, sku);
    if (held !== null) return held;
    try {
      await this.claim(branchId, sku, candidate, context);
      return candidate;
    } catch (error) {
      const winner =
        error instanceof DomainError && error.code === 'INVENTORY.SKU_TAKEN' ? await this.holder(branchId, sku) : null;
      if (winner === null) throw error;
      return winner;
    }
  }

  private async exists(itemId: string): Promise<boolean> {
    return (await this.aggregates.current(inventoryItemAggregate, itemId)).state.status !== 'none';
  }
}
