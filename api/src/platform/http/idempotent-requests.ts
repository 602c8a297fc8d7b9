import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError, invalidField } from '../domain/domain-error.js';
import { makeRoom } from '../memory/make-room.js';

/** What a client-given id (Idempotency-Key, X-Correlation-Id) may be. */
export const CLIENT_ID_PATTERN = /^[\w.:-]{1,100}$/;

/** Keys remembered at most; the oldest go first, a tenth at a time. */
const MAX_REQUESTS = 10_000;
/** How long a key answers its first request again. */
const REMEMBERED_MS = 24 * 60 * 60 * 1000;

/** A request header's first value. */
export function headerOf(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request's `Idempotency-Key`. One that is not a usable id is a 400 on that header: ignoring
 * it would leave a client that believes its retries are safe without any protection.
 */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = headerOf(request, 'idempotency-key');
  if (key === undefined) return undefined;
  if (!CLIENT_ID_PATTERN.test(key)) throw invalidField('VALIDATION.INVALID_VALUE', 'Idempotency-Key');
  return key;
}

/** A key is the caller's own: two people using the same key never meet. */
export function keyScope(userId: string | null, key: string): string {
  return `${userId ?? 'anonymous'}:${key}`;
}

/**
 * Fields left out of a fingerprint: it is recorded with the events, and events never carry secrets
 * (a hash of a body holding a password could be tried against guesses).
 */
const SECRET_FIELDS = new Set(['password', 'currentPassword', 'newPassword']);

/** JSON with every object's keys in order, so `{a, b}` and `{b, a}` are one request; secrets left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([name]) => !SECRET_FIELDS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, inner]) => [name, canonical(inner)]));
}

/** What makes two requests the same one: method, address and body. */
export function fingerprintOf(request: Request): string {
  return hash('sha256', JSON.stringify([request.method, request.originalUrl, canonical(request.body ?? null)]), 'hex');
}

interface Remembered {
  readonly fingerprint: string;
  readonly answer: Promise<unknown>;
  readonly at: number;
}

/**
 * The first answer of each Idempotency-Key, in memory and bounded. The same request again gets
 * that answer, also while the first is still running (it waits for it); the key with another
 * request is refused. A failed first attempt is forgotten, so a retry runs again. After a restart,
 * or on another instance, the key's own stream says which request it was first used for
 * (idempotency-keys.ts), and the command ids derived from the key keep a retry from recording
 * anything twice (aggregate-store.ts).
 */
@Injectable()
export class IdempotentRequests {
  private readonly remembered = new Map<string, Remembered>();

  answer(scope: string, fingerprint: string, now: Date, run: () => Promise<unknown>): Promise<unknown> {
    const earlier = this.remembered.get(scope);
    if (earlier && now.getTime() - earlier.at < REMEMBERED_MS) {
      if (earlier.fingerprint !== fingerprint) throw new DomainError('HTTP.IDEMPOTENCY_KEY_REUSED', 'unprocessable');
      return earlier.answer;
    }
    const entry: Remembered = { fingerprint, answer: run(), at: now.getTime() };
    this.remember(scope, entry);
    entry.answer.catch(() => {
      if (this.remembered.get(scope) === entry) this.remembered.delete(scope);
    });
    return entry.answer;
  }

  private remember(scope: string, entry: Remembered): void {
    this.remembered.delete(scope);
    makeRoom(this.remembered, MAX_REQUESTS);
    this.remembered.set(scope, entry);
  }
}
