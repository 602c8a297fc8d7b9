import type { Entry } from './entry.js';
import { isPlainObject } from './bson-values.js';
import type { Filter } from './read-store.port.js';

/*
 * A "contains" search (`{ field: { $regex: <escaped text> } }`, search-text.ts) cannot use a sorted
 * index, so the first request for a new term tested every document: at 100,000 documents most of
 * that time was the memory latency of reaching each document, its fields and its string, one cache
 * miss after another. A text column keeps one field's strings joined into a few large strings, in
 * insertion order, so a literal is found with `indexOf` running through contiguous memory. A
 * document found in its string holds the literal, so it satisfies the searched condition and is
 * tested with the rest of the filter only; one whose value is not a string (an array may hold the
 * text) is tested with the whole filter. Columns live in the embedded store only: MongoDB runs
 * the same `$regex` itself.
 */

/** Documents per chunk: a write rebuilds the joined text of its chunk only, on the next search. */
const CHUNK_SIZE = 512;
/** Fields searched in one collection that get a column; further fields are scanned as before. */
const MAX_COLUMNS = 6;
/** Between two documents' strings; a literal containing it is not served here, so no match spans two documents. */
const SEPARATOR = '\u0000';

/** The literal text a `$regex` condition looks for, or undefined when it is a real pattern. */
export function literalOf(condition: unknown): string | undefined {
  if (!isPlainObject(condition)) return undefined;
  let source: unknown;
  for (const operator in condition) {
    const operand = condition[operator];
    if (operator === '$regex') source = operand;
    // m and s change only how ^, $ and . behave, which a literal does not contain.
    else if (operator !== '$options' || typeof operand !== 'string' || !/^[ms]*$/.test(operand)) return undefined;
  }
  if (typeof source !== 'string') return undefined;
  let literal = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const next = source[i + 1];
      // Only escaped punctuation is literal: \d, \b, \w... are classes and assertions.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      literal += next;
      i++;
    } else if ('.*+?^${}()|[]'.includes(char)) {
      return undefined;
    } else {
      literal += char;
    }
  }
  return literal.length > 0 && !literal.includes(SEPARATOR) ? literal : undefined;
}

/** One top-level field and the literal a document's value must contain to match. */
export interface TextTerm {
  readonly field: string;
  readonly literal: string;
}

/** What a column can answer of a filter: its terms, and the rest of the filter, which it cannot. */
export interface TextSearch {
  readonly terms: readonly TextTerm[];
  readonly rest: Filter;
}

function without(filter: Filter, key: string): Filter {
  const rest: Filter = {};
  for (const other in filter) if (other !== key) rest[other] = filter[other];
  return rest;
}

/**
 * The terms a filter requires: one literal condition at its top level (every match contains it),
 * or an `$or` whose every clause is exactly one literal condition (every match contains one of
 * them). Undefined when the filter has neither.
 */
export function textSearch(filter: Filter): TextSearch | undefined {
  for (const key in filter) {
    if (key.charCodeAt(0) === 36 /* $ */ || key.includes('.')) continue;
    const literal = literalOf(filter[key]);
    if (literal !== undefined) return { terms: [{ field: key, literal }], rest: without(filter, key) };
  }
  const alternatives = filter['$or'];
  if (!Array.isArray(alternatives) || alternatives.length === 0) return undefined;
  const terms: TextTerm[] = [];
  for (const clause of alternatives) {
    if (!isPlainObject(clause)) return undefined;
    const keys = Object.keys(clause);
    const field = keys[0];
    if (keys.length !== 1 || field === undefined || field.charCodeAt(0) === 36 || field.includes('.')) return undefined;
    const literal = literalOf(clause[field]);
    if (literal === undefined) return undefined;
    terms.push({ field, literal });
  }
  return { terms, rest: without(filter, '$or') };
}

/**
 * The documents a search can match, in insertion order. Those found in a string hold the literal
 * there, so they satisfy the searched condition and need only the rest of the filter; `unproven`
 * ones (a value that is not a string, such as an array) need the whole filter.
 */
export interface TextCandidates {
  readonly entries: Entry[];
  readonly unproven: ReadonlySet<Entry>;
}

function markUnproven(entry: Entry, unproven: Set<Entry>): Entry {
  unproven.add(entry);
  return entry;
}

class Chunk {
  readonly entries: Entry[] = [];
  /** The field's strings joined by SEPARATOR, and where each entry's string starts; null when stale. */
  private text: string | null = null;
  private starts: Int32Array | null = null;
  /** Entries whose value is not a string (an array may hold one): always candidates. */
  private others: Entry[] = [];

  constructor(private readonly field: string) {}

  stale(): void {
    this.text = null;
  }

  /** Entries containing `literal` and, also in `unproven`, every entry it cannot judge, in insertion order. */
  find(literal: string, into: Entry[], unproven: Set<Entry>): void {
    if (this.text === null) this.build();
    const text = this.text!;
    const starts = this.starts!;
    let others = 0;
    let at = text.indexOf(literal);
    let item = 0;
    while (at !== -1) {
      while (item + 1 < starts.length && starts[item + 1]! <= at) item++;
      const entry = this.entries[item]!;
      // Entries without a string keep their place in insertion order among the found ones.
      while (others < this.others.length && this.others[others]!.seq < entry.seq)
        into.push(markUnproven(this.others[others++]!, unproven));
      into.push(entry);
      if (item + 1 >= starts.length) break;
      at = text.indexOf(literal, starts[item + 1]!);
    }
    while (others < this.others.length) into.push(markUnproven(this.others[others++]!, unproven));
  }

  private build(): void {
    const parts: string[] = [];
    const starts = new Int32Array(this.entries.length);
    const others: Entry[] = [];
    let length = 0;
    for (let i = 0; i < this.entries.length; i++) {
      const entry = this.entries[i]!;
      const value = Object.hasOwn(entry.doc, this.field) ? entry.doc[this.field] : undefined;
      const text = typeof value === 'string' ? value : '';
      if (typeof value !== 'string' && value !== undefined && value !== null) others.push(entry);
      starts[i] = length;
      parts.push(text);
      length += text.length + SEPARATOR.length;
    }
    this.text = parts.join(SEPARATOR);
    this.starts = starts;
    this.others = others;
  }
}

/** One field's column: every stored document, in insertion order, in chunks. */
class TextColumn {
  private readonly chunks: Chunk[] = [];

  constructor(
    readonly field: string,
    entries: Iterable<Entry>,
  ) {
    for (const entry of entries) this.inserted(entry);
  }

  inserted(entry: Entry): void {
    let last = this.chunks[this.chunks.length - 1];
    if (!last || last.entries.length >= CHUNK_SIZE) this.chunks.push((last = new Chunk(this.field)));
    last.entries.push(entry);
    last.stale();
  }

  replaced(entry: Entry, before: Record<string, unknown>, after: Record<string, unknown>): void {
    if (before[this.field] !== after[this.field] || typeof after[this.field] === 'object')
      this.chunkAt(entry.seq)?.stale();
  }

  removed(entry: Entry): void {
    const at = this.chunkIndexAt(entry.seq);
    const chunk = this.chunks[at];
    const position = chunk ? chunk.entries.indexOf(entry) : -1;
    if (!chunk || position === -1) return;
    chunk.entries.splice(position, 1);
    chunk.stale();
    if (chunk.entries.length === 0) this.chunks.splice(at, 1);
  }

  find(literal: string, into: Entry[], unproven: Set<Entry>): void {
    for (const chunk of this.chunks) chunk.find(literal, into, unproven);
  }

  private chunkAt(seq: number): Chunk | undefined {
    return this.chunks[this.chunkIndexAt(seq)];
  }

  /**
   * The chunk holding `seq`, found by its insertion numbers (chunks never overlap and are never
   * empty), so the column keeps no map from documents to chunks.
   */
  private chunkIndexAt(seq: number): number {
    let low = 0;
    let high = this.chunks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.chunks[middle]!.entries[0]!.seq <= seq) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** Two lists in insertion order as one, a document in both once: the matches of alternatives. */
function mergeInOrder(left: readonly Entry[], right: readonly Entry[]): Entry[] {
  if (left.length === 0) return right as Entry[];
  if (right.length === 0) return left as Entry[];
  const merged: Entry[] = [];
  let l = 0;
  let r = 0;
  while (l < left.length && r < right.length) {
    const a = left[l]!;
    const b = right[r]!;
    if (a.seq < b.seq) {
      merged.push(a);
      l++;
    } else if (b.seq < a.seq) {
      merged.push(b);
      r++;
    } else {
      merged.push(a);
      l++;
      r++;
    }
  }
  while (l < left.length) merged.push(left[l++]!);
  while (r < right.length) merged.push(right[r++]!);
  return merged;
}

/**
 * The text columns of one collection, made on the first search of a field and kept exact by every
 * write after it (like the count views beside them).
 */
export class TextColumns {
  private columns: TextColumn[] = [];

  /**
   * The only entries that can match a filter requiring `terms`, in insertion order, or undefined
   * when a field has no column and none can be made.
   */
  candidates(terms: readonly TextTerm[], entries: () => Iterable<Entry>): TextCandidates | undefined {
    let merged: Entry[] = [];
    const unproven = new Set<Entry>();
    for (const [i, term] of terms.entries()) {
      const column = this.columnFor(term.field, entries);
      if (!column) return undefined;
      const found: Entry[] = [];
      column.find(term.literal, found, unproven);
      merged = i === 0 ? found : mergeInOrder(merged, found);
    }
    // An unproven document is tested against the whole filter, which is right even when another term proved it.
    return { entries: merged, unproven };
  }

  inserted(entry: Entry): void {
    for (const column of this.columns) column.inserted(entry);
  }

  replaced(entry: Entry, before: Record<string, unknown>, after: Record<string, unknown>): void {
    for (const column of this.columns) column.replaced(entry, before, after);
  }

  removed(entry: Entry): void {
    for (const column of this.columns) column.removed(entry);
  }

  cleared(): void {
    this.columns = [];
  }

  private columnFor(field: string, entries: () => Iterable<Entry>): TextColumn | undefined {
    const column = this.columns.find((candidate) => candidate.field === field);
    if (column || this.columns.length >= MAX_COLUMNS) return column;
    const made = new TextColumn(field, entries());
    this.columns.push(made);
    return made;
  }
}
