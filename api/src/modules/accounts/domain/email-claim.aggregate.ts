import { hash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import type { DomainEvent } from '../../../platform/domain/decider.js';
import { conflict } from '../../../platform/domain/domain-error.js';

/**
 * Unique email, enforced on one stream per normalised email appended with an expected revision:
 * of two concurrent claims only one can win, whatever the number of API instances.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { readonly userId: string; readonly claimedAt: string }>;
export type EmailReleased = DomainEvent<'EmailReleased', { readonly userId: string }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;

export interface EmailClaimState {
  readonly owner: string | null;
  readonly claimedAt: string | null;
}

/**
 * A claim whose person does not exist may be a registration still under way (hashing the
 * password, appending the user): only after this long is it treated as abandoned by a crash.
 */
export const ABANDONED_CLAIM_AFTER_MS = 60_000;

export type EmailClaimCommand =
  /**
   * `owner`: what became of the current owner's person: created and present, deleted (a crash may
   * have kept the claim after the deletion), or not created (yet). `at`: the command's time.
   */
  | { readonly type: 'ClaimEmail'; readonly userId: string; readonly owner: 'present' | 'deleted' | 'missing'; readonly at: string }
  | { readonly type: 'ReleaseEmail'; readonly userId: string };

function free(state: EmailClaimState, command: { owner: 'present' | 'deleted' | 'missing'; at: string }): boolean {
  if (state.owner === null || command.owner === 'deleted') return true;
  if (command.owner === 'present' || state.claimedAt === null) return false;
  return Date.parse(command.at) - Date.parse(state.claimedAt) >= ABANDONED_CLAIM_AFTER_MS;
}

function decide(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  switch (command.type) {
    case 'ClaimEmail':
      if (state.owner === command.userId) return [];
      if (!free(state, command)) throw conflict('AUTH.EMAIL_TAKEN');
      return [{ type: 'EmailClaimed', data: { userId: command.userId, claimedAt: command.at } }];
    case 'ReleaseEmail':
      return state.owner === command.userId ? [{ type: 'EmailReleased', data: { userId: command.userId } }] : [];
  }
}

function evolve(_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState {
  switch (event.type) {
    case 'EmailClaimed':
      return { owner: event.data.userId, claimedAt: event.data.claimedAt };
    case 'EmailReleased':
      return { owner: null, claimedAt: null };
  }
}

/** Who holds an address; the state is internal (never audited or answered). */
export const emailClaimAggregate = defineAggregate({
  name: 'email',
  initial: { owner: null, claimedAt: null } as EmailClaimState,
  decide,
  evolve,
  toDto: (state: EmailClaimState) => ({ owner: state.owner }),
});

/** The claim's id hides the address itself: the log's stream list is no mailing list. */
export function emailClaimId(email: string): string {
  return hash('sha256', normaliseEmail(email), 'hex').slice(0, 40);
}
