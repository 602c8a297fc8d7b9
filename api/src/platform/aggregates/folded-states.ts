import { makeRoom } from '../memory/make-room.js';
import { deepCopy } from '../read-store/bson-values.js';

/** Streams kept at most; the tenth used longest ago goes first. */
const MAX_STREAMS = 10_000;

export interface FoldedState<State> {
  readonly state: State;
  /** Revision of the last event folded into `state`. */
  readonly revision: number;
}

/**
 * The state each recently commanded stream folded to, with its revision, so the next command on
 * the stream reads only the events recorded since. Without it every edit read and parsed the
 * whole stream: 28% of an edit's CPU once branches held a few dozen events each, and growing with
 * every event. Events another process appended are still read, since reading starts at the
 * revision after the one kept.
 *
 * A copy is kept and a copy handed out: a state folded from the log is a fresh object every time,
 * and a command may keep, change or hand on what it was given. States are folded from JSON events,
 * so the read store's walk of plain objects and arrays copies them (structuredClone, its fallback
 * for anything else, was 2.4% of a create's CPU when it copied every state).
 */
export class FoldedStates {
  private readonly entries = new Map<string, FoldedState<unknown>>();

  /** `shared`: the aggregate's states are never changed (`immutableStates`), so no copy is needed. */
  get<State>(streamId: string, shared = false): FoldedState<State> | undefined {
    const entry = this.entries.get(streamId);
    if (!entry) return undefined;
    // A Map keeps insertion order: moved to the end, the entry is the most recently used.
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return { state: (shared ? entry.state : deepCopy(entry.state)) as State, revision: entry.revision };
  }

  /** The kept state itself, to read and never to change (AggregateStore.current). */
  peek<State>(streamId: string): FoldedState<State> | undefined {
    return this.entries.get(streamId) as FoldedState<State> | undefined;
  }

  /** Keeps a stream's state at `revision`, unless a later one is kept already. */
  remember<State>(streamId: string, state: State, revision: number, shared = false): void {
    const kept = this.entries.get(streamId);
    if (kept && kept.revision > revision) return;
    this.entries.delete(streamId);
    makeRoom(this.entries, MAX_STREAMS);
    this.entries.set(streamId, { state: shared ? state : deepCopy(state), revision });
  }

  get size(): number {
    return this.entries.size;
  }
}
