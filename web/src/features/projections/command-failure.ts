import { errorMessage } from '../../lib/api-errors';

const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * A refused or failed rebuild or check in words: the server's own message when it sent one; else, for
 * a 409, that something already runs on that read model; else the command's fallback.
 */
export const failureText = (error: unknown, words: { readonly busy: string; readonly fallback: string }): string =>
  errorMessage(error, isConflict(error) ? words.busy : words.fallback);
