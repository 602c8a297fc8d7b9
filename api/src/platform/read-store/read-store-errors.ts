/**
 * Errors both adapters raise in the same shape, so callers (projections, query handlers) can
 * handle one type whichever adapter serves them.
 */

/** A write would give two documents the same key in a unique index other than `_id`. */
export class DuplicateKeyError extends Error {
  /** Same code as MongoDB's E11000, for callers that already check `code`. */
  readonly code = 11000;

  constructor(
    readonly collection: string,
    readonly index: string,
  ) {
    super(`E11000 duplicate key error collection: ${collection} index: ${index}`);
    this.name = 'DuplicateKeyError';
  }
}

/** An update or replacement MongoDB would refuse (unknown operator, conflicting paths, wrong types). */
export class InvalidWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWriteError';
  }
}
