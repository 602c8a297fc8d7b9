/**
 * Value helpers that follow BSON rules, so the embedded store stores, compares and orders values
 * the way MongoDB does.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A fast deep copy for JSON-like documents; exotic objects go through structuredClone. */
export function deepCopy<T>(value: T): T {
  return copyValue(value, false) as T;
}

/**
 * Copies a value on its way into the store. `undefined` becomes null, as the MongoDB driver
 * serialises it, so both adapters store the same thing.
 */
export function copyIn<T>(value: T): T {
  return copyValue(value, true) as T;
}

function copyValue(value: unknown, undefinedToNull: boolean): unknown {
  if (value === undefined) return undefinedToNull ? null : undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = copyValue(value[i], undefinedToNull);
    return copy;
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (!isPlainObject(value)) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyValue(value[key], undefinedToNull);
  return copy;
}

/** Equality as BSON sees it: field order matters, numbers compare by value, dates by instant. */
export function bsonEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return Number.isNaN(left) && Number.isNaN(right);
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => bsonEqual(item, right[index]));
  }
  if (left instanceof Date || right instanceof Date) {
    return left instanceof Date && right instanceof Date && left.getTime() === right.getTime();
  }
  if (left instanceof RegExp || right instanceof RegExp) {
    return left instanceof RegExp && right instanceof RegExp && String(left) === String(right);
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const leftKeys = Object.keys(leftRecord);
  const rightKeys = Object.keys(rightRecord);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every((key, index) => key === rightKeys[index] && bsonEqual(leftRecord[key], rightRecord[key]));
}

/** Rank of a value's type in MongoDB's cross-type sort order (null < numbers < strings < ...). */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
    case 'symbol':
      return 3;
    case 'boolean':
      return 8;
    default:
      break;
  }
  if (Array.isArray(value)) return 5;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  if (value instanceof Uint8Array) return 6;
  return 4;
}

/** Compares two values in MongoDB's sort order. */
export function compareBson(left: unknown, right: unknown): number {
  const rankDifference = typeRank(left) - typeRank(right);
  if (rankDifference !== 0) return rankDifference < 0 ? -1 : 1;
  if (left === right || left === null || left === undefined) return 0;
  if (typeof left === 'number' || typeof left === 'bigint' || typeof left === 'string') {
    return compareScalars(left, right as typeof left);
  }
  if (typeof left === 'boolean') return Number(left) - Number(right as boolean);
  if (left instanceof Date && right instanceof Date) return compareScalars(left.getTime(), right.getTime());
  if (Array.isArray(left) && Array.isArray(right)) return compareSequences(left, right);
  if (isPlainObject(left) && isPlainObject(right)) return compareObjects(left, right);
  return compareScalars(String(left), String(right));
}

function compareScalars<T extends number | bigint | string>(left: T, right: T): number {
  if (left < right) return -1;
  if (left > right) return 1;
  return 0;
}

function compareSequences(left: readonly unknown[], right: readonly unknown[]): number {
  const shared = Math.min(left.length, right.length);
  for (let i = 0; i < shared; i++) {
    const order = compareBson(left[i], right[i]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** BSON compares documents field by field: value type, then field name, then value. */
function compareObjects(left: Record<string, unknown>, right: Record<string, unknown>): number {
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  const shared = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < shared; i++) {
    const leftKey = leftKeys[i] as string;
    const rightKey = rightKeys[i] as string;
    const rankDifference = typeRank(left[leftKey]) - typeRank(right[rightKey]);
    if (rankDifference !== 0) return rankDifference;
    const nameOrder = compareScalars(leftKey, rightKey);
    if (nameOrder !== 0) return nameOrder;
    const valueOrder = compareBson(left[leftKey], right[rightKey]);
    if (valueOrder !== 0) return valueOrder;
  }
  return leftKeys.length - rightKeys.length;
}
