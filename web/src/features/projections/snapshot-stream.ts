import type { ProjectionsSnapshot } from '@boxstudio/contracts';
import { serverSentEventParser, type ServerSentEvent } from './server-sent-events';

/** The first reconnection waits this long, each failed one twice as long as the last, up to the longest. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;
/** The server sends a snapshot at least every 2 s: this long without one, the connection is taken for lost. */
export const SILENCE_MS = 10_000;

export interface SnapshotStreamOptions {
  /** Opens the stream (`GET /admin/projections/stream`); aborting the signal must end it. */
  readonly open: (signal: AbortSignal) => Promise<Response>;
  readonly onSnapshot: (snapshot: ProjectionsSnapshot) => void;
  /** False when a connection gave nothing to read (the page polls meanwhile); true at its next snapshot. */
  readonly onReadable: (readable: boolean) => void;
  /** Ends the whole thing: the connection is closed and no other is opened. */
  readonly signal: AbortSignal;
}

function isSnapshot(value: unknown): value is ProjectionsSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ProjectionsSnapshot, unknown>>;
  return typeof candidate.at === 'string' && Array.isArray(candidate.projections) && Array.isArray(candidate.reactions);
}

function snapshotOf(event: ServerSentEvent): ProjectionsSnapshot | null {
  if (event.event !== 'snapshot') return null;
  try {
    const parsed: unknown = JSON.parse(event.data);
    return isSnapshot(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Waits `ms`, or less if the signal aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * One connection, read until it ends, fails or falls silent. True when it delivered at least one
 * snapshot: a stream that worked and dropped, rather than one that cannot be read at all.
 */
async function readOneConnection({ open, onSnapshot, onReadable, signal }: SnapshotStreamOptions): Promise<boolean> {
  const connection = new AbortController();
  const close = () => connection.abort();
  signal.addEventListener('abort', close);
  let silence = setTimeout(close, SILENCE_MS);
  let delivered = false;
  try {
    const response = await open(connection.signal);
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return false;
    }
    const reader = response.body.getReader();
    // Closing the connection cancels the body too, whoever made the response.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    if (connection.signal.aborted) await reader.cancel().catch(() => undefined);
    const decoder = new TextDecoder();
    const parser = serverSentEventParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const snapshot of parser.push(decoder.decode(value, { stream: true })).map(snapshotOf)) {
        if (!snapshot) continue;
        delivered = true;
        clearTimeout(silence);
        silence = setTimeout(close, SILENCE_MS);
        onReadable(true);
        onSnapshot(snapshot);
      }
    }
  } catch {
    // Refused, dropped, or closed on purpose: the answer says which kind of ending it was.
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', close);
    connection.abort();
  }
  return delivered;
}

/** How long to wait before the next connection after `failures` in a row that delivered nothing. */
export const retryDelay = (failures: number): number => Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);

/**
 * Follows the projections' snapshots until `signal` aborts: a connection that drops is opened again
 * after a pause that doubles while connections keep failing; while they deliver nothing, `onReadable(false)`
 * lets the page poll instead.
 */
export async function followSnapshots(options: SnapshotStreamOptions): Promise<void> {
  let failures = 0;
  while (!options.signal.aborted) {
    const delivered = await readOneConnection(options);
    if (options.signal.aborted) return;
    failures = delivered ? 0 : failures + 1;
    if (failures > 0) options.onReadable(false);
    await pause(retryDelay(failures), options.signal);
  }
}
