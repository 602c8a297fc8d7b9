import type { Decider, DomainEvent, EventMeta } from '../domain/decider.js';

/** A command of a decider: its `type` is the command's one name (also `commandType` in every event's metadata). */
export interface TypedCommand {
  readonly type: string;
}

/**
 * Everything the kit needs to run an aggregate: its rules, and the public DTO of a state. The same
 * `toDto` answers a command, and the history's "as of" state, so no internal state ever leaves.
 */
export interface AggregateSpec<State, Command extends TypedCommand, Event extends DomainEvent, Dto> {
  /** Streams are named `<name>-<id>`; the audit endpoints use the same name. */
  readonly name: string;
  readonly initial: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event, meta: EventMeta): State;
  /** The public DTO of a state; null while the record does not exist (or no longer does). */
  toDto(state: State): Dto | null;
  /**
   * True when no state is ever changed once `evolve` has made it and nothing the kit answers lets
   * it be changed (a claim's holders): the store then keeps and hands out the states themselves
   * instead of copies. @default false
   */
  readonly immutableStates?: boolean;
}

export interface Aggregate<State, Command extends TypedCommand, Event extends DomainEvent, Dto>
  extends AggregateSpec<State, Command, Event, Dto>, Decider<State, Command, Event> {
  streamId(id: string): string;
}

export type DtoOf<A> = A extends Aggregate<infer _S, infer _C, infer _E, infer Dto> ? Dto : never;
export type EventOf<A> = A extends Aggregate<infer _S, infer _C, infer Event, infer _D> ? Event : never;
export type CommandOf<A> = A extends Aggregate<infer _S, infer Command, infer _E, infer _D> ? Command : never;

export function defineAggregate<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
  spec: AggregateSpec<State, Command, Event, Dto>,
): Aggregate<State, Command, Event, Dto> {
  const prefix = `${spec.name}-`;
  return { ...spec, initialState: spec.initial, streamId: (id) => `${prefix}${id}` };
}
