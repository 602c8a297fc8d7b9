import { Inject, Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../platform/commands/aggregate-store.js';
import type { CommandContext } from '../../../platform/commands/command-context.js';
import { EVENT_LOG, type EventLog } from '../../../platform/event-log/event-log.port.js';
import { emailClaimDecider, emailClaimStream } from '../domain/email-claim.decider.js';
import { userStream } from '../domain/user.events.js';

/** Claims and releases email addresses on their own streams: the uniqueness of emails. */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** Throws AUTH.EMAIL_TAKEN (409) when another person holds the address. */
  async claim(email: string, userId: string, context: CommandContext): Promise<void> {
    const stream = emailClaimStream(email);
    const claim = await this.aggregates.load(stream, emailClaimDecider);
    const owner = claim.state.owner;
    const ownerExists = owner !== null && owner !== userId && (await this.log.readStream(userStream(owner), { toRevision: 0 })).length > 0;
    await this.aggregates.handle({
      streamId: stream,
      decider: emailClaimDecider,
      command: { type: 'ClaimEmail', userId, ownerExists, at: context.now.toISOString() },
      commandType: 'ClaimEmail',
      context,
      waitForProjections: false,
    });
  }

  async release(email: string, userId: string, context: CommandContext): Promise<void> {
    await this.aggregates.handle({
      streamId: emailClaimStream(email),
      decider: emailClaimDecider,
      command: { type: 'ReleaseEmail', userId },
      commandType: 'ReleaseEmail',
      context,
      waitForProjections: false,
    });
  }
}
