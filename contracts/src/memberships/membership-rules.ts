import { paymentAmountProblem } from '../payments/payment.dto.js';
import { MEMBERSHIP_LIMITS } from './membership.dto.js';

/**
 * The studio calendar the membership rules count in: the API's StudioCalendar and the web's studio
 * time each provide it (instants are ISO strings). Days and months are studio-time calendar days
 * and months, daylight saving included, so the rules never do time-zone arithmetic themselves.
 */
export interface StudioDayMath {
  /** The instant `days` studio days after another, at the same studio clock time. */
  plusDays(instant: string, days: number): string;
  /** The instant `months` calendar months after another (31 January + 1 month: the end of February). */
  plusMonths(instant: string, months: number): string;
  /** Whole studio days from the day of `from` to the day of `to` (negative when `to` is earlier). */
  daysBetween(from: string, to: string): number;
}

/** What the rules need of a membership's current term: what was paid for which days. */
export interface MembershipTerm {
  readonly startDate: string;
  readonly endDate: string;
  /** The price of the plan's period, as sold (renewals are charged per 30 days of it). */
  readonly price: number;
  /** Days of the plan's period (its duration when sold or changed to). */
  readonly planDays: number;
  /** When the term being paid for began: the sale, the last plan change, or a renewal after the end had passed. */
  readonly termStartDate: string;
  /** What was paid for the days from `termStartDate` to `endDate`. */
  readonly termPaid: number;
}

/** To the cent. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * CONTRACT.md: every payment is > 0 and ≤ 1,000,000, to the cent (the payments' own rule, on the amount to
 * the cent).
 */
export const isPayableAmount = (amount: number): boolean => paymentAmountProblem(cents(amount)) === null;

const later = (a: string, b: string): boolean => Date.parse(a) > Date.parse(b);

/** A renewal's price: the membership's price per 30 days of its plan, for each month renewed, to the cent. */
export function renewalAmount(price: number, planDays: number, months: number): number {
  return cents((price * 30 * months) / Math.max(planDays, 1));
}

export interface Renewal {
  /** The start of a new term when the end had already passed (the renewal counts from now); null otherwise. */
  readonly startDate: string | null;
  readonly endDate: string;
  readonly amount: number;
}

/** The end a renewal gives: `months` calendar months from the end, or from now once the end has passed. */
export function renewedEnd(endDate: string, months: number, now: string, calendar: StudioDayMath): string {
  return calendar.plusMonths(later(endDate, now) ? endDate : now, months);
}

/** A renewal: the new end, and a new term from now when the end had passed. */
export function renewal(term: MembershipTerm, months: number, now: string, calendar: StudioDayMath): Renewal {
  return {
    startDate: later(term.endDate, now) ? null : now,
    endDate: renewedEnd(term.endDate, months, now, calendar),
    amount: renewalAmount(term.price, term.planDays, months),
  };
}

/** Why a freeze until `until` cannot be, as the field's message key; null when it can. */
export function freezeRefusal(
  until: string,
  now: string,
  calendar: StudioDayMath,
): 'VALIDATION.FREEZE_FUTURE' | 'VALIDATION.FREEZE_TOO_LONG' | null {
  const days = calendar.daysBetween(now, until);
  if (!later(until, now) || days < 1) return 'VALIDATION.FREEZE_FUTURE';
  return days > MEMBERSHIP_LIMITS.freezeDaysMax ? 'VALIDATION.FREEZE_TOO_LONG' : null;
}

/** A freeze pushes the end by the studio days frozen, from today to the day it resumes. */
export function frozenEnd(endDate: string, until: string, now: string, calendar: StudioDayMath): string {
  return calendar.plusDays(endDate, Math.max(0, calendar.daysBetween(now, until)));
}

/** The plan a membership changes to, as the quote needs it. */
export interface PlanTerms {
  readonly price: number;
  /** Days. */
  readonly duration: number;
}

export interface PlanChangeQuote {
  /** The unused part of the current term: days left ÷ the term's days × what was paid for it. */
  readonly credit: number;
  /** The new plan's price: the new term, from now. */
  readonly price: number;
  /** What the client pays (> 0) or is refunded (< 0): the price less the credit. */
  readonly difference: number;
  readonly startDate: string;
  readonly endDate: string;
}

/** The unused part of a term at `now`: nothing once it has ended, all of it before it began. */
export function unusedCredit(term: MembershipTerm, now: string, calendar: StudioDayMath): number {
  if (!later(term.endDate, now)) return 0;
  const termDays = Math.max(1, calendar.daysBetween(term.termStartDate, term.endDate));
  const from = later(term.termStartDate, now) ? term.termStartDate : now;
  const daysLeft = Math.min(termDays, Math.max(0, calendar.daysBetween(from, term.endDate)));
  return cents((term.termPaid * daysLeft) / termDays);
}

/** Change plan (CONTRACT.md): a new term now at the new plan's price, the unused part of the current one credited. */
export function planChangeQuote(
  term: MembershipTerm | null,
  plan: PlanTerms,
  now: string,
  calendar: StudioDayMath,
): PlanChangeQuote {
  const credit = term === null ? 0 : unusedCredit(term, now, calendar);
  return {
    credit,
    price: plan.price,
    difference: cents(plan.price - credit),
    startDate: now,
    endDate: calendar.plusDays(now, plan.duration),
  };
}

/**
 * A new start moves the end by the same offset, so the paid months and frozen days are kept: the
 * same number of studio days, then the same change of clock time.
 */
export function movedDates(
  startDate: string,
  endDate: string,
  newStart: string,
  calendar: StudioDayMath,
): { readonly startDate: string; readonly endDate: string } {
  const days = calendar.daysBetween(startDate, newStart);
  const clockShift = Date.parse(newStart) - Date.parse(calendar.plusDays(startDate, days));
  const end = new Date(Date.parse(calendar.plusDays(endDate, days)) + clockShift).toISOString();
  return { startDate: newStart, endDate: end };
}

/** Studio days from today through the day of the last covered instant: 1 on the last day, 0 once ended. */
export function remainingDays(endDate: string, now: string, calendar: StudioDayMath): number {
  if (!later(endDate, now)) return 0;
  const lastInstant = new Date(Date.parse(endDate) - 1).toISOString();
  return Math.max(0, calendar.daysBetween(now, lastInstant) + 1);
}
