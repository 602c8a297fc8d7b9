/** One event of a server-sent stream: its name (`message` when it gives none) and its data lines joined. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

export interface ServerSentEventParser {
  /** Takes the next piece of the stream's text; answers the events it completed. */
  push(text: string): ServerSentEvent[];
}

const LINE_END = /\r\n|\r|\n/;

/**
 * Reads the `text/event-stream` format as its text arrives, in pieces cut anywhere (a line, even a
 * `\r\n`, may straddle two). Comments and the `id`/`retry` fields are skipped: the console only
 * needs each event's name and data.
 */
export function serverSentEventParser(): ServerSentEventParser {
  let pending = '';
  let event = '';
  let data: string[] = [];

  const fieldLine = (line: string, completed: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) completed.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      pending += text;
      // A lone '\r' at the end may be the first half of a '\r\n': wait for what follows it.
      const held = pending.endsWith('\r') ? '\r' : '';
      const lines = (held ? pending.slice(0, -1) : pending).split(LINE_END);
      pending = (lines.pop() ?? '') + held;
      const completed: ServerSentEvent[] = [];
      for (const line of lines) fieldLine(line, completed);
      return completed;
    },
  };
}
