import { bookingQueries, PAST_SHOWN, UPCOMING_SHOWN } from './person-bookings';

describe("a person page's bookings", () => {
  const now = new Date('2026-03-10T18:00:00.000Z');

  it('asks the server for the soonest to come and the latest started, cut at now', () => {
    expect(bookingQueries({ userId: 'ana' }, now)).toEqual({
      upcoming: {
        userId: 'ana',
        startsFrom: '2026-03-10T18:00:00.001Z',
        sort: 'startTime',
        order: 'asc',
        limit: UPCOMING_SHOWN,
      },
      past: {
        userId: 'ana',
        startsBefore: '2026-03-10T18:00:00.001Z',
        sort: 'startTime',
        order: 'desc',
        limit: PAST_SHOWN,
      },
    });
  });

  it("reads an instructor's by the classes they teach", () => {
    expect(bookingQueries({ instructorId: 'dani' }, now).upcoming.instructorId).toBe('dani');
  });
});
