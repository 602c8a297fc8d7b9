import { specFor } from '../../testing/given-when-then.js';
import { defineSpanClaim, type SpanEvent } from './define-span-claim.js';

const terms = defineSpanClaim('client-terms');
const spec = specFor(terms.aggregate);
const AT = '2031-01-01T00:00:00.000Z';
const held = (owner: string, tag: string, from: string | null, to: string | null): SpanEvent => ({
  type: 'SpanHeld',
  data: { owner, tag, from, to, heldAt: AT },
});
const dropped = (owner: string, tag: string): SpanEvent => ({ type: 'SpanDropped', data: { owner, tag } });
const hold = (owner: string, tag: string, from: string | null, to: string | null) =>
  ({ type: 'HoldSpan', owner, tag, from, to, at: AT, evict: [], overlap: 'MEMBERSHIP.ACTIVE_UNTIL' }) as const;
const january = held('m1', 'c1', '2031-01-01T06:00:00.000Z', '2031-01-31T06:00:00.000Z');

describe('span claim decider', () => {
  describe('holding', () => {
    it('holds a span no other owner overlaps', () => {
      spec([january])
        .when(hold('m2', 'c2', '2031-01-31T06:00:00.000Z', '2031-03-02T06:00:00.000Z'))
        .then([held('m2', 'c2', '2031-01-31T06:00:00.000Z', '2031-03-02T06:00:00.000Z')]);
    });

    it('refuses a span another owner overlaps, naming where it ends', () => {
      spec([january])
        .when(hold('m2', 'c2', '2031-01-15T06:00:00.000Z', '2031-02-15T06:00:00.000Z'))
        .thenThrows('MEMBERSHIP.ACTIVE_UNTIL');
    });

    it('lets an owner overlap its own earlier span (a renewal extends it)', () => {
      spec([january])
        .when(hold('m1', 'c2', '2031-01-01T06:00:00.000Z', '2031-02-28T06:00:00.000Z'))
        .then([held('m1', 'c2', '2031-01-01T06:00:00.000Z', '2031-02-28T06:00:00.000Z')]);
    });

    it('holds over another owner’s span it was told to evict', () => {
      spec([january])
        .when({
          ...hold('m2', 'c2', '2031-01-15T06:00:00.000Z', '2031-02-15T06:00:00.000Z'),
          evict: [{ owner: 'm1', tag: 'c1' }],
        })
        .then([dropped('m1', 'c1'), held('m2', 'c2', '2031-01-15T06:00:00.000Z', '2031-02-15T06:00:00.000Z')]);
    });
  });

  describe('settling and giving back', () => {
    it('settles a recorded change: what the owner held before its tag goes', () => {
      const renewed = held('m1', 'c2', '2031-01-01T06:00:00.000Z', '2031-02-28T06:00:00.000Z');
      const later = held('m1', 'c3', '2031-01-01T06:00:00.000Z', '2031-03-28T06:00:00.000Z');
      spec([january, renewed, later])
        .when({ type: 'SettleSpan', owner: 'm1', tag: 'c2' })
        .then([dropped('m1', 'c1')]);
    });

    it('settles a change that ends the span: its mark goes too', () => {
      spec([january, held('m1', 'c2', null, null)])
        .when({ type: 'SettleSpan', owner: 'm1', tag: 'c2' })
        .then([dropped('m1', 'c1'), dropped('m1', 'c2')]);
    });

    it('gives back only the abandoned attempt’s span', () => {
      const attempt = held('m1', 'c2', '2031-01-01T06:00:00.000Z', '2031-02-28T06:00:00.000Z');
      spec([january, attempt])
        .when({ type: 'GiveBackSpan', owner: 'm1', tag: 'c2' })
        .then([dropped('m1', 'c2')]);
    });
  });

  describe('beginning', () => {
    it('takes in, once, the spans held before the stream began', () => {
      const earlier = { owner: 'm0', from: '2030-12-01T06:00:00.000Z', to: '2031-02-01T06:00:00.000Z' };
      spec([])
        .when({ type: 'SeedSpans', spans: [earlier], at: AT })
        .then([held('m0', 'earlier', earlier.from, earlier.to), { type: 'SpansBegun', data: { earlier: 1 } }]);
      spec([{ type: 'SpansBegun', data: { earlier: 0 } }])
        .when({ type: 'SeedSpans', spans: [earlier], at: AT })
        .then([]);
      spec([january])
        .when({ type: 'SeedSpans', spans: [earlier], at: AT })
        .then([]);
    });
  });
});
