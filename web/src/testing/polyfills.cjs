// jsdom lacks TextEncoder/TextDecoder, which react-router needs: lend Node's.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
