import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { translate, type ApiEnvelope, type MessageKey } from '@boxstudio/contracts';

/**
 * Requests Node refuses before any route sees them (headers or URL too long, a broken request
 * line) are answered in the envelope too. Their headers were not read, so the language is the
 * default one.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG';
    const [status, reason, code]: [number, string, MessageKey] = tooLarge
      ? [431, 'Request Header Fields Too Large', 'HTTP.HEADERS_TOO_LARGE']
      : [400, 'Bad Request', 'HTTP.MALFORMED_REQUEST'];
    const body = JSON.stringify({ success: false, message: translate(code, 'es'), code } satisfies ApiEnvelope);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
