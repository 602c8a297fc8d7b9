/**
 * What the API and the web share, one folder per domain (DTOs, messages in Spanish and English,
 * permissions) plus the platform's (envelope, pagination, roles, audit).
 */
export * from './platform/index.js';
export * from './messages.js';
export * from './accounts/index.js';
export * from './people/index.js';
export * from './newsletter/index.js';
export * from './branches/index.js';
export * from './plans/index.js';
export * from './classes/index.js';
export * from './reservations/index.js';
export * from './memberships/index.js';
export * from './payments/index.js';
export * from './inventory/index.js';
export * from './reports/index.js';
export * from './api-keys/index.js';
