import type { TFunction } from 'i18next';
import type { BranchDto, UpdateBranchRequest } from '@boxstudio/contracts';
import type { ApiError } from '../../lib/api';

/** Spec §8: a field-error answer lists every message; a refused create says so; anything else is generic. */
export function saveFailureMessage(error: unknown, creating: boolean, t: TFunction<'branches'>): string {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  const messages = (data?.errors ?? []).map((item) => item.message).filter((message) => message.trim() !== '');
  if (messages.length > 0) return t('messages.validation', { list: messages.join(', ') });
  if (creating && status === 403) return t('messages.forbiddenCreate');
  return t('messages.saveError');
}

/** Which success the edit was: reactivation and deactivation have their own words. */
export function updateSuccessMessage(before: BranchDto, request: UpdateBranchRequest, t: TFunction<'branches'>): string {
  if (request.isActive === true && !before.isActive) return t('messages.reactivated');
  if (request.isActive === false && before.isActive) return t('messages.deactivated');
  return t('messages.updated');
}
