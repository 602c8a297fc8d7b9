import { cleanText } from './text.js';

/** Simple email pattern of spec §5: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as stored: cleaned, and without the trailing dot a domain may be written with. */
export function canonicalEmail(email: string): string {
  return cleanText(email).replace(/\.+$/, '');
}

/** The form that must be unique: the canonical address in lower case. */
export function normaliseEmail(email: string): string {
  return canonicalEmail(email).toLowerCase();
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  // Japanese writes one address in three scripts; they count as one.
  ['Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
];

/**
 * An address whose letters come from more than one script ('аna@example.com' with a Cyrillic 'а')
 * is a lookalike of another one: it is refused rather than registered as a new person.
 */
export function isMixedScriptEmail(email: string): boolean {
  const scripts = new Set<string>();
  for (const letter of email.match(/\p{L}/gu) ?? [])
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other');
  return scripts.size > 1;
}
