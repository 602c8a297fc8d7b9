import type { ApiEnvelope } from '@boxstudio/contracts';

function envelopeOf(error: unknown): ApiEnvelope | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // RTK Query errors carry the envelope in `data`; a bare envelope is accepted too.
  const candidate = 'data' in error ? (error as { data: unknown }).data : error;
  if (typeof candidate !== 'object' || candidate === null || !('success' in candidate)) return undefined;
  return candidate as ApiEnvelope;
}

/** The message to show for a failed call: the server's message, else its first field error, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const envelope = envelopeOf(error);
  if (envelope) {
    if (typeof envelope.message === 'string' && envelope.message.trim()) return envelope.message;
    const first = Array.isArray(envelope.errors) ? envelope.errors[0] : undefined;
    if (first && typeof first.message === 'string' && first.message.trim()) return first.message;
  }
  return fallback;
}

/**
 * Refusals about one field that the server answers as a conflict (409) rather than with `errors`:
 * the form shows them on that field all the same.
 */
const FIELD_OF_CONFLICT: Readonly<Record<string, string>> = {
  'AUTH.EMAIL_TAKEN': 'email',
  'INVENTORY.SKU_TAKEN': 'sku',
};

/** Field errors of a failed call, keyed by field name (first message per field). */
export function fieldErrors(error: unknown): Record<string, string> {
  const envelope = envelopeOf(error);
  const result: Record<string, string> = {};
  if (!envelope) return result;
  for (const item of Array.isArray(envelope.errors) ? envelope.errors : []) {
    if (item && typeof item.field === 'string' && !(item.field in result)) result[item.field] = item.message;
  }
  const field = typeof envelope.code === 'string' ? FIELD_OF_CONFLICT[envelope.code] : undefined;
  if (field && !(field in result) && typeof envelope.message === 'string') result[field] = envelope.message;
  return result;
}
