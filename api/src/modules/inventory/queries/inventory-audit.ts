import type { InventoryItemDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { InventoryQueries } from './inventory-queries.js';

/** An item in the audit console: its name, its SKU and branch, found as the inventory list finds it. */
export function inventoryAudit(inventory: InventoryQueries): AuditPresentation<InventoryItemDto> {
  return {
    present: (dto) => inventory.present(dto),
    label: (item) => item.name,
    detail: (item) => labelOf(item.sku, item.branch?.name),
    find: async (text, limit) => (await inventory.list({ search: text, page: 1, limit })).items,
  };
}
