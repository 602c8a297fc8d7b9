import type { View } from '../projections/view.js';
import type { Filter } from '../read-store/read-store.port.js';
import type { ViewDoc } from '../projections/define-projection.js';

/**
 * How many documents a group holds, and how many of them match the part a tile names (the active ones...); 0
 * when not asked for.
 */
export interface Tally {
  readonly total: number;
  readonly part: number;
}

/**
 * Counts a read model's documents per group (e.g. per branch) for the groups asked for: what a
 * module contributes when another shows its figures. One indexed count per group, a second when
 * the part is asked for (`part` null: a list row shows totals only); no documents read.
 */
export async function tallyBy<Doc extends ViewDoc>(
  view: View<Doc>,
  groups: readonly string[],
  inGroup: (group: string) => Filter,
  part: Filter | null,
): Promise<ReadonlyMap<string, Tally>> {
  const tallies = await Promise.all(
    groups.map(async (group): Promise<[string, Tally]> => {
      const filter = inGroup(group);
      const total = await view.count(filter);
      return [group, { total, part: part === null ? 0 : await view.count({ ...filter, ...part }) }];
    }),
  );
  return new Map(tallies);
}
