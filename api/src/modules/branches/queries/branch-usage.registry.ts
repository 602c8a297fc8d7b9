import { Injectable } from '@nestjs/common';
import type { TotalAndActive } from '@boxstudio/contracts';

/** What belongs to a branch, as counted from other modules' read models. */
export interface BranchUsage {
  readonly users: TotalAndActive;
  readonly classes: TotalAndActive;
  readonly membershipPlans: TotalAndActive;
  readonly memberships: TotalAndActive;
  readonly inventory: { readonly total: number; readonly lowStock: number };
}

export type BranchUsageSource = {
  [K in keyof BranchUsage]: { readonly key: K; count(branchId: string): Promise<BranchUsage[K]> };
}[keyof BranchUsage];

const NONE: BranchUsage = {
  users: { total: 0, active: 0 },
  classes: { total: 0, active: 0 },
  membershipPlans: { total: 0, active: 0 },
  memberships: { total: 0, active: 0 },
  inventory: { total: 0, lowStock: 0 },
};

/**
 * Each module that keeps things per branch registers a counter over its own read model; a count
 * with no counter yet (its module does not exist) is zero.
 */
@Injectable()
export class BranchUsageRegistry {
  private readonly sources = new Map<keyof BranchUsage, BranchUsageSource>();

  register(source: BranchUsageSource): void {
    this.sources.set(source.key, source);
  }

  async usage(branchId: string): Promise<BranchUsage> {
    const entries = await Promise.all(
      (Object.keys(NONE) as (keyof BranchUsage)[]).map(async (key) => [key, (await this.sources.get(key)?.count(branchId)) ?? NONE[key]] as const),
    );
    return Object.fromEntries(entries) as unknown as BranchUsage;
  }
}
