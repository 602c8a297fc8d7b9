import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import { planAggregate } from '../domain/plan.aggregate.js';

/** A plan's state folded from its stream: what a booking counts a client's month against. */
@Injectable()
export class PlanLog {
  constructor(private readonly store: AggregateStore) {}

  /** Classes per studio month the plan allows; null when unlimited, or when the plan never existed. */
  async maxClasses(planId: string): Promise<number | null> {
    const { state } = await this.store.current(planAggregate, planId);
    return state.status === 'none' ? null : state.details.maxClasses;
  }
}
