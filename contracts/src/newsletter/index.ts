export * from './newsletter.dto.js';
export * from './newsletter.messages.js';
