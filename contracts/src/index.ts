export * from './roles.js';
export * from './envelope.js';
export * from './pagination.js';
export * from './messages.js';
export * from './users.js';
export * from './branches.js';
export * from './audit.js';
export * from './people.js';
