export * from './people.dto.js';
export * from './people.messages.js';
