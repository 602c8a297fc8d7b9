import type { MessageKey } from '@boxstudio/contracts';
import { defineAggregate, type Aggregate } from '../aggregates/define-aggregate.js';
import type { DomainEvent } from '../domain/decider.js';
import { conflict } from '../domain/domain-error.js';

/** One holder of a claim: who, how many units (a seat is 1, a sale of three items is 3), since when. */
export interface ClaimHolder {
  readonly id: string;
  readonly units: number;
  readonly claimedAt: string | null;
}

export interface ClaimState {
  readonly holders: readonly ClaimHolder[];
}

/** What a claim allows: at most `limit` units held at once; past it, a conflict with the `full` message. */
export interface ClaimTerms {
  readonly limit: number;
  readonly full: MessageKey;
  /** Units this holder takes (default 1). */
  readonly units?: number;
}

/**
 * `evict`: current holders the caller found no longer entitled (a deleted person, a claim
 * abandoned by a crash); they are released before the limit is checked.
 */
export type ClaimCommand =
  | ({
      readonly type: string;
      readonly action: 'claim';
      readonly holderId: string;
      readonly at: string;
      readonly evict: readonly string[];
    } & Required<ClaimTerms>)
  | { readonly type: string; readonly action: 'release'; readonly holderId: string };

export type ClaimEvent = DomainEvent<string, Readonly<Record<string, unknown>>>;

export interface ClaimSpec {
  /** The claim's streams are `<name>-<key>`. */
  readonly name: string;
  /** The holder's field in the events (default `holderId`): `userId`, `reservationId`... */
  readonly holder?: string;
  /** Prefix of the event and command types (default the name in PascalCase): EmailClaimed, ClaimEmail. */
  readonly prefix?: string;
}

/** A kind of claim: its aggregate (one stream per key) and the commands the Claims helper sends it. */
export interface ClaimKind {
  readonly name: string;
  readonly aggregate: Aggregate<ClaimState, ClaimCommand, ClaimEvent, ClaimState>;
  claim(holderId: string, terms: ClaimTerms, at: string, evict?: readonly string[]): ClaimCommand;
  release(holderId: string): ClaimCommand;
}

const pascal = (name: string): string =>
  name.replace(/(^|[-_\s]+)(\w)/g, (_, _separator: string, letter: string) => letter.toUpperCase());

function checkTerms(limit: number, units: number): void {
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`A claim's limit must be a whole number ≥ 0 (got ${limit})`);
  if (!Number.isInteger(units) || units < 1)
    throw new Error(`A claim takes a whole number of units ≥ 1 (got ${units})`);
}

/**
 * A limit that spans streams (decisions 5 and 18), on its own stream per key appended with the
 * expected revision: the class occurrence's seats, an item's stock, one live booking per client
 * per occurrence, one person per email. Claiming again by a holder is a no-op; releasing by a
 * non-holder too.
 */
export function defineClaim(spec: ClaimSpec): ClaimKind {
  const holderField = spec.holder ?? 'holderId';
  const prefix = spec.prefix ?? pascal(spec.name);
  const types = {
    claimed: `${prefix}Claimed`,
    released: `${prefix}Released`,
    claim: `Claim${prefix}`,
    release: `Release${prefix}`,
  };
  const claimed = (holder: string, at: string, units: number): ClaimEvent => ({
    type: types.claimed,
    data: { [holderField]: holder, claimedAt: at, ...(units === 1 ? {} : { units }) },
  });
  const released = (holder: string): ClaimEvent => ({ type: types.released, data: { [holderField]: holder } });

  function decide(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
    const held = state.holders.some((holder) => holder.id === command.holderId);
    if (command.action === 'release') return held ? [released(command.holderId)] : [];
    const evicted = state.holders.filter(
      (holder) => holder.id !== command.holderId && command.evict.includes(holder.id),
    );
    // Held already: nothing to take, but a hold handed back to it (claim-guard.ts) still leaves.
    if (held) return evicted.map((holder) => released(holder.id));
    checkTerms(command.limit, command.units);
    const used = state.holders.reduce((sum, holder) => (evicted.includes(holder) ? sum : sum + holder.units), 0);
    if (used + command.units > command.limit) throw conflict(command.full, { limit: command.limit });
    return [...evicted.map((holder) => released(holder.id)), claimed(command.holderId, command.at, command.units)];
  }

  function evolve(state: ClaimState, event: ClaimEvent): ClaimState {
    const id = String(event.data[holderField]);
    const others = state.holders.filter((holder) => holder.id !== id);
    if (event.type !== types.claimed) return { holders: others };
    const { claimedAt, units } = event.data;
    return {
      holders: [
        ...others,
        {
          id,
          units: typeof units === 'number' ? units : 1,
          claimedAt: typeof claimedAt === 'string' ? claimedAt : null,
        },
      ],
    };
  }

  return {
    name: spec.name,
    // The holders are internal: a claim is never audited or answered as is.
    aggregate: defineAggregate({
      name: spec.name,
      initial: { holders: [] } as ClaimState,
      decide,
      evolve,
      toDto: (state: ClaimState) => state,
      // evolve builds new lists and holders and never changes what it is given.
      immutableStates: true,
    }),
    claim: (holderId, terms, at, evict = []) => ({
      type: types.claim,
      action: 'claim',
      holderId,
      at,
      evict,
      limit: terms.limit,
      full: terms.full,
      units: terms.units ?? 1,
    }),
    release: (holderId) => ({ type: types.release, action: 'release', holderId }),
  };
}
