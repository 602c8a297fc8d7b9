export * from './user.dto.js';
export * from './account.messages.js';
