/** "Cambios desde entonces": a figure then and now; each report's rows are made beside its sections. */

/** How a figure reads: money ('$1,200.00'), a count ('42') or a rate in % ('85.5%', '—' when none). */
export type ChangeKind = 'money' | 'count' | 'rate';

/**
 * One figure of "Cambios desde entonces": what the report said at the instant shown (`then`) and what the
 * log says of the same period now (`now`); a rate may be null (nothing to divide by).
 */
export interface ChangeRow {
  readonly id: string;
  readonly label: string;
  readonly kind: ChangeKind;
  readonly then: number | null;
  readonly now: number | null;
}

/** Rounded as the figure is written: cents for money, one decimal for a rate. */
const rounded = (kind: ChangeKind, value: number): number =>
  kind === 'money' ? Math.round(value * 100) / 100 : kind === 'rate' ? Math.round(value * 10) / 10 : value;

/** Now minus then, as the figures are written (0: no change); null when either has no value (a rate "—"). */
export function differenceOf({ kind, then, now }: ChangeRow): number | null {
  if (then === null || now === null) return then === now ? 0 : null;
  // `|| 0`: never a "-0".
  return rounded(kind, rounded(kind, now) - rounded(kind, then)) || 0;
}

/** The rows' names, in the page's language. */
export type ChangeLabel = (key: string) => string;

export const changeRow = (
  id: string,
  label: string,
  kind: ChangeKind,
  then: number | null,
  now: number | null,
): ChangeRow => ({ id, label, kind, then, now });
