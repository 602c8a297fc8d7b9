import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommand, type ICommandHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '../domain/decider.js';
import { AggregateStore, type CommandResult, type RunOptions } from './aggregate-store.js';
import type { CommandContext } from './command-context.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';

/**
 * The one Nest command of the kit: any aggregate's decider command, addressed to one stream. A
 * module writes no command class or handler of its own; the decider's command type is the name.
 */
export class RunAggregateCommand<
  State,
  Command extends TypedCommand,
  Event extends DomainEvent,
  Dto,
> implements ICommand {
  constructor(
    readonly aggregate: Aggregate<State, Command, Event, Dto>,
    readonly id: string,
    readonly command: Command,
    readonly context: CommandContext,
    readonly options: RunOptions<State, Event>,
  ) {}
}

type AnyRun = RunAggregateCommand<unknown, TypedCommand, DomainEvent, unknown>;

@CommandHandler(RunAggregateCommand)
export class RunAggregateCommandHandler implements ICommandHandler<AnyRun, CommandResult<unknown, DomainEvent>> {
  constructor(private readonly store: AggregateStore) {}

  execute({ aggregate, id, command, context, options }: AnyRun): Promise<CommandResult<unknown, DomainEvent>> {
    return this.store.run(aggregate, id, command, context, options);
  }
}

/** What controllers and workflows call: typed by the aggregate, sent over the command bus. */
@Injectable()
export class AggregateCommands {
  constructor(private readonly bus: CommandBus) {}

  execute<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    id: string,
    command: Command,
    context: CommandContext,
    options: RunOptions<State, Event> = {},
  ): Promise<CommandResult<Dto, Event>> {
    return this.bus.execute(new RunAggregateCommand(aggregate, id, command, context, options)) as Promise<
      CommandResult<Dto, Event>
    >;
  }
}
