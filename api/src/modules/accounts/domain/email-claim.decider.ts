import { createHash } from 'node:crypto';
import { normaliseEmail } from '@boxstudio/contracts';
import type { Decider, DomainEvent } from '../../../platform/domain/decider.js';
import { conflict } from '../../../platform/domain/domain-error.js';

/**
 * Unique email, enforced on one stream per normalised email appended with an expected revision:
 * of two concurrent claims only one can win, whatever the number of API instances.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { readonly userId: string }>;
export type EmailReleased = DomainEvent<'EmailReleased', { readonly userId: string }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;

export interface EmailClaimState {
  readonly owner: string | null;
}

export type EmailClaimCommand =
  /** `ownerExists` is false when a previous claim's user was never created (a crash in between). */
  | { readonly type: 'ClaimEmail'; readonly userId: string; readonly ownerExists: boolean }
  | { readonly type: 'ReleaseEmail'; readonly userId: string };

function decide(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  switch (command.type) {
    case 'ClaimEmail':
      if (state.owner === command.userId) return [];
      if (state.owner !== null && command.ownerExists) throw conflict('AUTH.EMAIL_TAKEN');
      return [{ type: 'EmailClaimed', data: { userId: command.userId } }];
    case 'ReleaseEmail':
      return state.owner === command.userId ? [{ type: 'EmailReleased', data: { userId: command.userId } }] : [];
  }
}

function evolve(_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState {
  switch (event.type) {
    case 'EmailClaimed':
      return { owner: event.data.userId };
    case 'EmailReleased':
      return { owner: null };
  }
}

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: { owner: null },
  decide,
  evolve,
};

/** The stream name hides the address itself: the log's stream list is no mailing list. */
export function emailClaimStream(email: string): string {
  return `email-${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 40)}`;
}
