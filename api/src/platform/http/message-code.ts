import { isMessageKey, type MessageKey } from '@boxstudio/contracts';

/**
 * Validation rules report a message key plus parameters as one string (class-validator only
 * carries strings); the exception filter decodes and translates it for the request's language.
 */
export function encodeMessage(key: MessageKey, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function decodeMessage(encoded: string): { key: MessageKey; params: Record<string, string | number> } {
  const [key = '', params] = encoded.split(/\|(.*)/s);
  if (!isMessageKey(key)) return { key: 'VALIDATION.INVALID_VALUE', params: {} };
  try {
    return { key, params: params ? (JSON.parse(params) as Record<string, string | number>) : {} };
  } catch {
    return { key, params: {} };
  }
}
