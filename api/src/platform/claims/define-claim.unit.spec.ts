import { specFor } from '../../testing/given-when-then.js';
import { defineClaim, type ClaimEvent } from './define-claim.js';

/** Seats of a class occurrence, held by reservations. */
const seats = defineClaim({ name: 'seat', holder: 'reservationId' });
const spec = specFor(seats.aggregate);
const at = '2030-03-01T09:00:00.000Z';
const terms = { limit: 2, full: 'VALIDATION.CLASS_CAPACITY' } as const;
const claimed = (reservationId: string, extra: object = {}): ClaimEvent => ({
  type: 'SeatClaimed',
  data: { reservationId, claimedAt: at, ...extra },
});
const released = (reservationId: string): ClaimEvent => ({ type: 'SeatReleased', data: { reservationId } });

describe('a claim', () => {
  it('names its events, commands and streams after its kind and its holder', () => {
    expect(seats.aggregate.streamId('class-1@2030-03-01T09:00')).toBe('seat-class-1@2030-03-01T09:00');
    expect(seats.claim('r1', terms, at).type).toBe('ClaimSeat');
    expect(seats.release('r1').type).toBe('ReleaseSeat');
    spec([])
      .when(seats.claim('r1', terms, at))
      .then([claimed('r1')]);
  });

  it('gives units while the limit allows, then refuses with the message the caller named', () => {
    spec([claimed('r1')])
      .when(seats.claim('r2', terms, at))
      .then([claimed('r2')]);
    spec([claimed('r1'), claimed('r2')])
      .when(seats.claim('r3', terms, at))
      .thenThrows('VALIDATION.CLASS_CAPACITY');
    spec([claimed('r1', { units: 2 })])
      .when(seats.claim('r2', terms, at))
      .thenThrows('VALIDATION.CLASS_CAPACITY');
    spec([claimed('r1')])
      .when(seats.claim('r2', { ...terms, units: 2 }, at))
      .thenThrows('VALIDATION.CLASS_CAPACITY');
  });

  it('is a no-op for a holder that claims again, and for a release by a non-holder', () => {
    spec([claimed('r1'), claimed('r2')])
      .when(seats.claim('r1', terms, at))
      .then([]);
    spec([claimed('r1')])
      .when(seats.release('r2'))
      .then([]);
  });

  it('frees the units of a released holder', () => {
    spec([claimed('r1'), claimed('r2')])
      .when(seats.release('r1'))
      .then([released('r1')]);
    spec([claimed('r1'), claimed('r2'), released('r1')])
      .when(seats.claim('r3', terms, at))
      .then([claimed('r3')]);
  });

  it('releases the holders the caller found stale before checking the limit', () => {
    spec([claimed('r1'), claimed('r2')])
      .when(seats.claim('r3', terms, at, ['r2']))
      .then([released('r2'), claimed('r3')]);
  });
});
