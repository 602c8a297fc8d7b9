export * from './roles.js';
export * from './envelope.js';
export * from './pagination.js';
export * from './audit.js';
export * from './platform.messages.js';
export * from './text.js';
export * from './email.js';
export * from './number-rule.js';
