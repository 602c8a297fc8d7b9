import type { AggregateStore } from '../platform/aggregates/aggregate-store.js';
import type { CausedCommand } from '../platform/aggregates/caused-command.js';
import type { CommandContext } from '../platform/aggregates/command-context.js';
import type { RecordedEvent } from '../platform/event-log/event-log.port.js';

/** What a reaction answers an event with: none, one or several commands caused by it. */
interface Reacting {
  react(event: RecordedEvent): unknown;
}

/**
 * The one command a reaction causes for an event, as it would reach the aggregate store: its
 * stream, the aggregate id and the command, caught instead of run.
 */
export async function causedCommandOf(
  reaction: Reacting,
  event: RecordedEvent,
): Promise<{ streamId: string; id: string; command: unknown }> {
  const caused = reaction.react(event);
  const commands = Array.isArray(caused) ? (caused as readonly CausedCommand[]) : [];
  const [target] = commands;
  if (!target || commands.length !== 1) throw new Error('expected one command');
  const seen: { id: string; command: unknown }[] = [];
  const store = {
    run: (_aggregate: unknown, id: string, command: unknown) => (seen.push({ id, command }), Promise.resolve()),
  } as unknown as AggregateStore;
  const context: CommandContext = { commandId: 'c', correlationId: 'corr-1', userId: null, now: new Date() };
  await target.run(store, context);
  const [run] = seen;
  if (!run) throw new Error('nothing run');
  return { streamId: target.streamId, ...run };
}
