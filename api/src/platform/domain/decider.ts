/**
 * An aggregate's business rules as two pure functions (no I/O, no clock: time arrives inside
 * commands). `decide` answers the events a command causes or throws a DomainError; `evolve` folds
 * one event into the state.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
