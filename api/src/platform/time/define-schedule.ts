import type { CausedCommand } from '../aggregates/caused-command.js';
import type { DomainEvent } from '../domain/decider.js';
import {
  collection,
  defineProjection,
  type Handlers,
  type ProjectedEventMeta,
  type ViewDoc,
  type Writers,
} from '../projections/define-projection.js';
import type { Projection } from '../projections/projection.js';

/** When something about one aggregate falls due; `dueAt: null` when nothing is due for it any more. */
export interface Due {
  readonly id: string;
  readonly dueAt: string | Date | null;
}

/** The read model a schedule keeps: one document per aggregate id with its next due time. */
export interface DueDoc extends ViewDoc {
  /** ISO instant; null once run, or when the events said nothing is due. */
  readonly dueAt: string | null;
}

export type ScheduleHandlers<Event extends DomainEvent> = {
  readonly [T in Event['type']]?: (
    event: Extract<Event, { type: T }>,
    meta: ProjectedEventMeta,
  ) => Due | readonly Due[] | null;
};

export interface ScheduleSpec<Event extends DomainEvent> {
  /** Names the schedule's read model (`schedule_<name>`) and every command id it derives. */
  readonly name: string;
  /** Which events set, move or clear a due time: the schedule is a projection of the log. */
  readonly handlers: ScheduleHandlers<Event>;
  /**
   * The command run when `dueAt` passes, made with `cause(aggregate, id, command)`. It may run
   * late, twice (a replay, a second instance) or after the due time moved: its decider checks the
   * state still calls for it, else decides nothing.
   */
  command(id: string, dueAt: string): CausedCommand;
}

/** A defined schedule, registered with the Scheduler by the module that owns it. */
export interface Schedule {
  readonly name: string;
  /** The read model of due times (a projection registered with the schedule). */
  readonly collection: string;
  readonly projection: Projection;
  /** The command due at `dueAt` for the item `id`. */
  command(id: string, dueAt: string): CausedCommand;
}

type DueHandler = (event: DomainEvent, meta: ProjectedEventMeta) => Due | readonly Due[] | null;

const toInstant = (dueAt: string | Date | null): string | null =>
  dueAt === null ? null : new Date(dueAt).toISOString();

const listOf = (changes: Due | readonly Due[] | null): readonly Due[] =>
  changes === null ? [] : 'id' in changes ? [changes] : changes;

/**
 * Events that happen because time passed (decision 16): handlers keep a due time per aggregate in
 * a read model, and the Scheduler runs `command` once the injected clock passes it, with a command
 * id derived from (schedule, stream, due time).
 */
export function defineSchedule<Event extends DomainEvent>() {
  return (spec: ScheduleSpec<Event>): Schedule => {
    const name = `schedule_${spec.name}`;
    const collections = { due: collection<DueDoc>(name, [{ dueAt: 1, _id: 1 }]) };
    // Looked up by the recorded event's type, so each handler only ever gets the event it names.
    const given = Object.entries(spec.handlers as Partial<Record<string, DueHandler>>);
    const handlers: Handlers<DomainEvent, typeof collections> = Object.fromEntries(
      given.map(([type, handler]) => [
        type,
        async (event: DomainEvent, { due }: Writers<typeof collections>, meta: ProjectedEventMeta) => {
          for (const change of listOf(handler?.(event, meta) ?? null))
            await due.upsert(change.id, { dueAt: toInstant(change.dueAt) });
        },
      ]),
    );
    return {
      name: spec.name,
      collection: name,
      projection: defineProjection<DomainEvent>()({ name: `schedule-${spec.name}`, collections, handlers }),
      command: spec.command,
    };
  };
}
