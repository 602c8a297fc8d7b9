export * from './branch.dto.js';
export * from './branch.messages.js';
export * from './branch.permissions.js';
export * from './branch-save.message.js';
