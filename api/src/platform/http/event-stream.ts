import type { Response } from 'express';

/**
 * A response held open to send server-sent events (`text/event-stream`): each event an `event:`
 * line and one `data:` line of JSON. Written to the socket as it goes: the envelope is put only on
 * what a handler returns (envelope-adapter.ts), and the app compresses nothing, so no layer holds an
 * event back. Node's request timeouts only bound how long a request takes to arrive, not how long
 * its answer lasts.
 */
export class EventStream {
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(private readonly response: Response) {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: a proxy must not compress the stream, which would hold events back until a block fills.
    response.setHeader('Cache-Control', 'no-store, no-transform');
    // nginx buffers answers by default; this one it must pass on event by event.
    response.setHeader('X-Accel-Buffering', 'no');
    response.once('close', () => this.close());
    // HEAD is answered by the GET route: the headers say what a GET would get, and nothing follows them.
    if (response.req.method === 'HEAD') this.end();
    else response.flushHeaders();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Sends one event, unless the client has not yet taken the ones before: a client that reads
   * slowly misses snapshots rather than piling them up in the server's memory.
   */
  send(event: string, data: unknown): void {
    if (this.closed || this.response.writableNeedDrain) return;
    this.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Calls `listener` once the stream has ended, whoever ended it (at once when it already has). */
  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  /** Ends the stream from the server's side (the server is stopping). */
  end(): void {
    if (!this.closed) this.response.end();
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
