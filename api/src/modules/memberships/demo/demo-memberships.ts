import type { RenewalMonths } from '@boxstudio/contracts';

/** What becomes of one demo client's membership, from fixed numbers so that seeding is the same every time. */
export interface DemoMembershipStory {
  /** How many months before the first start it was sold (0 to 11). */
  readonly soldMonthsAgo: number;
  /** Renewed this many times, a month each, each renewal on the day the membership was due. */
  readonly renewals: number;
  /** Cancelled a week after the sale. */
  readonly cancelled: boolean;
  /** Frozen for two weeks on the day of the sale (its end moves two weeks later). */
  readonly frozen: boolean;
  readonly paymentMethod: 'CASH' | 'CARD' | 'TRANSFER';
}

const METHODS = ['CASH', 'CARD', 'TRANSFER'] as const;

/**
 * The demo clients' memberships spread over the last twelve months: most renewed a few times (so
 * payments fall in every month), some left to expire (the expiry schedule records it once the
 * studio starts), one in seven cancelled, a few frozen.
 */
export function demoStory(client: number): DemoMembershipStory {
  return {
    soldMonthsAgo: (client * 5) % 12,
    renewals: client % 4 === 3 ? 0 : (client * 7) % 12,
    cancelled: client % 7 === 6,
    frozen: client % 6 === 1,
    paymentMethod: METHODS[client % METHODS.length] ?? 'CASH',
  };
}

export const DEMO_RENEWAL_MONTHS: RenewalMonths = 1;

export const demoMembershipCommandId = (client: number, step: string): string => `demo:membership:${client}:${step}`;
