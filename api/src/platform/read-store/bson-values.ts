/** Value helpers that follow BSON rules, so the embedded store stores values the way MongoDB does. */

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
