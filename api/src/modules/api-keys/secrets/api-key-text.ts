import { API_KEY_LIMITS, API_KEY_MARK } from '@boxstudio/contracts';
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * A key is `bxs_` + the key's id (32 hex digits) + a secret (32 random bytes, 43 base-62 digits) +
 * a checksum (CRC-32 of all before it, 6 base-62 digits): 85 letters and digits, one word to
 * double-click. The id says which stream to check, so no index of secrets is needed; the checksum
 * tells a mistyped or truncated key (a 401) before anything is looked up.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_BYTES = 32;
const SECRET_DIGITS = 43;
const CHECKSUM_DIGITS = 6;
const SHAPE = new RegExp(
  `^${API_KEY_MARK}([0-9a-f]{32})([0-9A-Za-z]{${SECRET_DIGITS}})([0-9A-Za-z]{${CHECKSUM_DIGITS}})$`,
);

function base62(value: bigint, digits: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = BASE62.charAt(Number(rest % 62n)) + text;
    rest /= 62n;
  }
  return text.padStart(digits, '0');
}

const checksumOf = (body: string): string => base62(BigInt(crc32(body)), CHECKSUM_DIGITS);
const hexOfId = (id: string): string => id.replaceAll('-', '').toLowerCase();
const idOfHex = (hex: string): string =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** A new key for the key record `id` (a UUID). */
export function issueApiKey(id: string): string {
  const secret = base62(BigInt(`0x${randomBytes(SECRET_BYTES).toString('hex')}`), SECRET_DIGITS);
  const body = `${API_KEY_MARK}${hexOfId(id)}${secret}`;
  return `${body}${checksumOf(body)}`;
}

/** The key record a key names, or null when it is not a key or its checksum is wrong (no lookup needed). */
export function apiKeyIdOf(key: string): string | null {
  const parts = SHAPE.exec(key);
  if (!parts) return null;
  const body = key.slice(0, -CHECKSUM_DIGITS);
  return checksumOf(body) === parts[3] ? idOfHex(parts[1] ?? '') : null;
}

/**
 * What is kept of a key: its SHA-256, hex. A fast hash is enough for 256 random bits, where a
 * password needs a slow one (argon2): a password is guessable, so its hash must make each guess
 * expensive; no guess finds a random 256-bit secret, slow or fast. And a key is checked on every
 * request of a reporting tool, where argon2's tens of milliseconds would be paid each time.
 */
export const hashApiKey = (key: string): string => hash('sha256', key, 'hex');

/** Two hex digests compared in constant time: a refusal's timing tells nothing of how much of a guess was right. */
function sameDigest(presented: string, kept: string): boolean {
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(kept, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the key is the one of a digest kept for its id. An id may have several: a create retried
 * under the same Idempotency-Key keeps one for each attempt, and only one attempt's key was shown.
 */
export const matchesDigest = (key: string, kept: readonly string[]): boolean => {
  const presented = hashApiKey(key);
  return kept.some((digest) => sameDigest(presented, digest));
};

/** The characters lists show: enough to tell keys apart, far too few to use. */
export const prefixOf = (key: string): string => key.slice(0, API_KEY_LIMITS.prefixLength);
