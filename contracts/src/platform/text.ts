/**
 * Text as people type it, made comparable: Unicode NFC, Windows line ends as \n, and no
 * whitespace or invisible characters at either end. Passwords are never cleaned.
 */
const EDGE_NOISE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/gu;

export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(EDGE_NOISE, '');
}

/**
 * Characters no name, address or note needs, and that can disguise one: control characters (a
 * tab or a line break inside multi-line text excepted), bidi overrides and isolates (which reorder
 * what is shown), zero-width spaces, word joiners and byte-order marks, and half surrogate
 * pairs (not text at all).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this class finds and refuses
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\p{Cs}]/u;
const LINE_BREAK = /[\n\t]/;

export function hasForbiddenCharacters(value: string, multiline = true): boolean {
  return FORBIDDEN.test(value) || (!multiline && LINE_BREAK.test(value));
}

/** Whether any character would be seen: letters, digits, punctuation, symbols. */
export function hasVisibleCharacters(value: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(value);
}
