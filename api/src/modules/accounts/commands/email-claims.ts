import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { emailClaimAggregate, emailClaimId } from '../domain/email-claim.aggregate.js';
import { userAggregate } from '../domain/user.aggregate.js';

/** Claims and releases email addresses on their own streams: the uniqueness of emails. */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly aggregates: AggregateStore,
  ) {}

  /** Throws AUTH.EMAIL_TAKEN (409) when another person holds the address. */
  async claim(email: string, userId: string, context: CommandContext): Promise<void> {
    const id = emailClaimId(email);
    const { owner } = (await this.aggregates.load(emailClaimAggregate, id)).state;
    const command = { type: 'ClaimEmail' as const, userId, owner: owner === null || owner === userId ? ('missing' as const) : await this.ownerStatus(owner), at: context.now.toISOString() };
    await this.commands.execute(emailClaimAggregate, id, command, context, { waitForProjections: false });
  }

  private async ownerStatus(owner: string): Promise<'present' | 'deleted' | 'missing'> {
    const { state } = await this.aggregates.load(userAggregate, owner);
    return state.status === 'none' ? 'missing' : state.status === 'deleted' ? 'deleted' : 'present';
  }

  async release(email: string, userId: string, context: CommandContext): Promise<void> {
    await this.commands.execute(emailClaimAggregate, emailClaimId(email), { type: 'ReleaseEmail', userId }, context, { waitForProjections: false });
  }
}
