export * from './plan.dto.js';
export * from './plan.messages.js';
export * from './plan.permissions.js';
export * from './plan-edit.message.js';
