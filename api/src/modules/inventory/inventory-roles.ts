import { inventoryPermissions, ROLES, type Role } from '@boxstudio/contracts';

/** Who reads the stock and records its movements and desk sales (contracts' inventoryPermissions). */
export const DESK_ROLES: Role[] = ROLES.filter((role) => inventoryPermissions(role).move);
