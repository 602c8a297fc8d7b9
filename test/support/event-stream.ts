import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Reading server-sent events (`text/event-stream`) in tests, as the web app does: with a streaming fetch. */

/** One event: its name, and its data parsed from JSON. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Where the app answers; it listens on a free loopback port first if it did not yet (fetch needs one). */
export async function addressOf(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** One event from its lines (`event:`, `data:`, comments starting with `:`); null for a block without data. */
export function parseEvent(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, data: JSON.parse(data.join('\n')) as unknown };
}

/** The events of a stream's body, each as soon as the blank line ending it has arrived. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const parsed = parseEvent(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      if (parsed) yield parsed;
    }
  }
}

/**
 * A supertest parser (`.buffer(true).parse(firstEventOrJson)`) for a route that may answer a stream:
 * an event stream's first event, after which the connection is closed (the stream never ends by
 * itself); any other answer as JSON, as supertest would parse it.
 */
export function firstEventOrJson(message: unknown, done: (error: Error | null, body: unknown) => void): void {
  // superagent hands a parser the IncomingMessage, whatever its types call it.
  const response = message as IncomingMessage;
  const isStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let text = '';
  let answered = false;
  const answer = (body: unknown): void => {
    if (answered) return;
    answered = true;
    done(null, body);
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    const end = text.indexOf('\n\n');
    if (!isStream || end < 0) return;
    answer(parseEvent(text.slice(0, end)));
    response.destroy();
  });
  response.on('end', () => {
    try {
      answer(isStream ? null : text === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      answer(text);
    }
  });
}
