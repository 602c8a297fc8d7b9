import { isPlainObject } from './bson-values.js';
import type { Filter, SortSpec } from './read-store.port.js';
import { InvalidQueryError } from './read-store-errors.js';

/** A value SQLite binds: JSON scalars, booleans as 0/1 (as json_extract answers them). */
export type SqlValue = string | number | null;

/** A WHERE clause and the values bound to its `?`s, in order. */
export interface SqlWhere {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Where a compared value is bound: `+?`, not `?`. SQLite re-prepares a statement on every new
 * binding of a `?` its planner looked at (a range or an equality it estimated from the statistics
 * of ANALYZE, an ORDER BY, a LIMIT), about 10 µs a query; the unary plus, which changes neither the
 * value nor the comparison's affinity, keeps the plan made once.
 */
export const SLOT = '+?';
const COMPARISONS: Readonly<Record<string, string>> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const TRUE: SqlWhere = { sql: '1', params: [] };

/** The fields a table keeps in columns of their own (the indexed ones), by path. */
export type FieldColumns = ReadonlySet<string>;

const NO_COLUMNS: FieldColumns = new Set();

/** Paths checked before, with their column: a query names the same few fields again and again. */
const checkedColumns = new Map<string, string>();
const MAX_CHECKED = 1_000;

/** The column a table keeps an indexed field in, quoted: `f_` and the field's path. */
export function columnOf(path: string): string {
  let column = checkedColumns.get(path);
  if (column === undefined) {
    jsonPath(path);
    column = `"f_${path}"`;
    if (checkedColumns.size >= MAX_CHECKED) checkedColumns.clear();
    checkedColumns.set(path, column);
  }
  return column;
}

/**
 * The SQL expression of a field: `id` for `_id`, its own column when the table keeps one (an
 * indexed field: the index is on the column, and nothing parses the JSON to read it), else its
 * value in the document's JSON.
 */
export function fieldSql(path: string, columns: FieldColumns = NO_COLUMNS): string {
  if (path === '_id') return 'id';
  return columns.has(path) ? columnOf(path) : `json_extract(doc, '${jsonPath(path)}')`;
}

/** A document's value of a field as its column holds it: what json_extract would answer. */
export function columnValue(doc: Readonly<Record<string, unknown>>, path: string): SqlValue {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    value = (value as Record<string, unknown>)[segment];
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/** `a.b` as SQLite's JSON path `$.a.b`; only plain names, so the path is safe to write into SQL. */
function jsonPath(path: string): string {
  const segments = path.split('.');
  for (const segment of segments)
    if (!SEGMENT.test(segment)) throw new InvalidQueryError(`Unsupported field path '${path}'`);
  return `$.${path}`;
}

/** A scalar as SQLite compares it with what json_extract answers (true is 1, false 0). */
function scalar(value: unknown, path: string): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new InvalidQueryError(`Field '${path}' can only be compared with a string, number, boolean or null`);
}

/** Keeps a comparison within its bound's type, as MongoDB does: `< '50'` never matches a number. */
function typeGuard(field: string, bound: SqlValue): string {
  return typeof bound === 'number' ? `typeof(${field}) IN ('integer', 'real')` : `typeof(${field}) = 'text'`;
}

function inList(field: string, values: unknown, path: string): SqlWhere {
  if (!Array.isArray(values)) throw new InvalidQueryError(`$in on '${path}' needs an array`);
  const present = values.filter((value) => value !== null && value !== undefined).map((value) => scalar(value, path));
  const list = present.length === 0 ? '0' : `${field} IN (${present.map(() => SLOT).join(', ')})`;
  return { sql: present.length < values.length ? `(${list} OR ${field} IS NULL)` : list, params: present };
}

function condition(path: string, operator: string, argument: unknown, columns: FieldColumns): SqlWhere {
  const field = fieldSql(path, columns);
  if (operator === '$eq') return equality(field, path, argument);
  if (operator === '$in') return inList(field, argument, path);
  if (operator === '$regex') {
    // A search's "contains" (search-text.ts): plain text, found by SQLite's own instr.
    const literal = typeof argument === 'string' ? literalOf(argument) : null;
    if (literal === null) throw new InvalidQueryError(`$regex on '${path}' needs plain text, its symbols escaped`);
    return { sql: `(instr(${field}, ?) > 0 AND typeof(${field}) = 'text')`, params: [literal] };
  }
  const comparison = COMPARISONS[operator];
  if (comparison) {
    const bound = scalar(argument, path);
    if (bound === null) return { sql: '0', params: [] };
    return { sql: `(${field} ${comparison} ${SLOT} AND ${typeGuard(field, bound)})`, params: [bound] };
  }
  throw new InvalidQueryError(`Unsupported query operator '${operator}'`);
}

/** The text a pattern matches when it is plain text, its metacharacters escaped; null for any other pattern. */
function literalOf(pattern: string): string | null {
  if (!/^(?:[^.*+?^${}()|[\]\\]|\\[.*+?^${}()|[\]\\])+$/.test(pattern)) return null;
  return pattern.replace(/\\(.)/g, '$1');
}

function equality(field: string, path: string, value: unknown): SqlWhere {
  const bound = scalar(value, path);
  return bound === null ? { sql: `${field} IS NULL`, params: [] } : { sql: `${field} = ${SLOT}`, params: [bound] };
}

function clauses(value: unknown, operator: string): Filter[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject))
    throw new InvalidQueryError(`${operator} needs a non-empty array of filters`);
  return value as Filter[];
}

function join(parts: readonly SqlWhere[], glue: string): SqlWhere {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0] as SqlWhere;
  return { sql: `(${parts.map((part) => part.sql).join(glue)})`, params: parts.flatMap((part) => part.params) };
}

/**
 * The filter as SQL. The port's query language (read-store.port.ts) is MongoDB's, limited to what
 * the read models ask: equality, $in, ranges, $regex on plain text, $and, $or.
 */
export function whereSql(filter: Filter, columns: FieldColumns = NO_COLUMNS): SqlWhere {
  const nested = (clause: Filter): SqlWhere => whereSql(clause, columns);
  const parts: SqlWhere[] = [];
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    if (key === '$and') parts.push(join(clauses(value, key).map(nested), ' AND '));
    else if (key === '$or') parts.push(join(clauses(value, key).map(nested), ' OR '));
    else if (key.startsWith('$')) throw new InvalidQueryError(`Unsupported query operator '${key}'`);
    else if (isPlainObject(value) && Object.keys(value)[0]?.startsWith('$')) {
      for (const operator of Object.keys(value)) parts.push(condition(key, operator, value[operator], columns));
    } else parts.push(equality(fieldSql(key, columns), key, value));
  }
  return join(parts, ' AND ');
}

/** ORDER BY for a sort; documents that tie on every key come in `_id` order. */
export function orderSql(sort: SortSpec | undefined, columns: FieldColumns = NO_COLUMNS): string {
  const keys = Object.keys(sort ?? {});
  const terms = keys.map((path) => `${fieldSql(path, columns)}${sort?.[path] === -1 ? ' DESC' : ''}`);
  if (!keys.includes('_id')) terms.push('id');
  return terms.join(', ');
}
