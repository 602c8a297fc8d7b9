import { isDeepStrictEqual } from 'node:util';
import type { ProjectionCheckDifference } from '@boxstudio/contracts';
import type { Doc, ReadCollection } from '../read-store/read-store.port.js';
import { POSITION_FIELD } from './projection.js';
import type { TimeSlice } from './time-slice.js';

/**
 * Fields a live copy and a fresh fold of the same log may hold differently while agreeing on
 * everything a reader is told. Only one:
 * - `_pos` (POSITION_FIELD, projection.ts): the position guard, which event last wrote the document.
 *   It decides whether a later delivery of an event is applied, and no answer reads it. The two
 *   copies reach it by different roads (guarded writes one event at a time; FreshCopyWriter's merged
 *   `$set`s, and the start-up loader's), and a document whose values are right is consistent
 *   whichever event wrote it last.
 * Everything else is compared, the history's bookkeeping too: `_at` (doc-history.ts, when the event
 * that last wrote the document happened) and a `<name>_history` entry's `from`, `at` and `pos` are
 * what a read "as of" an instant answers by, so a difference there is a wrong answer, not noise.
 */
const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set([POSITION_FIELD]);

/** Documents read from each copy at a time: two pages are all a comparison holds, however large the copies. */
const PAGE_SIZE = 500;

/**
 * Orders ids as the stores sort them (SQLite's BINARY collation over UTF-8, MongoDB's binary
 * comparison), which is code-point order. JavaScript's `<` compares UTF-16 units instead, which
 * differs for characters above U+FFFF against those between U+E000 and U+FFFF.
 */
export function compareIds(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.charCodeAt(index);
    const right = b.charCodeAt(index);
    if (left !== right) return codePointRank(left) - codePointRank(right);
  }
  return a.length - b.length;
}

/** Surrogates (U+D800–DFFF) moved above U+E000–FFFF, where the code points they make are. */
const codePointRank = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/** The top-level fields on which two versions of a document differ, bookkeeping left out. */
export function differingFields(live: Doc, fresh: Doc): string[] {
  const fields = new Set([...Object.keys(live), ...Object.keys(fresh)]);
  return [...fields].filter((field) => !BOOKKEEPING_FIELDS.has(field) && !isDeepStrictEqual(live[field], fresh[field]));
}

/** A collection read in `_id` order, a page at a time. */
class IdOrderReader {
  private page: Doc[] = [];
  private index = 0;
  private after: string | null = null;
  private exhausted = false;

  constructor(private readonly collection: ReadCollection) {}

  async peek(): Promise<Doc | null> {
    if (this.index < this.page.length) return this.page[this.index] ?? null;
    if (this.exhausted) return null;
    const filter = this.after === null ? {} : { _id: { $gt: this.after } };
    this.page = await this.collection.find(filter, { sort: { _id: 1 }, limit: PAGE_SIZE });
    this.index = 0;
    this.exhausted = this.page.length < PAGE_SIZE;
    this.after = this.page.at(-1)?._id ?? this.after;
    return this.page[0] ?? null;
  }

  next(): void {
    this.index += 1;
  }
}

/**
 * Compares a live copy with a fresh fold, collection by collection, document by document: both are
 * read in `_id` order and walked side by side (a merge), so memory holds a page of each. Counts every
 * document and every difference, and keeps the first `kept` differences.
 */
export class CopyComparison {
  documents = 0;
  differences = 0;
  readonly found: ProjectionCheckDifference[] = [];

  constructor(
    private readonly slice: TimeSlice,
    private readonly kept: number,
  ) {}

  async compare(collection: string, live: ReadCollection, fresh: ReadCollection, progress: () => void): Promise<void> {
    const lives = new IdOrderReader(live);
    const folds = new IdOrderReader(fresh);
    for (;;) {
      const [inLive, inFold] = [await lives.peek(), await folds.peek()];
      if (!inLive && !inFold) return;
      this.documents += 1;
      const order = !inLive ? 1 : !inFold ? -1 : compareIds(inLive._id, inFold._id);
      if (order < 0 && inLive) {
        this.note({ collection, id: inLive._id, kind: 'extra', fields: [] });
        lives.next();
      } else if (order > 0 && inFold) {
        this.note({ collection, id: inFold._id, kind: 'missing', fields: [] });
        folds.next();
      } else if (inLive && inFold) {
        const fields = differingFields(inLive, inFold);
        if (fields.length > 0) this.note({ collection, id: inLive._id, kind: 'different', fields: fields.sort() });
        lives.next();
        folds.next();
      }
      if (this.slice.due) {
        progress();
        await this.slice.yield();
      }
    }
  }

  private note(difference: ProjectionCheckDifference): void {
    this.differences += 1;
    if (this.found.length < this.kept) this.found.push(difference);
  }
}
