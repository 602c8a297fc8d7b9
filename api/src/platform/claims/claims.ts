import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { DomainError } from '../domain/domain-error.js';
import type { ClaimHolder, ClaimKind, ClaimTerms } from './define-claim.js';

/**
 * Attempts at a claim while other claims or releases of the same key win the race. Every lost
 * attempt means another command on the key was recorded, so a claim is never refused as a
 * conflict while units are free: under N concurrent claims it is decided within N attempts.
 */
const CLAIM_ATTEMPTS = 1000;

/** How to tell a holder that no longer holds by right (its person deleted, its registration abandoned). */
export type StaleHolder = (holder: ClaimHolder) => boolean | Promise<boolean>;

export interface ClaimRequest extends ClaimTerms {
  /**
   * Asked about each other current holder once the claim finds the key full; those it answers
   * true for are released in the claim's own append, then the claim is tried once more.
   */
  readonly stale?: StaleHolder;
  /** Holders released in the same append as the claim (a hold handed over from one holder to the next). */
  readonly evict?: readonly string[];
}

const noWait = (attempts: number) => ({ waitForProjections: false, attempts });

/**
 * A claim's stream is never the one the client read: an If-Match sent with the request belongs to
 * the record the client edits, so it is dropped here (it would turn every lost race into a 409).
 */
function onClaimStream({ expectedRevision: _ifMatch, ...context }: CommandContext): CommandContext {
  return context;
}

/**
 * Claims and releases on a kind of claim's streams (define-claim.ts). No read model is involved:
 * the stream of a key is the whole truth of who holds it.
 */
@Injectable()
export class Claims {
  constructor(private readonly store: AggregateStore) {}

  /**
   * Takes `units` (default 1) of the key for `holderId`; a no-op when the holder holds it
   * already. Throws a conflict with `request.full` when the limit would be passed, also after
   * releasing the holders `request.stale` finds no longer entitled (asked only when full: it
   * may read other streams for each holder).
   */
  async claim(
    kind: ClaimKind,
    key: string,
    holderId: string,
    request: ClaimRequest,
    context: CommandContext,
  ): Promise<void> {
    const given = request.evict ?? [];
    const run = (evict: readonly string[]) =>
      this.store.run(
        kind.aggregate,
        key,
        kind.claim(holderId, request, context.now.toISOString(), evict),
        onClaimStream(context),
        noWait(CLAIM_ATTEMPTS),
      );
    if (!request.stale) {
      await run(given);
      return;
    }
    try {
      await run(given);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== request.full) throw error;
      const stale = await this.staleHolders(kind, key, holderId, request.stale);
      if (stale.length === 0) throw error;
      await run([...given, ...stale]);
    }
  }

  /** Gives the holder's units back; a no-op when it holds none. */
  async release(kind: ClaimKind, key: string, holderId: string, context: CommandContext): Promise<void> {
    await this.store.run(kind.aggregate, key, kind.release(holderId), onClaimStream(context), noWait(CLAIM_ATTEMPTS));
  }

  async holders(kind: ClaimKind, key: string): Promise<readonly ClaimHolder[]> {
    return (await this.store.load(kind.aggregate, key)).state.holders;
  }

  private async staleHolders(kind: ClaimKind, key: string, holderId: string, stale: StaleHolder): Promise<string[]> {
    const evict: string[] = [];
    for (const holder of await this.holders(kind, key))
      if (holder.id !== holderId && (await stale(holder))) evict.push(holder.id);
    return evict;
  }
}
