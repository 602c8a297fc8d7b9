import type { MessageKey } from '../messages.js';

/**
 * A numeric form field's rule, shared by the API's field checks and the web's forms: its range,
 * its kind, and the message for each way out of range (filled with `{min}` and `{max}`).
 */
export interface NumberRule {
  readonly min: number;
  readonly max: number;
  /** A whole number. */
  readonly integer?: boolean;
  /** Money: at most two decimals (cents). */
  readonly money?: boolean;
  /** Null (or blank) is a value of its own: none (a plan's unlimited classes). */
  readonly nullable?: boolean;
  readonly belowMin: MessageKey;
  readonly aboveMax: MessageKey;
}

export interface NumberProblem {
  readonly key: MessageKey;
  readonly params: { readonly min: number; readonly max: number };
}

/** Whether a number is written with at most two decimals (99.99, not 99.999). */
export function hasCentsAtMost(value: number): boolean {
  // Rounding to cents gives back the very same double exactly when the number had at most two decimals.
  return Math.round(value * 100) / 100 === value;
}

/** What is wrong with a finite number under its rule (the first problem), or null. */
export function numberProblem(value: number, rule: NumberRule): NumberProblem | null {
  const params = { min: rule.min, max: rule.max };
  if (rule.integer && !Number.isInteger(value)) return { key: 'VALIDATION.INTEGER', params };
  if (rule.money && !hasCentsAtMost(value)) return { key: 'VALIDATION.CENTS', params };
  if (value < rule.min) return { key: rule.belowMin, params };
  if (value > rule.max) return { key: rule.aboveMax, params };
  return null;
}
