import { Inject, Injectable } from '@nestjs/common';
import type { RosterMembership } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { MEMBERSHIPS } from '../../memberships/index.js';

/** What a roster needs of one membership. */
interface Held {
  readonly userId: string;
  readonly status: 'ACTIVE' | 'EXPIRED' | 'CANCELLED';
  readonly startDate: string;
  readonly endDate: string;
  readonly frozenUntil: string | null;
}

const NONE: RosterMembership = { status: 'NONE', endDate: null, frozenUntil: null };

/**
 * The membership each booked person holds at an occurrence's start, for the front desk's roster
 * (a fact the memberships module owns, read from its read model: it informs, it decides nothing).
 */
@Injectable()
export class RosterMemberships {
  private readonly memberships;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.memberships = new View(store, MEMBERSHIPS);
  }

  /** Every membership of these people, latest end first: a studio's client holds a handful. */
  async of(userIds: readonly string[]): Promise<MembershipsAt> {
    if (userIds.length === 0) return new MembershipsAt([]);
    const docs = await this.memberships.find(
      { userId: { $in: [...new Set(userIds)] }, isDeleted: false },
      { endDate: -1 },
    );
    return new MembershipsAt(
      docs.map(({ userId, status, startDate, endDate, frozenUntil }) => ({
        userId,
        status,
        startDate,
        endDate,
        frozenUntil,
      })),
    );
  }
}

/** The memberships read for a roster, answered per person and instant. */
export class MembershipsAt {
  private readonly byUser = new Map<string, Held[]>();

  constructor(held: readonly Held[]) {
    for (const membership of held) {
      const list = this.byUser.get(membership.userId);
      if (list) list.push(membership);
      else this.byUser.set(membership.userId, [membership]);
    }
  }

  /** ACTIVE when one covers `instant`; else the latest that ended before it; else NONE. */
  at(userId: string, instant: string): RosterMembership {
    const held = this.byUser.get(userId) ?? [];
    const covering = held.find(
      (membership) => membership.status === 'ACTIVE' && membership.startDate <= instant && instant < membership.endDate,
    );
    if (covering) {
      const frozen = covering.frozenUntil !== null && covering.frozenUntil > instant;
      return { status: 'ACTIVE', endDate: covering.endDate, frozenUntil: frozen ? covering.frozenUntil : null };
    }
    // The latest begun before it (none covers): ended, or cancelled. One not begun yet lets no one in today.
    const ended = held.find((membership) => membership.startDate <= instant);
    if (!ended) return NONE;
    return {
      status: ended.status === 'CANCELLED' ? 'CANCELLED' : 'EXPIRED',
      endDate: ended.endDate,
      frozenUntil: null,
    };
  }
}
