import { Injectable } from '@nestjs/common';
import type { ClassScheduleSlot } from '@boxstudio/contracts';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import { classAggregate } from '../domain/class.aggregate.js';
import type { ClassDetails } from '../domain/class.events.js';

/** A class as its own stream says it is now; a deleted one keeps only its id (its history stays in the log). */
export type ClassFacts =
  | { readonly status: 'deleted'; readonly id: string }
  | (ClassDetails & {
      readonly status: 'active' | 'inactive';
      readonly id: string;
      readonly schedules: readonly ClassScheduleSlot[];
    });

/**
 * A class's state folded from its stream, never from a read model: what another module decides
 * on when a read model's lag would let a change in flight through (a booking re-checks, once
 * recorded, that its class was not deactivated or deleted meanwhile).
 */
@Injectable()
export class ClassLog {
  constructor(private readonly store: AggregateStore) {}

  /** Null when the class never existed. */
  async current(classId: string): Promise<ClassFacts | null> {
    const { state } = await this.store.current(classAggregate, classId);
    if (state.status === 'none') return null;
    if (state.status === 'deleted') return state;
    return { ...state.details, status: state.status, id: state.id, schedules: state.schedules };
  }
}
