export * from './people.dto.js';
export * from './people.messages.js';
export * from './person-edit.message.js';
