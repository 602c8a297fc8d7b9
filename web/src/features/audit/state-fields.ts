/**
 * A record's public DTO as a list of dotted paths and their values, the paths the replay's field
 * changes name (`membershipPlan.name`, `schedules.0.startTime`): nested objects are opened, a list
 * of plain values stays one value, a list of objects is opened item by item.
 */
export function flattenState(state: Readonly<Record<string, unknown>>, prefix = ''): [path: string, value: unknown][] {
  return Object.entries(state).flatMap(([key, value]): [string, unknown][] => {
    const path = `${prefix}${key}`;
    if (Array.isArray(value)) {
      const plain = value.every((item) => typeof item !== 'object' || item === null);
      return plain ? [[path, value]] : flattenState({ ...value } as Record<string, unknown>, `${path}.`);
    }
    if (typeof value === 'object' && value !== null) return flattenState(value as Record<string, unknown>, `${path}.`);
    return [[path, value]];
  });
}
