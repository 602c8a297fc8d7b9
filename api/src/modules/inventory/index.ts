/** The inventory module's public API: what other modules may use. */
export { InventoryModule } from './inventory.module.js';
export type { InventoryItemEvent, StockSold } from './domain/inventory-item.events.js';
/** The item's decider: the payments module's stock-back-on-refund reaction causes its ReturnStock. */
export { inventoryItemAggregate } from './domain/inventory-item.aggregate.js';
/** The inventory read model's collections: tests read them to check what is stored. */
export { INVENTORY_ITEMS, INVENTORY_MOVEMENTS } from './projections/inventory-docs.js';
