/**
 * An aggregate's business rules as pure functions (no I/O, no clock: time arrives inside commands
 * and in each recorded event's metadata). `decide` answers the events a command causes or throws a
 * DomainError; `evolve` folds one event into the state.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

/** What the log knows about an event besides its data: when it happened, its place in the stream. */
export interface EventMeta {
  readonly occurredAt: string;
  readonly revision: number;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event, meta: EventMeta): State;
}

/** Folds events given with their metadata, as the log replays them. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly { readonly event: Event; readonly meta: EventMeta }[],
): State {
  return events.reduce((state, { event, meta }) => decider.evolve(state, event, meta), decider.initialState);
}
