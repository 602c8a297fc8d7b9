import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { Claims } from '../../../platform/claims/claims.js';
import type { ClaimHolder } from '../../../platform/claims/define-claim.js';
import {
  EMAIL_CLAIM_LIMIT,
  emailClaim,
  emailClaimId,
  holdsNoLonger,
  type HolderPerson,
} from '../domain/email-claim.aggregate.js';
import { userAggregate } from '../domain/user.aggregate.js';

/** Claims and releases email addresses on their own streams: the uniqueness of emails. */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly claims: Claims,
    private readonly aggregates: AggregateStore,
  ) {}

  /** Throws AUTH.EMAIL_TAKEN (409) when another person holds the address. */
  async claim(email: string, userId: string, context: CommandContext): Promise<void> {
    const at = context.now.toISOString();
    const stale = async (holder: ClaimHolder) => holdsNoLonger(await this.personOf(holder.id), holder.claimedAt, at);
    await this.claims.claim(
      emailClaim,
      emailClaimId(email),
      userId,
      { limit: EMAIL_CLAIM_LIMIT, full: 'AUTH.EMAIL_TAKEN', stale },
      context,
    );
  }

  async release(email: string, userId: string, context: CommandContext): Promise<void> {
    await this.claims.release(emailClaim, emailClaimId(email), userId, context);
  }

  private async personOf(userId: string): Promise<HolderPerson> {
    const { state } = await this.aggregates.load(userAggregate, userId);
    return state.status === 'none' ? 'missing' : state.status === 'deleted' ? 'deleted' : 'present';
  }
}
