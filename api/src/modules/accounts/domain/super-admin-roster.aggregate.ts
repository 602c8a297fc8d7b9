import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import type { DomainEvent } from '../../../platform/domain/decider.js';
import { conflict } from '../../../platform/domain/domain-error.js';

/**
 * "At least one active SUPER_ADMIN" spans every person's stream, so it gets a stream of its own
 * (ARCHITECTURE decision 5): the roster of active SUPER_ADMINs. Removing someone from it is
 * appended with an expected revision, so of two SUPER_ADMINs removing each other at the same
 * moment one wins and the other is decided again on the new roster, and refused.
 */
export type SuperAdminRosterEvent =
  /** The roster as it was when it started being kept (from the people read model). */
  | DomainEvent<'SuperAdminRosterStarted', { readonly userIds: readonly string[] }>
  | DomainEvent<'SuperAdminAdded', { readonly userId: string }>
  | DomainEvent<'SuperAdminRemoved', { readonly userId: string }>;

export interface SuperAdminRoster {
  readonly started: boolean;
  readonly userIds: readonly string[];
}

export type SuperAdminRosterCommand =
  | { readonly type: 'StartSuperAdminRoster'; readonly userIds: readonly string[] }
  | { readonly type: 'AddSuperAdmin'; readonly userId: string }
  | { readonly type: 'RemoveSuperAdmin'; readonly userId: string };

function decide(command: SuperAdminRosterCommand, roster: SuperAdminRoster): SuperAdminRosterEvent[] {
  switch (command.type) {
    case 'StartSuperAdminRoster':
      return roster.started
        ? []
        : [{ type: 'SuperAdminRosterStarted', data: { userIds: [...new Set(command.userIds)].sort() } }];
    case 'AddSuperAdmin':
      return roster.userIds.includes(command.userId)
        ? []
        : [{ type: 'SuperAdminAdded', data: { userId: command.userId } }];
    case 'RemoveSuperAdmin':
      if (!roster.userIds.includes(command.userId)) return [];
      if (roster.userIds.length === 1) throw conflict('USER.LAST_SUPER_ADMIN');
      return [{ type: 'SuperAdminRemoved', data: { userId: command.userId } }];
  }
}

function evolve(roster: SuperAdminRoster, event: SuperAdminRosterEvent): SuperAdminRoster {
  switch (event.type) {
    case 'SuperAdminRosterStarted':
      return { started: true, userIds: event.data.userIds };
    case 'SuperAdminAdded':
      return { started: true, userIds: [...roster.userIds, event.data.userId] };
    case 'SuperAdminRemoved':
      return { started: true, userIds: roster.userIds.filter((id) => id !== event.data.userId) };
  }
}

/** One roster for the whole studio, in the stream `super-admins-roster`. */
export const ROSTER_ID = 'roster';

export const superAdminRosterAggregate = defineAggregate({
  name: 'super-admins',
  initial: { started: false, userIds: [] } as SuperAdminRoster,
  decide,
  evolve,
  toDto: (roster: SuperAdminRoster) => roster,
});
