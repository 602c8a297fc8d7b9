import type { MessageKey } from '@boxstudio/contracts';
import { DomainError } from '../../domain/domain-error.js';
import { reasonOf } from '../../logging/reason-of.js';
import type { SentError } from './worker-protocol.js';

/** An error made fit to cross to the other thread. */
export function sentError(error: unknown): SentError {
  if (error instanceof DomainError)
    return { message: error.message, domain: { code: error.code, kind: error.kind, params: error.params } };
  return { message: reasonOf(error) };
}

/** The error again, on this side: a DomainError stays one, so the server answers it as it would its own. */
export function receivedError(sent: SentError): Error {
  if (sent.domain) return new DomainError(sent.domain.code as MessageKey, sent.domain.kind, sent.domain.params);
  return new Error(sent.message);
}
