import type { AppendGuard, GuardedTake } from '../aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../aggregates/command-context.js';
import { newId } from '../aggregates/event-ids.js';
import type { DomainEvent } from '../domain/decider.js';
import type { ClaimRequest, Claims } from './claims.js';
import type { ClaimKind } from './define-claim.js';

/** One unit a record holds on a claim's key: a seat of an occurrence, a client's booking of it. */
export interface Hold {
  readonly kind: ClaimKind;
  readonly key: string;
  readonly holderId: string;
  /** The limit and the refusal, used when the hold is taken. */
  readonly terms: ClaimRequest;
}

/**
 * A hold of the same key may pass to a new holder without ever needing a free unit (no limit applies to a
 * hand-back).
 */
const HAND_BACK = { limit: Number.MAX_SAFE_INTEGER, full: 'HTTP.CONFLICT' } as const;

const sameKey = (a: Hold, b: Hold): boolean => a.kind.name === b.kind.name && a.key === b.key;

/**
 * Each claim command gets its own id: a hold given back and taken again (a lost race, an
 * Idempotency-Key retried after a refusal) must never be taken for the retry of the first take.
 */
const claimContext = (context: CommandContext, step: string): CommandContext => ({
  ...childContext(context, `${step}/${newId()}`),
  freshCommandId: true,
});

/**
 * Decision 21 in the kit: a record's move between limited things is claim-then-release. Given
 * what the record holds before and after a decided change, the guard (aggregate-store.ts, run on
 * every attempt) takes every new hold before the change is appended, releases the holds it leaves
 * only once the change is recorded, and gives back what it took when the attempt is abandoned.
 * A key held before and after under another holder is handed over in one append (a move within
 * the same month keeps its unit of the month), and handed back on abandon.
 */
export function claimGuard<State, Event extends DomainEvent>(
  claims: Claims,
  holdsOf: (state: State) => readonly Hold[],
  context: CommandContext,
): AppendGuard<State, Event> {
  return async ({ before, after }) => {
    const held = holdsOf(before);
    const wanted = holdsOf(after);
    const released = held.filter((hold) => !wanted.some((next) => sameKey(hold, next)));
    const taken: { readonly hold: Hold; readonly from: Hold | undefined }[] = [];
    const giveBack = async () => {
      for (const { hold, from } of taken.reverse()) {
        if (from)
          await claims.claim(
            from.kind,
            from.key,
            from.holderId,
            { ...HAND_BACK, evict: [hold.holderId] },
            claimContext(context, 'hand-back'),
          );
        else await claims.release(hold.kind, hold.key, hold.holderId, claimContext(context, 'give-back'));
      }
    };
    // Every new hold is taken at once: each take waits for its own commit, so taking them one after
    // the other made a booking wait three commits. A refusal gives back whatever the others took;
    // the first refusal in the holds' order is the one answered.
    const takes = wanted.flatMap((hold) => {
      const from = held.find((previous) => sameKey(previous, hold));
      if (from?.holderId === hold.holderId) return [];
      const terms = from ? { ...hold.terms, evict: [from.holderId] } : hold.terms;
      return [
        claims
          .claim(hold.kind, hold.key, hold.holderId, terms, claimContext(context, 'take'))
          .then(() => taken.push({ hold, from })),
      ];
    });
    const refusal = (await Promise.allSettled(takes)).find((outcome) => outcome.status === 'rejected');
    if (refusal) {
      await giveBack();
      throw refusal.reason;
    }
    if (taken.length === 0 && released.length === 0) return;
    const take: GuardedTake = {
      recorded: async () => {
        for (const hold of released)
          await claims.release(hold.kind, hold.key, hold.holderId, claimContext(context, 'release'));
      },
      abandoned: giveBack,
    };
    return take;
  };
}
