import { Inject, Injectable } from '@nestjs/common';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { InstantRange } from '../../../platform/time/studio-calendar.js';
import { MEMBERSHIPS } from '../../memberships/index.js';
import { PlanLog } from '../../plans/index.js';

/** The membership a booking counts on: its plan's classes per studio month (null: unlimited). */
export interface Cover {
  readonly membershipId: string;
  readonly maxClasses: number | null;
}

/**
 * Whether a person holds an ACTIVE membership during a studio day: a fact the memberships module
 * owns, read from its read model (decision 20: a command service may read another aggregate's
 * facts; the month's count that depends on it is guarded by a claim). A sale answers once its
 * read model shows it, so a booking sent after the sale's answer finds it. The plan's limit comes
 * from the plan's own stream.
 */
@Injectable()
export class MembershipCover {
  private readonly memberships;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly plans: PlanLog,
  ) {
    this.memberships = new View(store, MEMBERSHIPS);
  }

  /** The ACTIVE membership covering some of the day (the one ending last), or null. */
  async during(userId: string, day: InstantRange): Promise<Cover | null> {
    // Read without a copy: kept by the store until memberships are next written (a booking's hot path).
    const covering = await this.memberships.readOne(
      {
        userId,
        isDeleted: false,
        status: 'ACTIVE',
        startDate: { $lt: day.to.toISOString() },
        endDate: { $gt: day.from.toISOString() },
      },
      (doc) => ({ id: doc._id, planId: doc.membershipPlanId }),
      { endDate: -1 },
    );
    if (!covering) return null;
    return { membershipId: covering.id, maxClasses: await this.plans.maxClasses(covering.planId) };
  }
}
