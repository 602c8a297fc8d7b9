/**
 * The inventory feature's public entry: its route pages only (the list and an item's page), loaded
 * on demand. Nothing else is exported, so nothing of the screen rides in the first load.
 */
export const inventoryPages = {
  list: () => import('./pages/inventory-page'),
  detail: () => import('./pages/item-detail-page'),
};
