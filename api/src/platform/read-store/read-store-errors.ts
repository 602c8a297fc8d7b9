/**
 * Errors both adapters raise in the same shape, so callers (projections, query handlers) can
 * handle one type whichever adapter serves them.
 */

/** A write the store refuses: a document without a string _id, or an update MongoDB would refuse. */
export class InvalidWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWriteError';
  }
}

/** A filter or sort outside the port's query language (read-store.port.ts). */
export class InvalidQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}
