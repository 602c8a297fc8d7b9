import { Injectable } from '@nestjs/common';
import type { Role } from '@boxstudio/contracts';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import { userAggregate } from '../domain/user.aggregate.js';

/** A person as their own stream says they are now. */
export interface PersonFacts {
  readonly id: string;
  readonly role: Role;
  readonly status: 'active' | 'inactive' | 'deleted';
}

/**
 * A person's state folded from their stream, never from a read model: what another module decides
 * on when a read model's lag would let a change in flight through (a booking re-checks, once
 * recorded, that its client was not deactivated meanwhile).
 */
@Injectable()
export class PersonLog {
  constructor(private readonly store: AggregateStore) {}

  /** Null when the person never existed. */
  async current(userId: string): Promise<PersonFacts | null> {
    const { state } = await this.store.current(userAggregate, userId);
    return state.status === 'none' ? null : { id: state.id, role: state.role, status: state.status };
  }
}
