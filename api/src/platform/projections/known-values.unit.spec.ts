import { KnownValues } from './known-values.js';

describe('KnownValues', () => {
  it('follows a field first filtered on in an empty collection: only the values written may match', () => {
    const known = new KnownValues();
    expect(known.mayMatch('bookings', { userId: 'ana' })).toBe(false);
    known.noteDoc('bookings', { _id: 'b1', userId: 'ana' });
    known.noteSet('bookings', { userId: 'luis' }, false);
    expect(known.mayMatch('bookings', { userId: 'ana' })).toBe(true);
    expect(known.mayMatch('bookings', { userId: 'luis' })).toBe(true);
    expect(known.mayMatch('bookings', { userId: 'sofia' })).toBe(false);
  });

  it('counts a field a created document lacks as null, which an equality to null matches', () => {
    const known = new KnownValues();
    expect(known.mayMatch('bookings', { coachId: null })).toBe(false);
    known.noteDoc('bookings', { _id: 'b1' });
    expect(known.mayMatch('bookings', { coachId: null })).toBe(true);
    const upserted = new KnownValues();
    expect(upserted.mayMatch('bookings', { coachId: 'c1' })).toBe(false);
    upserted.noteSet('bookings', { status: 'PENDING' }, true);
    expect(upserted.mayMatch('bookings', { coachId: null })).toBe(true);
  });

  it('does not follow a field first asked about once something was created', () => {
    const known = new KnownValues();
    known.noteDoc('bookings', { _id: 'b1', userId: 'ana' });
    expect(known.mayMatch('bookings', { userId: 'sofia' })).toBe(true);
  });

  it('gives up a collection on a value it cannot compare, or when told to', () => {
    const known = new KnownValues();
    expect(known.mayMatch('bookings', { tag: 'a' })).toBe(false);
    known.noteSet('bookings', { tag: ['a', 'b'] }, false);
    expect(known.mayMatch('bookings', { tag: 'a' })).toBe(true);
    const told = new KnownValues();
    expect(told.mayMatch('people', { branchId: 'b1' })).toBe(false);
    told.giveUp('people');
    expect(told.mayMatch('people', { branchId: 'b1' })).toBe(true);
    expect(told.mayMatch('classes', { branchId: 'b1' })).toBe(false);
  });

  it('needs every equality to be possible', () => {
    const known = new KnownValues();
    expect(known.mayMatch('bookings', { userId: 'ana', status: 'PENDING' })).toBe(false);
    known.noteDoc('bookings', { _id: 'b1', userId: 'ana', status: 'CONFIRMED' });
    expect(known.mayMatch('bookings', { userId: 'ana', status: 'PENDING' })).toBe(false);
    expect(known.mayMatch('bookings', { userId: 'ana', status: 'CONFIRMED' })).toBe(true);
  });
});
