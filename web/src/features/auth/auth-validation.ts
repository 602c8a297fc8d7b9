import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_PATTERN } from '@boxstudio/contracts';

/** Keys in the auth namespace, or undefined when the value is fine. */
export function requiredError(value: string): string | undefined {
  return value.trim() ? undefined : 'validation.required';
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'validation.required';
  return EMAIL_PATTERN.test(value.trim()) ? undefined : 'validation.email';
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return 'validation.required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'validation.passwordLength';
  return PASSWORD_STRENGTH_PATTERN.test(value) ? undefined : 'validation.passwordStrength';
}
