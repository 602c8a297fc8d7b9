import { Injectable } from '@nestjs/common';
import { DomainError, conflict } from '../../../platform/domain/domain-error.js';
import { AggregateStore, type AppendGuard, type GuardedTake } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { defineSpanClaim } from '../../../platform/claims/define-span-claim.js';
import { Spans, type Span, type SpanRule } from '../../../platform/claims/spans.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { membershipAggregate, type MembershipState } from '../domain/membership.aggregate.js';
import { MembershipQueries } from '../queries/membership-queries.js';
import type { MembershipEvent } from '../domain/membership.events.js';

/** Each client's live memberships over time: streams `client-terms-<userId>`, at most one over any instant. */
export const clientTerms = defineSpanClaim('client-terms');

/** The days a membership holds: ACTIVE, from its start to its end. */
export function termSpan(state: MembershipState): Span | null {
  return state.status === 'ACTIVE' ? { from: state.terms.startDate, to: state.terms.endDate } : null;
}

/**
 * A client holds at most one live membership at any instant (CONTRACT.md), under concurrency: a
 * sale, renewal, freeze, plan change or edit takes the days its decided state covers in the
 * client's terms before it is recorded; a cancellation or deletion lets them go once recorded.
 */
@Injectable()
export class MembershipTermsGuard {
  private readonly rule: SpanRule<MembershipState>;

  constructor(
    private readonly spans: Spans,
    store: AggregateStore,
    queries: MembershipQueries,
    private readonly calendar: StudioCalendar,
  ) {
    this.rule = {
      kind: clientTerms,
      keyOf: (state) => (state.status === 'none' || state.status === 'deleted' ? null : state.terms.userId),
      spanOf: termSpan,
      overlap: 'MEMBERSHIP.ACTIVE_UNTIL',
      currentSpanOf: async (membershipId) => termSpan((await store.load(membershipAggregate, membershipId)).state),
      // Memberships sold before clients' terms were claimed: long recorded, so the read model holds them.
      earlierSpans: async (userId) =>
        (await queries.activeOf(userId)).map(({ id, startDate, endDate }) => ({
          owner: id,
          from: startDate,
          to: endDate,
        })),
    };
  }

  guard(membershipId: string, context: CommandContext): AppendGuard<MembershipState, MembershipEvent> {
    const take = this.spans.guard<MembershipState, MembershipEvent>(this.rule, membershipId, context);
    return async (change): Promise<GuardedTake | void> => {
      try {
        return await take(change);
      } catch (error) {
        throw this.named(error);
      }
    };
  }

  /**
   * The refusal names the current end as the lists show it, a studio day ('hasta el 31/01/2031'); `until` is
   * the instant.
   */
  private named(error: unknown): unknown {
    if (!(error instanceof DomainError) || error.code !== 'MEMBERSHIP.ACTIVE_UNTIL') return error;
    const until = String(error.params.until ?? '');
    const [year, month, day] = (until === '' ? '' : this.calendar.dayOf(new Date(until))).split('-');
    return conflict('MEMBERSHIP.ACTIVE_UNTIL', { date: `${day}/${month}/${year}`, until });
  }
}
