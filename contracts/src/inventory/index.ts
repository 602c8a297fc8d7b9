export * from './inventory-rules.js';
export * from './inventory.dto.js';
export * from './inventory.messages.js';
export * from './inventory.permissions.js';
