import type { EventLog } from '../event-log/event-log.port.js';
import type { RateMeter } from './rate-meter.js';

/** When a reader of the log is measured: the log's head then, and the instant (ms since the epoch). */
export interface LogMoment {
  readonly head: number;
  readonly now: number;
}

/** Where a reader of the log (a projection, a reaction) has read to. */
export interface LogReader {
  readonly position: number;
  readonly checkpoint: string | null;
}

/** A reader that counts the events it takes in. */
export interface MeteredReader extends LogReader {
  readonly taken: RateMeter;
}

/** How far a reader is from the head, measured at one moment. */
export interface ReaderLag {
  readonly head: number;
  /** Log positions between the head and the reader's position. */
  readonly lag: number;
  readonly lagSeconds: number;
  readonly eventsPerSecond: number;
  readonly behind: boolean;
}

/** A reader whose oldest waiting event is older than this is behind. */
export const BEHIND_AFTER_SECONDS = 1;
/**
 * Events waiting that make a reader behind even while they are young, when they are also more than
 * a second's work at its rate: a burst a live reader works off in one batch is not a lag worth showing.
 */
const BEHIND_AFTER_EVENTS = 1_000;

export async function momentOf(log: EventLog, now: number = Date.now()): Promise<LogMoment> {
  return { head: await log.headPosition(), now };
}

/** Whether a reader `lag` positions and `lagSeconds` behind the head, working at `eventsPerSecond`, is behind. */
export function isBehind(lag: number, lagSeconds: number, eventsPerSecond: number): boolean {
  return lag > 0 && (lagSeconds > BEHIND_AFTER_SECONDS || lag > Math.max(BEHIND_AFTER_EVENTS, eventsPerSecond));
}

/**
 * For each reader, the age in seconds of the oldest event it has not taken in yet: the one after its
 * checkpoint (0 when it is at the head). Readers at one checkpoint share one read, and readers at the
 * head cost none: the projections console measures every projection every half second.
 */
export async function lagSecondsOf(log: EventLog, readers: readonly LogReader[], moment: LogMoment): Promise<number[]> {
  const recordedAt = new Map<string | null, Promise<number | null>>();
  const ages = readers.map(async (reader) => {
    if (reader.position >= moment.head) return 0;
    let oldest = recordedAt.get(reader.checkpoint);
    if (!oldest) {
      oldest = log.readAll(reader.checkpoint, 1).then(([next]) => next?.recordedAt.getTime() ?? null);
      recordedAt.set(reader.checkpoint, oldest);
    }
    const at = await oldest;
    // A clock that differs from the log's (EventStoreDB's server) must not show a negative age.
    return at === null ? 0 : Math.max(0, moment.now - at) / 1000;
  });
  return Promise.all(ages);
}

/** Each reader with its lag, measured at `moment` (at once when none is given). */
export async function measured<Reader extends MeteredReader>(
  log: EventLog,
  readers: readonly Reader[],
  moment?: LogMoment,
): Promise<{ readonly reader: Reader; readonly lag: ReaderLag }[]> {
  const at = moment ?? (await momentOf(log));
  const ages = await lagSecondsOf(log, readers, at);
  return readers.map((reader, index) => {
    const lag = Math.max(0, at.head - reader.position);
    const lagSeconds = ages[index] ?? 0;
    const eventsPerSecond = reader.taken.perSecond(at.now);
    const behind = isBehind(lag, lagSeconds, eventsPerSecond);
    return { reader, lag: { head: at.head, lag, lagSeconds, eventsPerSecond, behind } };
  });
}
