import { Query } from 'mingo';
import { isPlainObject } from './bson-values.js';
import type { Filter } from './read-store.port.js';

export type DocPredicate = (doc: Record<string, unknown>) => boolean;

type Scalar = string | number | boolean | null | undefined;

/** The field passes through or ends on an array or object: only mingo knows MongoDB's rules there. */
const UNDECIDABLE = Symbol('undecidable');

const matchAll: DocPredicate = () => true;

/*
 * Compiling a mingo Query costs ~10µs, too much for the projection write path, which tests one
 * document found by `_id` against a `_pos` guard, and mingo's generic evaluation makes list
 * searches slow. So filters made of equality, comparison, $in/$nin, $ne, $exists and string
 * $regex on scalar operands, combined with $and/$or/$nor, are evaluated natively with MongoDB's
 * rules for scalars. When such a filter meets an array or object in a document it defers to mingo
 * for that document; any other filter ($elemMatch, $expr, RegExp objects, ...) goes to mingo.
 */

export function mingoPredicate(filter: Filter): DocPredicate {
  const query = new Query(filter, {});
  return (doc) => query.test(doc);
}

/** A native test of one document: undefined when the document needs mingo. */
type NativeTest = (doc: Record<string, unknown>) => boolean | undefined;

/** A predicate for scanning many documents: the filter's shape is read once, not per document. */
export function compileFilter(filter: Filter): DocPredicate {
  if (isEmpty(filter)) return matchAll;
  if (evaluateNatively(filter, {}) === undefined) return mingoPredicate(filter);
  const tests = Object.keys(filter).map((key) => compileCondition(key, filter[key]));
  let fallback: DocPredicate | undefined;
  return (doc) => {
    for (const test of tests) {
      const passes = test(doc);
      // Every condition is known to be native, so a false is final; undefined means this document needs mingo.
      if (passes === undefined) return (fallback ??= mingoPredicate(filter))(doc);
      if (!passes) return false;
    }
    return true;
  };
}

/**
 * One condition compiled: its path, its operands and the shape of its $and/$or/$nor clauses are
 * read here once. A search scans every document with the same few regular expressions, and
 * reading the filter again for each of them cost more than the matching itself.
 */
function compileCondition(key: string, condition: unknown): NativeTest {
  if (key.charCodeAt(0) === 36 /* $ */) return compileLogical(key, condition);
  const read: (doc: Record<string, unknown>) => Scalar | typeof UNDECIDABLE = key.includes('.')
    ? (doc) => scalarAt(doc, key)
    : (doc) => topLevelScalar(doc, key);
  if (!isPlainObject(condition)) return (doc) => testEquality(condition, read(doc));
  const pattern = isRegexOnly(condition) ? patternOf(condition) : null;
  if (pattern) {
    return (doc) => {
      const value = read(doc);
      return value === UNDECIDABLE ? undefined : typeof value === 'string' && pattern.test(value);
    };
  }
  return (doc) => testOperators(condition, read(doc));
}

/** $and / $or / $nor over compiled clauses; every clause is evaluated, as testLogical does. */
function compileLogical(operator: string, operand: unknown): NativeTest {
  if (!Array.isArray(operand) || operand.length === 0 || !operand.every(isPlainObject)) return () => undefined;
  const clauses = operand.map((clause: Filter) => {
    const tests = Object.keys(clause).map((key) => compileCondition(key, clause[key]));
    return (doc: Record<string, unknown>): boolean | undefined => {
      let verdict = true;
      for (const test of tests) {
        const passes = test(doc);
        if (passes === undefined) return undefined;
        verdict &&= passes;
      }
      return verdict;
    };
  });
  return (doc) => {
    let anyTrue = false;
    let allTrue = true;
    for (const clause of clauses) {
      const passes = clause(doc);
      if (passes === undefined) return undefined;
      anyTrue ||= passes;
      allTrue &&= passes;
    }
    return combine(operator, anyTrue, allTrue);
  };
}

function isRegexOnly(condition: Record<string, unknown>): boolean {
  for (const operator in condition) if (operator !== '$regex' && operator !== '$options') return false;
  return Object.hasOwn(condition, '$regex');
}

/** Tests one document without compiling anything when the filter allows it. */
export function matchesDocument(filter: Filter, doc: Record<string, unknown>): boolean {
  return evaluateNatively(filter, doc) ?? mingoPredicate(filter)(doc);
}

function isEmpty(filter: Filter): boolean {
  for (const _key in filter) return false;
  return true;
}

/**
 * The filter's verdict on `doc`, or undefined when it needs mingo. Every condition is evaluated
 * (no early exit on false), so a filter is native or not whatever the document.
 */
function evaluateNatively(filter: Filter, doc: Record<string, unknown>): boolean | undefined {
  let verdict = true;
  for (const key in filter) {
    const condition = filter[key];
    let passes: boolean | undefined;
    if (key.charCodeAt(0) === 36 /* $ */) {
      passes = testLogical(key, condition, doc);
    } else {
      const value = scalarAt(doc, key);
      passes = isPlainObject(condition) ? testOperators(condition, value) : testEquality(condition, value);
    }
    if (passes === undefined) return undefined;
    verdict &&= passes;
  }
  return verdict;
}

function asScalar(value: unknown): Scalar | typeof UNDECIDABLE {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  return UNDECIDABLE;
}

function topLevelScalar(doc: Record<string, unknown>, field: string): Scalar | typeof UNDECIDABLE {
  return Object.hasOwn(doc, field) ? asScalar(doc[field]) : undefined;
}

/** $and / $or / $nor over sub-filters; every branch is evaluated so validity never depends on data. */
function testLogical(operator: string, operand: unknown, doc: Record<string, unknown>): boolean | undefined {
  if (!Array.isArray(operand) || operand.length === 0) return undefined;
  let anyTrue = false;
  let allTrue = true;
  for (const clause of operand) {
    if (!isPlainObject(clause)) return undefined;
    const passes = evaluateNatively(clause, doc);
    if (passes === undefined) return undefined;
    anyTrue ||= passes;
    allTrue &&= passes;
  }
  return combine(operator, anyTrue, allTrue);
}

/** The verdict of $and / $or / $nor from its clauses' verdicts; undefined for any other operator. */
function combine(operator: string, anyTrue: boolean, allTrue: boolean): boolean | undefined {
  switch (operator) {
    case '$and':
      return allTrue;
    case '$or':
      return anyTrue;
    case '$nor':
      return !anyTrue;
    default:
      return undefined;
  }
}

/** The scalar at a dotted path (undefined when missing), or UNDECIDABLE past an array or object. */
function scalarAt(doc: Record<string, unknown>, path: string): Scalar | typeof UNDECIDABLE {
  let current: unknown = doc;
  let start = 0;
  for (;;) {
    const dot = path.indexOf('.', start);
    const segment = dot === -1 ? (start === 0 ? path : path.slice(start)) : path.slice(start, dot);
    if (Array.isArray(current)) return UNDECIDABLE;
    if (!isPlainObject(current)) return undefined;
    current = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (dot === -1) break;
    start = dot + 1;
  }
  return asScalar(current);
}

function isEqualityOperand(operand: unknown): operand is string | number | boolean | null {
  return (
    operand === null ||
    typeof operand === 'string' ||
    typeof operand === 'boolean' ||
    (typeof operand === 'number' && !Number.isNaN(operand))
  );
}

/** MongoDB equality on scalars: null also matches a missing field. */
function testEquality(operand: unknown, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  if (!isEqualityOperand(operand) || value === UNDECIDABLE) return undefined;
  return operand === null ? value === null || value === undefined : value === operand;
}

/** Range operators only compare values of one type bracket (numbers with numbers, strings with strings). */
function testRange(operator: string, operand: unknown, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  if (!(typeof operand === 'string' || (typeof operand === 'number' && !Number.isNaN(operand)))) return undefined;
  if (value === UNDECIDABLE) return undefined;
  if (typeof value !== typeof operand) return false;
  const order = (value as typeof operand) < operand ? -1 : value === operand ? 0 : 1;
  switch (operator) {
    case '$lt':
      return order < 0;
    case '$lte':
      return order <= 0;
    case '$gt':
      return order > 0;
    default:
      return order >= 0;
  }
}

function testIn(operand: unknown, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  if (!Array.isArray(operand)) return undefined;
  let found = false;
  for (const item of operand) {
    const equal = testEquality(item, value);
    if (equal === undefined) return undefined;
    found ||= equal;
  }
  return found;
}

function testOperator(operator: string, operand: unknown, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  switch (operator) {
    case '$eq':
      return testEquality(operand, value);
    case '$ne': {
      const equal = testEquality(operand, value);
      return equal === undefined ? undefined : !equal;
    }
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte':
      return testRange(operator, operand, value);
    case '$in':
      return testIn(operand, value);
    case '$nin': {
      const found = testIn(operand, value);
      return found === undefined ? undefined : !found;
    }
    case '$exists':
      if (typeof operand !== 'boolean' || value === UNDECIDABLE) return undefined;
      return (value !== undefined) === operand;
    default:
      return undefined;
  }
}

/** Compiled patterns per `{ $regex, $options }` object, so a scan compiles its pattern once. */
const compiledPatterns = new WeakMap<object, RegExp | null>();

/** The condition's pattern, or null when only mingo can run it. */
function patternOf(condition: Record<string, unknown>): RegExp | null {
  let pattern = compiledPatterns.get(condition);
  if (pattern !== undefined) return pattern;
  const source = condition['$regex'];
  const options = condition['$options'] ?? '';
  pattern = null;
  // JavaScript has no equivalent of MongoDB's x flag: such patterns, and RegExp objects, go to mingo.
  if (typeof source === 'string' && typeof options === 'string' && /^[ims]*$/.test(options)) {
    try {
      pattern = new RegExp(source, options);
    } catch {
      pattern = null;
    }
  }
  compiledPatterns.set(condition, pattern);
  return pattern;
}

/** A string $regex: matches strings only; missing, null and other scalars do not match. */
function testRegex(condition: Record<string, unknown>, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  const pattern = patternOf(condition);
  if (pattern === null || value === UNDECIDABLE) return undefined;
  return typeof value === 'string' && pattern.test(value);
}

/** `{ $gte: 1, $lt: 5 }`; an object without operators is an equality on a document: mingo's job. */
function testOperators(condition: Record<string, unknown>, value: Scalar | typeof UNDECIDABLE): boolean | undefined {
  let verdict: boolean | undefined;
  for (const operator in condition) {
    let passes: boolean | undefined;
    if (operator === '$regex') passes = testRegex(condition, value);
    else if (operator === '$options') passes = Object.hasOwn(condition, '$regex') ? true : undefined;
    else passes = testOperator(operator, condition[operator], value);
    if (passes === undefined) return undefined;
    verdict = (verdict ?? true) && passes;
  }
  return verdict;
}
