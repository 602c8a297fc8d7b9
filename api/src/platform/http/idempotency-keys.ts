import { HttpException, Injectable } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { defineAggregate } from '../aggregates/define-aggregate.js';
import { newId } from '../aggregates/event-ids.js';
import type { DomainEvent } from '../domain/decider.js';
import { DomainError } from '../domain/domain-error.js';
import { ValidationFailed } from './http-errors.js';

/** Who holds a key: nobody yet (or its first request was refused), or one request, by fingerprint. */
export type KeyState = { readonly status: 'free' } | { readonly status: 'taken'; readonly fingerprint: string };

export type KeyCommand =
  | { readonly type: 'TakeIdempotencyKey'; readonly fingerprint: string }
  | { readonly type: 'ReleaseIdempotencyKey'; readonly fingerprint: string };

export type KeyEvent =
  | DomainEvent<'IdempotencyKeyTaken', { readonly fingerprint: string }>
  | DomainEvent<'IdempotencyKeyReleased', { readonly fingerprint: string }>;

export const keyReused = (): DomainError => new DomainError('HTTP.IDEMPOTENCY_KEY_REUSED', 'unprocessable');

function decide(command: KeyCommand, state: KeyState): KeyEvent[] {
  const heldBy = state.status === 'taken' ? state.fingerprint : null;
  switch (command.type) {
    case 'TakeIdempotencyKey':
      if (heldBy === null) return [{ type: 'IdempotencyKeyTaken', data: { fingerprint: command.fingerprint } }];
      if (heldBy !== command.fingerprint) throw keyReused();
      return [];
    case 'ReleaseIdempotencyKey':
      return heldBy === command.fingerprint
        ? [{ type: 'IdempotencyKeyReleased', data: { fingerprint: command.fingerprint } }]
        : [];
  }
}

function evolve(_state: KeyState, event: KeyEvent): KeyState {
  return event.type === 'IdempotencyKeyTaken'
    ? { status: 'taken', fingerprint: event.data.fingerprint }
    : { status: 'free' };
}

/**
 * One stream per (person, key) (`idempotency-key-<person>:<key>`): the request the key was first
 * used for. Appended with the expected revision, so two first uses racing on two instances are
 * decided once. Never audited: the key is the caller's, not a record of the studio.
 */
export const idempotencyKeyAggregate = defineAggregate({
  name: 'idempotency-key',
  initial: { status: 'free' } as KeyState,
  decide,
  evolve,
  toDto: () => null,
});

/** Any lost race on a key is another request for it recorded, so it is decided within this many. */
const KEY_ATTEMPTS = 100;

/** A refusal the client can correct and send again under the same key (4xx): nothing of it stands. */
function isRefusal(error: unknown): boolean {
  if (error instanceof DomainError || error instanceof ValidationFailed) return true;
  return error instanceof HttpException && error.getStatus() < 500;
}

/**
 * The durable half of Idempotency-Key (the in-memory half, idempotent-requests.ts, answers repeats
 * while this instance remembers them). Before a keyed command runs, its key is taken for the
 * request's fingerprint, or found taken by the same request (a retry: it runs, and the command ids
 * derived from the key make it record nothing twice), or found taken by another request: 422,
 * whatever the target, after a restart and on any instance. A first request refused (a 4xx) gives
 * the key back, so the corrected request may use it; a crash keeps it taken by that request.
 */
@Injectable()
export class IdempotencyKeys {
  constructor(private readonly store: AggregateStore) {}

  async guard<T>(
    scope: string,
    fingerprint: string,
    at: { userId: string | null; now: Date },
    run: () => Promise<T>,
  ): Promise<T> {
    const took = await this.send(scope, { type: 'TakeIdempotencyKey', fingerprint }, at);
    try {
      return await run();
    } catch (error) {
      if (took && isRefusal(error)) await this.send(scope, { type: 'ReleaseIdempotencyKey', fingerprint }, at);
      throw error;
    }
  }

  /** True when the command recorded an event (this request took the key, or gave it back). */
  private async send(scope: string, command: KeyCommand, at: { userId: string | null; now: Date }): Promise<boolean> {
    const id = newId();
    // A fresh command id: the key's own state, not an id, tells a retry apart on this stream.
    const context: CommandContext = {
      commandId: id,
      correlationId: id,
      userId: at.userId,
      now: at.now,
      freshCommandId: true,
    };
    const result = await this.store.run(idempotencyKeyAggregate, scope, command, context, {
      waitForProjections: false,
      attempts: KEY_ATTEMPTS,
    });
    return result.recorded.length > 0;
  }
}
