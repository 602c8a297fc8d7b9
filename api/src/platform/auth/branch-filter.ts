import { getMetadataStorage } from 'class-validator';

/** The query field a list or a report narrows to one branch with. */
export const BRANCH_FILTER = 'branchId';

/** A parameter type the validation pipe checks: a request class with class-validator rules. */
const isClass = (type: unknown): type is abstract new (...args: never[]) => unknown => typeof type === 'function';

function declaresBranchFilter(type: unknown): boolean {
  if (!isClass(type)) return false;
  // The rules the validation pipe applies to this class, inherited ones included.
  const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  return rules.some((rule) => rule.propertyName === BRANCH_FILTER);
}

/**
 * Whether a route's query takes a `branchId` filter: one of its handler's parameter classes (the
 * `@Query()` request of a list or a report) validates a `branchId`. Read from what the route
 * already declares for validation, so no module marks its routes for API keys, and a new list
 * with a branch filter is scoped the day it is added. Only GET routes are asked (keys never
 * write), and a GET route takes no body, so a class with `branchId` is its query.
 */
export function takesBranchFilter(
  controller: { readonly prototype: object },
  handler: { readonly name: string },
): boolean {
  const types: unknown = Reflect.getMetadata('design:paramtypes', controller.prototype, handler.name);
  return Array.isArray(types) && types.some(declaresBranchFilter);
}
