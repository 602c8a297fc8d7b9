import type { MembershipDto } from '@boxstudio/contracts';
import { studioDayOf, studioToday } from './studio-time';

/** The membership the page leads with, and whether it is running now or starts later. */
export interface CurrentMembership {
  readonly membership: MembershipDto;
  readonly upcoming: boolean;
}

/**
 * The client's current membership: an ACTIVE one in force now (started, not yet ended: the API's
 * `has-active`), the latest end of them (the one `remaining-days` counts to); else the ACTIVE one
 * starting soonest, sold ahead of its start; null when neither exists.
 */
export function currentMembership(
  memberships: readonly MembershipDto[],
  now: Date = new Date(),
): CurrentMembership | null {
  const at = now.getTime();
  const active = memberships.filter((item) => item.status === 'ACTIVE');
  const running = active
    .filter((item) => Date.parse(item.startDate) <= at && Date.parse(item.endDate) > at)
    .sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate))[0];
  if (running) return { membership: running, upcoming: false };
  const next = active
    .filter((item) => Date.parse(item.startDate) > at)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0];
  return next ? { membership: next, upcoming: true } : null;
}

/** The day a freeze lasts until while it is still on; null once it has passed (or never was). */
export function frozenUntil(membership: MembershipDto, now: Date = new Date()): string | null {
  return membership.frozenUntil !== null && studioDayOf(membership.frozenUntil) >= studioToday(now)
    ? membership.frozenUntil
    : null;
}
