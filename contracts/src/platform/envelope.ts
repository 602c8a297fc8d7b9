export interface FieldError {
  readonly field: string;
  readonly message: string;
  /** Stable machine code of the rule that failed (e.g. `VALIDATION.REQUIRED`). */
  readonly code?: string;
}

/** Every answer of the API, success or failure. */
export interface ApiEnvelope<T = unknown> {
  readonly success: boolean;
  readonly data?: T;
  readonly message?: string;
  readonly errors?: readonly FieldError[];
  /** Stable error code on failures (e.g. `BRANCH.NOT_FOUND`). */
  readonly code?: string;
}
