import { isAdminRole, type Role } from '../platform/roles.js';
import type { INVENTORY_MESSAGES } from './inventory.messages.js';

export interface InventoryPermissions {
  /** The list, an item, its ledger and the stats. */
  readonly read: boolean;
  /** Record IN, OUT and ADJUST movements, and sell at the front desk. */
  readonly move: boolean;
  /** Create, edit, (de)activate and transfer between branches. */
  readonly manage: boolean;
}

/** The front desk's roles: they run the stock and the retail of the day. */
const DESK_ROLES: readonly Role[] = ['SUPERVISOR', 'MANAGER'];

/** CONTRACT.md: admins everything; SUPERVISOR and MANAGER record movements and desk sales (and read). */
export function inventoryPermissions(role: Role | null | undefined): InventoryPermissions {
  const admin = role !== null && role !== undefined && isAdminRole(role);
  const desk = role !== null && role !== undefined && DESK_ROLES.includes(role);
  return { read: admin || desk, move: admin || desk, manage: admin };
}

/** The success message of an item edit, decided by what it recorded. */
export function inventoryEditMessage(recorded: readonly string[]): keyof typeof INVENTORY_MESSAGES {
  if (recorded.includes('InventoryItemReactivated')) return 'INVENTORY.REACTIVATED';
  if (recorded.includes('InventoryItemDeactivated')) return 'INVENTORY.DEACTIVATED';
  return 'INVENTORY.UPDATED';
}
