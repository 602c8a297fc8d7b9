export * from './report.dto.js';
export * from './report.messages.js';
