export * from './payment.dto.js';
export * from './payment.messages.js';
