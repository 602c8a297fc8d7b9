import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/**
 * A password an admin can read out or type: 10 characters without look-alikes (0/O, 1/l/I), with
 * at least one lowercase letter, one uppercase letter and one digit, as the spec's rules require.
 */
export function generatePassword(length = 10): string {
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), ...Array.from({ length: length - 3 }, () => pick(ALL))];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}
