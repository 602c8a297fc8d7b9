import type { MessageKey } from '@boxstudio/contracts';

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
