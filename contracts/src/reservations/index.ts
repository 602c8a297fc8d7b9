export * from './reservation.dto.js';
export * from './reservation.messages.js';
export * from './reservation.permissions.js';
