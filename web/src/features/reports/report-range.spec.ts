import { daysIn, isReportDay, presetOf, presetRange, rangeProblem } from './report-range';

describe('report periods', () => {
  const today = '2026-03-15';

  it('draws each quick choice up to today, on calendar days', () => {
    expect(presetRange('last30', today)).toEqual({ startDate: '2026-02-14', endDate: today });
    expect(daysIn(presetRange('last30', today))).toBe(30);
    expect(presetRange('thisMonth', today)).toEqual({ startDate: '2026-03-01', endDate: today });
    expect(presetRange('lastMonth', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetRange('last12Months', today)).toEqual({ startDate: '2025-04-01', endDate: today });
    expect(presetRange('thisYear', today)).toEqual({ startDate: '2026-01-01', endDate: today });
  });

  it('takes last month across the new year and a leap February', () => {
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-01')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('names the quick choice the days are, or custom', () => {
    expect(presetOf({ startDate: '2026-02-14', endDate: today }, today)).toBe('last30');
    expect(presetOf({ startDate: '2026-02-01', endDate: '2026-02-28' }, today)).toBe('lastMonth');
    expect(presetOf({ startDate: '2026-02-02', endDate: '2026-02-28' }, today)).toBe('custom');
  });

  it('refuses what the API would: an end before the start, more than 731 days', () => {
    expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('REPORT.RANGE_REVERSED');
    expect(rangeProblem({ startDate: '2024-03-01', endDate: '2026-03-01' })).toBeNull();
    expect(daysIn({ startDate: '2024-03-01', endDate: '2026-03-01' })).toBe(731);
    expect(rangeProblem({ startDate: '2024-02-29', endDate: '2026-03-01' })).toBe('REPORT.RANGE_TOO_LONG');
    expect(rangeProblem({ startDate: today, endDate: today })).toBeNull();
  });

  it('takes only real days from an address', () => {
    expect(isReportDay('2026-02-28')).toBe(true);
    expect(isReportDay('2026-02-30')).toBe(false);
    expect(isReportDay('28/02/2026')).toBe(false);
    expect(isReportDay(null)).toBe(false);
  });
});
