import type { MessageKey } from '@boxstudio/contracts';
import type { DomainError } from '../domain/domain-error.js';
import { encodeMessage } from './message-code.js';

export interface RawFieldError {
  readonly field: string;
  /** Encoded message (see message-code.ts). */
  readonly message: string;
}

/** A request whose input broke field rules: answered 400 with one error per field. */
export class ValidationFailed extends Error {
  constructor(
    readonly fieldErrors: readonly RawFieldError[],
    readonly summary: MessageKey = 'VALIDATION.FAILED',
  ) {
    super('Validation failed');
    this.name = 'ValidationFailed';
  }
}

/**
 * A broken rule that names one field (`invalidField`) as the 400 a field rule gives, so a rule the
 * aggregate checks reads like one the request checks; null for any other domain error.
 */
export function asFieldError(error: DomainError): ValidationFailed | null {
  const { field, ...params } = error.params;
  if (error.kind !== 'invalid' || typeof field !== 'string') return null;
  return new ValidationFailed([
    { field, message: encodeMessage(error.code, Object.keys(params).length > 0 ? params : undefined) },
  ]);
}
