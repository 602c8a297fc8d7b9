import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_PATTERN, PHONE_PATTERN, WHATSAPP_PATTERN } from '@boxstudio/contracts';
import type { TextRule } from '../../../platform/http/validators.js';

/**
 * The rules of a person's fields, shared by every request that sets them (register, the people
 * screens, one's own profile), so a field answers the same message wherever it is entered.
 */
export const NAME_RULE = { max: 100 } as const satisfies TextRule;

/** Any phone (staff, emergency contacts): digits, spaces and the usual punctuation. */
export const PHONE_RULE = {
  max: 25,
  pattern: PHONE_PATTERN,
  patternMessage: 'VALIDATION.PHONE',
} as const satisfies TextRule;

/** A WhatsApp number as the client form takes it (spec §5): optional +52, then 2, 4 and 4 digits. */
export const WHATSAPP_RULE = {
  max: 25,
  pattern: WHATSAPP_PATTERN,
  patternMessage: 'VALIDATION.WHATSAPP_FORMAT',
  requiredMessage: 'VALIDATION.WHATSAPP_REQUIRED',
} as const satisfies TextRule;

/** A chosen password (spec §5): at least 6 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_RULE = { min: PASSWORD_MIN_LENGTH, strength: PASSWORD_STRENGTH_PATTERN } as const;
