export * from './membership.dto.js';
export * from './membership.messages.js';
export * from './membership.permissions.js';
export * from './membership-rules.js';
