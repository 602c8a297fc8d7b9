export * from './api-key.dto.js';
export * from './api-key.messages.js';
export * from './api-key.permissions.js';
