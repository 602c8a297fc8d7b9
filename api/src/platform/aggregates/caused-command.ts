import type { DomainEvent } from '../domain/decider.js';
import type { AggregateStore, CommandResult } from './aggregate-store.js';
import type { CommandContext } from './command-context.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';

/**
 * A command the kit runs on a module's behalf, later or elsewhere (a due time passed, an event
 * reacted to): which stream it goes to, and how to run it there. The kit gives it its ids.
 */
export interface CausedCommand {
  readonly streamId: string;
  readonly commandType: string;
  run(store: AggregateStore, context: CommandContext): Promise<CommandResult<unknown, DomainEvent>>;
}

/**
 * `command` for the aggregate's stream `id`, typed by the aggregate. The answer does not wait for
 * the read models: nobody waits on the answer of a command the kit runs by itself.
 */
export function cause<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
  aggregate: Aggregate<State, Command, Event, Dto>,
  id: string,
  command: NoInfer<Command>,
): CausedCommand {
  return {
    streamId: aggregate.streamId(id),
    commandType: command.type,
    run: (store, context) => store.run(aggregate, id, command, context, { waitForProjections: false }),
  };
}
