import { Injectable } from '@nestjs/common';
import type { MessageKey } from '@boxstudio/contracts';
import type { AppendGuard, GuardedTake } from '../aggregates/aggregate-store.js';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../aggregates/command-context.js';
import type { DomainEvent } from '../domain/decider.js';
import { DomainError } from '../domain/domain-error.js';
import type { EarlierSpan, HeldSpan, SpanKind } from './define-span-claim.js';

/** A span of time an owner's state takes; null when the state takes none (not live). */
export interface Span {
  readonly from: string;
  readonly to: string;
}

/** How a guarded command's states take spans. */
export interface SpanRule<State> {
  readonly kind: SpanKind;
  /** The key (e.g. the client) a state's span is counted under; null for a state of no one. */
  keyOf(state: State): string | null;
  spanOf(state: State): Span | null;
  /** Refused with this message; its params carry `until` (the blocking span's end) and `owner`. */
  readonly overlap: MessageKey;
  /**
   * The span another owner really takes now, read from that owner's own stream: a span it holds
   * that does not overlap it was left by a command that never finished, and is released once old.
   */
  currentSpanOf(owner: string): Promise<Span | null>;
  /**
   * The spans owners held before the key's stream began (recorded before these claims existed),
   * taken in once when the key is first used.
   */
  earlierSpans(key: string): Promise<readonly EarlierSpan[]>;
}

/** A span taken by a command that has not settled it is left alone this long: its change is on its way. */
const IN_FLIGHT_MS = 60_000;
const ATTEMPTS = 1000;
const sameSpan = (a: Span | null, b: Span | null): boolean => a?.from === b?.from && a?.to === b?.to;
const overlapping = (a: Span, b: Span): boolean =>
  Date.parse(a.from) < Date.parse(b.to) && Date.parse(b.from) < Date.parse(a.to);

/**
 * Takes, settles and gives back spans (define-span-claim.ts) around a command: the guard runs on
 * every attempt of the command, between its decision and its append (aggregate-store.ts), so the
 * span checked is the one the decider computed from the owner's own state.
 */
@Injectable()
export class Spans {
  constructor(private readonly store: AggregateStore) {}

  guard<State, Event extends DomainEvent>(
    rule: SpanRule<State>,
    owner: string,
    context: CommandContext,
  ): AppendGuard<State, Event> {
    let attempt = 0;
    return async ({ before, after }): Promise<GuardedTake | void> => {
      const span = rule.spanOf(after);
      if (sameSpan(rule.spanOf(before), span)) return;
      const key = rule.keyOf(after) ?? rule.keyOf(before);
      if (key === null) return;
      attempt += 1;
      const step = childContext(context, `span-${attempt}`);
      await this.begin(rule, key, step);
      await this.hold(rule, key, { owner, tag: context.commandId }, span, step);
      const run = (type: 'SettleSpan' | 'GiveBackSpan', name: string) =>
        this.send(rule.kind, key, { type, owner, tag: context.commandId }, childContext(step, name));
      return { recorded: () => run('SettleSpan', 'settle'), abandoned: () => run('GiveBackSpan', 'give-back') };
    };
  }

  /** The first use of a key takes in what was held before its stream began. */
  private async begin<State>(rule: SpanRule<State>, key: string, context: CommandContext): Promise<void> {
    if ((await this.store.current(rule.kind.aggregate, key)).state.begun) return;
    const spans = await rule.earlierSpans(key);
    await this.send(
      rule.kind,
      key,
      { type: 'SeedSpans', spans, at: context.now.toISOString() },
      childContext(context, 'begin'),
    );
  }

  private async hold<State>(
    rule: SpanRule<State>,
    key: string,
    { owner, tag }: { owner: string; tag: string },
    span: Span | null,
    context: CommandContext,
  ): Promise<void> {
    const command = {
      type: 'HoldSpan',
      owner,
      tag,
      from: span?.from ?? null,
      to: span?.to ?? null,
      at: context.now.toISOString(),
      overlap: rule.overlap,
    } as const;
    try {
      await this.send(rule.kind, key, { ...command, evict: [] }, context);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== rule.overlap || span === null) throw error;
      const evict = await this.leftBehind(rule, key, owner, span, context.now);
      if (evict.length === 0) throw error;
      await this.send(rule.kind, key, { ...command, evict }, childContext(context, 'evict'));
    }
  }

  /**
   * Spans of other owners that overlap but were left by commands that never finished (their owner is
   * elsewhere now).
   */
  private async leftBehind<State>(
    rule: SpanRule<State>,
    key: string,
    owner: string,
    span: Span,
    now: Date,
  ): Promise<HeldSpan[]> {
    const { state } = await this.store.load(rule.kind.aggregate, key);
    const left: HeldSpan[] = [];
    for (const held of state.spans) {
      if (
        held.owner === owner ||
        held.from === null ||
        held.to === null ||
        !overlapping(span, { from: held.from, to: held.to })
      )
        continue;
      const current = await rule.currentSpanOf(held.owner);
      if (current !== null && overlapping(span, current))
        throw new DomainError(rule.overlap, 'conflict', { owner: held.owner, until: current.to });
      if (now.getTime() - Date.parse(held.heldAt) <= IN_FLIGHT_MS) return [];
      left.push(held);
    }
    return left;
  }

  private async send(
    kind: SpanKind,
    key: string,
    command: Parameters<SpanKind['aggregate']['decide']>[0],
    context: CommandContext,
  ): Promise<void> {
    // A claim's stream is never the one the client read: an If-Match belongs to the owner's stream.
    const { expectedRevision: _ifMatch, ...onClaimStream } = context;
    await this.store.run(kind.aggregate, key, command, onClaimStream, {
      waitForProjections: false,
      attempts: ATTEMPTS,
    });
  }
}
