import { createHash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import type { Decider, DomainEvent } from '../../../platform/domain/decider.js';
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
  /** `ownerExists`: whether the current owner's person was created. `at`: the command's time. */
  | { readonly type: 'ClaimEmail'; readonly userId: string; readonly ownerExists: boolean; readonly at: string }
  | { readonly type: 'ReleaseEmail'; readonly userId: string };

function abandoned(state: EmailClaimState, command: { ownerExists: boolean; at: string }): boolean {
  if (command.ownerExists || state.claimedAt === null) return false;
  return Date.parse(command.at) - Date.parse(state.claimedAt) >= ABANDONED_CLAIM_AFTER_MS;
}

function decide(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  switch (command.type) {
    case 'ClaimEmail':
      if (state.owner === command.userId) return [];
      if (state.owner !== null && !abandoned(state, command)) throw conflict('AUTH.EMAIL_TAKEN');
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

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: { owner: null, claimedAt: null },
  decide,
  evolve,
};

/** The stream name hides the address itself: the log's stream list is no mailing list. */
export function emailClaimStream(email: string): string {
  return `email-${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 40)}`;
}
