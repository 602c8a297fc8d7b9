/**
 * The fields of `requested` whose values differ from `current`, ignoring undefined ones: what an
 * update really changes, so an update that changes nothing records no event.
 */
export function changedFields<T extends object>(current: T, requested: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(requested) as (keyof T)[]) {
    const value = requested[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes;
}

export function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0;
}

/** The fields whose value is given: an optional field left undefined is not a change to it. */
export function definedOnly<T extends object>(value: { readonly [K in keyof T]?: T[K] | undefined }): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
