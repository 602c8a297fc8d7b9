import { specFor } from '../../testing/given-when-then.js';
import { idempotencyKeyAggregate, type KeyEvent } from './idempotency-keys.js';

const spec = specFor(idempotencyKeyAggregate);
const take = (fingerprint: string) => ({ type: 'TakeIdempotencyKey' as const, fingerprint });
const release = (fingerprint: string) => ({ type: 'ReleaseIdempotencyKey' as const, fingerprint });
const taken = (fingerprint: string): KeyEvent => ({ type: 'IdempotencyKeyTaken', data: { fingerprint } });
const released = (fingerprint: string): KeyEvent => ({ type: 'IdempotencyKeyReleased', data: { fingerprint } });

describe('an idempotency key', () => {
  describe('free', () => {
    it('is taken by the first request that uses it', () => {
      spec([])
        .when(take('A'))
        .then([taken('A')]);
    });

    it('is taken again by a corrected request once the refused one gave it back', () => {
      spec([taken('A'), released('A')])
        .when(take('B'))
        .then([taken('B')]);
    });

    it('has nothing to give back', () => {
      spec([]).when(release('A')).then([]);
    });
  });

  describe('taken', () => {
    it('lets the same request through again without recording anything (a retry)', () => {
      spec([taken('A')])
        .when(take('A'))
        .then([]);
    });

    it('refuses another request, whatever its route or target (422)', () => {
      spec([taken('A')])
        .when(take('B'))
        .thenThrows('HTTP.IDEMPOTENCY_KEY_REUSED');
    });

    it('is given back only by the request that holds it', () => {
      spec([taken('A')])
        .when(release('A'))
        .then([released('A')]);
      spec([taken('A')])
        .when(release('B'))
        .then([]);
    });
  });
});
