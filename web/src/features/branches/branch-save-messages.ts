import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api';

/**
 * Spec §8: a field-error answer lists every message; a refused create says so; anything else is
 * generic. (Success messages are the server's: see `withServerMessage`.)
 */
export function saveFailureMessage(error: unknown, creating: boolean, t: TFunction<'branches'>): string {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  const messages = (data?.errors ?? []).map((item) => item.message).filter((message) => message.trim() !== '');
  if (messages.length > 0) return t('messages.validation', { list: messages.join(', ') });
  if (creating && status === 403) return t('messages.forbiddenCreate');
  return t('messages.saveError');
}
