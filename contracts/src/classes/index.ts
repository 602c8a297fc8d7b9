export * from './class.dto.js';
export * from './class.messages.js';
export * from './class.permissions.js';
export * from './class-edit.message.js';
