import type { MessageKey } from '@boxstudio/contracts';

/** What went wrong, in terms the HTTP edge maps to a status without the domain knowing HTTP. */
/** `unprocessable`: well-formed, but not a request the server can take as sent (an Idempotency-Key reused). */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable';

/** A broken business rule, with a stable code whose text lives in the shared message catalogue. */
export class DomainError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly kind: DomainErrorKind,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const notFound = (code: MessageKey): DomainError => new DomainError(code, 'not-found');
export const conflict = (code: MessageKey, params?: Record<string, string | number>): DomainError =>
  new DomainError(code, 'conflict', params);
export const forbidden = (code: MessageKey): DomainError => new DomainError(code, 'forbidden');
export const invalid = (code: MessageKey, params?: Record<string, string | number>): DomainError =>
  new DomainError(code, 'invalid', params);
/** A rule about one field of the command (a sample class's description): answered as that field's error. */
export const invalidField = (
  code: MessageKey,
  field: string,
  params: Record<string, string | number> = {},
): DomainError => new DomainError(code, 'invalid', { ...params, field });
