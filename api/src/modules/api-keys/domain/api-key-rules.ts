import { API_KEY_LIMITS, type MessageKey } from '@boxstudio/contracts';

/** The latest expiry a key created at `at` may have: the same instant a calendar year later. */
export function latestExpiry(at: string): Date {
  const limit = new Date(at);
  limit.setUTCFullYear(limit.getUTCFullYear() + API_KEY_LIMITS.maxLifetimeYears);
  return limit;
}

/** Why an expiry is refused for a key created at `at`, or null when it is fine. */
export function expiryRefusal(expiresAt: string, at: string): MessageKey | null {
  const expiry = Date.parse(expiresAt);
  if (expiry <= Date.parse(at)) return 'API_KEY.EXPIRY_NOT_FUTURE';
  if (expiry > latestExpiry(at).getTime()) return 'API_KEY.EXPIRY_TOO_FAR';
  return null;
}

/** Expired from the instant `expiresAt` on, whether or not the schedule has recorded it yet. */
export const hasExpired = (expiresAt: string, at: string): boolean => Date.parse(at) >= Date.parse(expiresAt);
