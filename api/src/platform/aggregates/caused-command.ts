import type { DomainEvent } from '../domain/decider.js';
import { DomainError } from '../domain/domain-error.js';
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

/**
 * Runs a command the kit issues by itself. A broken rule (the target already cancelled) is answered
 * as the refusal, for the caller to log and go on: nobody could act on it. Anything else (the log
 * unreachable, the stream contended past every attempt) is thrown, so the same command is tried again.
 */
export async function runCaused(
  command: CausedCommand,
  store: AggregateStore,
  context: CommandContext,
): Promise<DomainError | null> {
  try {
    await command.run(store, context);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'HTTP.CONFLICT') return error;
    throw error;
  }
}
