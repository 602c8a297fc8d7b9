import { Injectable } from '@nestjs/common';
import { Contributions } from '../../platform/contributions/contributions.js';
import { tallyBy } from '../../platform/contributions/tally.js';
import type { BranchFigure, BranchFigureName, BranchFigures } from './branch-figure.js';
import type { ViewDoc } from '../../platform/projections/define-projection.js';
import type { View } from '../../platform/projections/view.js';
import type { Filter } from '../../platform/read-store/read-store.port.js';

/**
 * One module's figure for branches, counted from that module's own read model: the accounts module
 * counts people, classes count classes, and so on. The branches module knows none of them by name.
 */
export interface BranchFigureContribution {
  readonly figure: BranchFigureName;
  /** The figure of each branch asked for; a branch left out of the answer holds none. `part` 0 unless `withParts`. */
  countFor(branchIds: readonly string[], withParts: boolean): Promise<ReadonlyMap<string, BranchFigure>>;
}

/**
 * The usual contribution: a module's documents counted per branch (`inBranch` selects a branch's
 * documents, `part` the ones the tile names beside the total), two indexed counts per branch.
 */
export function countedPerBranch<Doc extends ViewDoc>(
  figure: BranchFigureName,
  view: View<Doc>,
  inBranch: (branchId: string) => Filter,
  part: Filter,
): BranchFigureContribution {
  return { figure, countFor: (branchIds, withParts) => tallyBy(view, branchIds, inBranch, withParts ? part : null) };
}

/** The registry other modules contribute to (exported through the module's index). */
@Injectable()
export class BranchFigureRegistry extends Contributions<BranchFigureContribution> {
  /**
   * The named figures of the given branches, from every module that contributes one of them; the
   * parts (active, low stock) only `withParts` (the statistics dialog; a list row shows totals).
   */
  async figuresOf(
    branchIds: readonly string[],
    names: readonly BranchFigureName[],
    withParts: boolean,
  ): Promise<BranchFigures> {
    const figures = new Map<string, Partial<Record<BranchFigureName, BranchFigure>>>(branchIds.map((id) => [id, {}]));
    if (branchIds.length === 0) return figures;
    const wanted = this.all().filter((contribution) => names.includes(contribution.figure));
    const answers = await Promise.all(
      wanted.map(async (contribution) => ({ contribution, counts: await contribution.countFor(branchIds, withParts) })),
    );
    for (const { contribution, counts } of answers) {
      for (const [branchId, figure] of counts) {
        const row = figures.get(branchId);
        if (row) row[contribution.figure] = figure;
      }
    }
    return figures;
  }
}
