import type { MessageKey } from '@boxstudio/contracts';
import { defineAggregate, type Aggregate } from '../aggregates/define-aggregate.js';
import type { DomainEvent } from '../domain/decider.js';
import { conflict } from '../domain/domain-error.js';

/** A span of time `[from, to)` taken by one owner (a membership) under one command's tag. */
export interface HeldSpan {
  readonly owner: string;
  readonly tag: string;
  /** Null: a mark, holding no time (a change that ends the owner's span records where it stood). */
  readonly from: string | null;
  readonly to: string | null;
  readonly heldAt: string;
}

export interface SpanState {
  /** In the order they were taken: `settle` relies on it. */
  readonly spans: readonly HeldSpan[];
  /** The key's stream has recorded something: the spans held before it began have been taken in (SeedSpans). */
  readonly begun: boolean;
}

/** A span an owner already held before the key's stream began, taken in once (SeedSpans). */
export interface EarlierSpan {
  readonly owner: string;
  readonly from: string;
  readonly to: string;
}

/** The tag of the spans taken in when a key's stream begins. */
export const EARLIER_TAG = 'earlier';

export type SpanCommand =
  | {
      readonly type: 'HoldSpan';
      readonly owner: string;
      readonly tag: string;
      readonly from: string | null;
      readonly to: string | null;
      readonly at: string;
      /** Spans of other owners found no longer held by right (checked against their own streams). */
      readonly evict: readonly { readonly owner: string; readonly tag: string }[];
      readonly overlap: MessageKey;
    }
  /** Once, before the key's first span: what owners held before the stream began (no overlap check). */
  | { readonly type: 'SeedSpans'; readonly spans: readonly EarlierSpan[]; readonly at: string }
  | { readonly type: 'SettleSpan'; readonly owner: string; readonly tag: string }
  | { readonly type: 'GiveBackSpan'; readonly owner: string; readonly tag: string };

export type SpanEvent =
  | DomainEvent<
      'SpanHeld',
      {
        readonly owner: string;
        readonly tag: string;
        readonly from: string | null;
        readonly to: string | null;
        readonly heldAt: string;
      }
    >
  | DomainEvent<'SpanDropped', { readonly owner: string; readonly tag: string }>
  | DomainEvent<'SpansBegun', { readonly earlier: number }>;

const overlaps = (a: HeldSpan, from: string, to: string): boolean =>
  a.from !== null && a.to !== null && Date.parse(a.from) < Date.parse(to) && Date.parse(from) < Date.parse(a.to);

const dropped = (span: { owner: string; tag: string }): SpanEvent => ({
  type: 'SpanDropped',
  data: { owner: span.owner, tag: span.tag },
});

function decide(command: SpanCommand, state: SpanState): SpanEvent[] {
  if (command.type === 'SeedSpans') {
    if (state.begun) return [];
    const held = command.spans.map(({ owner, from, to }): SpanEvent => ({
      type: 'SpanHeld',
      data: { owner, tag: EARLIER_TAG, from, to, heldAt: command.at },
    }));
    return [...held, { type: 'SpansBegun', data: { earlier: held.length } }];
  }
  const mine = state.spans.filter((span) => span.owner === command.owner);
  switch (command.type) {
    case 'HoldSpan': {
      const { owner, tag, from, to, at } = command;
      const evicted = state.spans.filter(
        (span) => span.owner !== owner && command.evict.some((e) => e.owner === span.owner && e.tag === span.tag),
      );
      const blocking =
        from === null || to === null
          ? undefined
          : state.spans.find((span) => span.owner !== owner && !evicted.includes(span) && overlaps(span, from, to));
      if (blocking) throw conflict(command.overlap, { owner: blocking.owner, until: blocking.to ?? '' });
      // Taken again by the same command (another attempt): it moves to the end, after what that attempt decided on.
      const replaced = mine.filter((span) => span.tag === tag);
      return [
        ...[...evicted, ...replaced].map(dropped),
        { type: 'SpanHeld', data: { owner, tag, from, to, heldAt: at } },
      ];
    }
    case 'SettleSpan': {
      // Everything the owner held before this tag was taken is superseded: any command that took
      // a span after it decided on a later state of the owner (see Spans.guard).
      const index = mine.findIndex((span) => span.tag === command.tag);
      if (index < 0) return [];
      const settled = mine[index] as HeldSpan;
      const stale = [...mine.slice(0, index), ...(settled.from === null ? [settled] : [])];
      return stale.map(dropped);
    }
    case 'GiveBackSpan':
      return mine.filter((span) => span.tag === command.tag).map(dropped);
  }
}

function evolve(state: SpanState, event: SpanEvent): SpanState {
  if (event.type === 'SpansBegun') return { ...state, begun: true };
  const others = state.spans.filter((span) => !(span.owner === event.data.owner && span.tag === event.data.tag));
  return { spans: event.type === 'SpanHeld' ? [...others, event.data] : others, begun: true };
}

/** A kind of span claim: its aggregate, one stream per key (`<name>-<key>`). */
export interface SpanKind {
  readonly name: string;
  readonly aggregate: Aggregate<SpanState, SpanCommand, SpanEvent, SpanState>;
}

/**
 * At most one owner over any instant, per key (decision 18 for time rather than units): one live
 * membership per client at any instant. Each command that changes an owner's span takes it under
 * its own tag before its change is recorded, and settles it once recorded, so two commands on one
 * owner never give back each other's span.
 */
export function defineSpanClaim(name: string): SpanKind {
  return {
    name,
    aggregate: defineAggregate({
      name,
      initial: { spans: [], begun: false } as SpanState,
      decide,
      evolve,
      toDto: (state: SpanState) => state,
      // evolve builds new lists and holders and never changes what it is given.
      immutableStates: true,
    }),
  };
}
