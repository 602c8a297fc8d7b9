import type { Entry } from './entry.js';
import type { DocPredicate } from './filter-predicate.js';
import { compileSort, type SortOrder } from './find-options.js';
import type { WalkPlan } from './index-plan.js';
import { PageSelection } from './page-selection.js';
import type { Doc, SortSpec } from './read-store.port.js';
import type { IndexItem } from './sorted-index.js';

/** The next matching document of one ordered source, with its keys for the served sort fields. */
interface Head {
  readonly keys: readonly unknown[];
  /** Where the served keys start in `keys`: after the pinned prefix for an index item. */
  readonly offset: number;
  readonly entry: Entry;
}

/** One ordered source: a range of the index, or the index's strays sorted for this read. */
type Source = () => Head | undefined;

/** How many index items a walk may still pass before it gives up (see walkInOrder). */
interface WalkBudget {
  left: number;
}

function rangeSource(plan: WalkPlan, from: number, to: number, predicate: DocPredicate, budget: WalkBudget): Source {
  const cursor = plan.index.cursor(from, to, plan.reverse);
  const offset = plan.depth;
  return () => {
    for (let item: IndexItem | undefined = cursor.next(); item; item = cursor.next()) {
      if (--budget.left < 0) return undefined;
      if (predicate(item.entry.doc)) return { keys: item.keys, offset, entry: item.entry };
    }
    return undefined;
  };
}

/** Strays have no stored place: the matching ones are keyed and sorted here (usually none are). */
function straySource(plan: WalkPlan, predicate: DocPredicate, order: SortOrder): Source | undefined {
  const heads: Head[] = [];
  for (const entry of plan.index.strays) {
    if (!predicate(entry.doc)) continue;
    const keys = Array.from({ length: plan.served }, (_, i) => order.keyAt(entry.doc, i));
    heads.push({ keys, offset: 0, entry });
  }
  if (heads.length === 0) return undefined;
  heads.sort((left, right) => compareServed(order, plan.served, left, right));
  let next = 0;
  return () => heads[next++];
}

function compareServed(order: SortOrder, served: number, left: Head, right: Head): number {
  for (let i = 0; i < served; i++) {
    const result = order.compareAt(i, left.keys[left.offset + i], right.keys[right.offset + i]);
    if (result !== 0) return result;
  }
  return 0;
}

/** Merges the sources by the served sort fields (a linear pick: there are at most ~17 of them). */
function merged(sources: Source[], order: SortOrder, served: number): Source {
  if (sources.length === 1) return sources[0] as Source;
  const heads = sources.map((source) => source());
  return () => {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head && (best < 0 || compareServed(order, served, head, heads[best] as Head) < 0)) best = i;
    }
    if (best < 0) return undefined;
    const head = heads[best];
    heads[best] = (sources[best] as Source)();
    return head;
  };
}

/** The sort without its first `served` fields: the order inside a run of equal served keys. */
function tailOrder(sort: SortSpec, served: number): SortOrder {
  const tail: SortSpec = {};
  for (const field of Object.keys(sort).slice(served)) tail[field] = sort[field] as 1 | -1;
  return compileSort(tail);
}

/**
 * The first `end` matches in sort order, read from the index in order: it stops once it has
 * them instead of testing every document. Documents whose served keys tie (an equal createdAt,
 * or the _id a sort ends on, which no index holds) are gathered and ordered by the remaining
 * sort fields, then insertion order, as the full scan and its PageSelection order them.
 * With a `maxPassed`, it answers undefined once it has passed that many index items without
 * filling the page: the matches lie further along the order than expected (a search for a city
 * over names that start with it), and the caller has a cheaper way.
 */
export function walkInOrder(
  plan: WalkPlan,
  predicate: DocPredicate,
  sort: SortSpec,
  end: number,
  maxPassed = Infinity,
): Doc[] | undefined {
  const order = compileSort(sort);
  const budget: WalkBudget = { left: maxPassed };
  const sources = plan.bounds.map(([from, to]) => rangeSource(plan, from, to, predicate, budget));
  const strays = straySource(plan, predicate, order);
  if (strays) sources.push(strays);
  if (sources.length === 0) return [];
  const next = merged(sources, order, plan.served);
  const docs: Doc[] = [];
  let first: Head | undefined;
  // Most runs of equal served keys hold one document: a PageSelection (and the sort code it
  // runs, shared with the scans, whose optimisation suffered from this use) only for a longer run.
  let run: PageSelection | undefined;
  for (;;) {
    const head = next();
    if (!head || !first || compareServed(order, plan.served, head, first) !== 0) {
      if (run) for (const doc of run.docs(0)) docs.push(doc);
      else if (first) docs.push(first.entry.doc);
      if (!head || docs.length >= end) break;
      first = head;
      run = undefined;
      continue;
    }
    if (!run) {
      run = new PageSelection(tailOrder(sort, plan.served), end - docs.length);
      run.offer(first.entry.doc, first.entry.seq);
    }
    run.offer(head.entry.doc, head.entry.seq);
  }
  return budget.left < 0 ? undefined : docs;
}
