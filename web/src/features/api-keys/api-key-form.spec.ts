import { typedDayOf } from '../../components/admin/date-time-field';
import { addStudioDays, studioDayEndsAt, studioToday } from '../../lib/studio-time';
import { emptyApiKeyForm, expiryInstant, expiryProblem, latestExpiry, toCreateRequest } from './api-key-form';

// 10:30 in Mexico City (UTC-6).
const NOW = new Date('2026-03-10T16:30:00.000Z');
const typed = (days: number) => typedDayOf(addStudioDays(studioToday(NOW), days));

describe('the new key form', () => {
  it('starts 90 studio days ahead, on every branch', () => {
    expect(emptyApiKeyForm(NOW)).toEqual({ name: '', expiresAt: '08/06/2026', branchId: '' });
  });

  it('takes an expiry from today to a year ahead, as the API does', () => {
    expect(expiryProblem('', NOW)).toBe('required');
    expect(expiryProblem('31/02/2026', NOW)).toEqual({ key: 'VALIDATION.DATE', params: {} });
    expect(expiryProblem(typed(-1), NOW)).toEqual({ key: 'API_KEY.EXPIRY_NOT_FUTURE', params: {} });
    expect(expiryProblem(typed(0), NOW)).toBeUndefined();
    expect(expiryProblem('10/03/2027', NOW)).toBeUndefined();
    expect(expiryProblem('11/03/2027', NOW)).toEqual({ key: 'API_KEY.EXPIRY_TOO_FAR', params: {} });
  });

  it('sends the end of the studio day typed, or the API limit itself on the last day allowed', () => {
    expect(expiryInstant('08/06/2026', NOW)).toBe('2026-06-09T05:59:59.999Z');
    expect(new Date(expiryInstant(typed(0), NOW)).getTime()).toBe(Date.parse(studioDayEndsAt(studioToday(NOW))) - 1);
    expect(expiryInstant('10/03/2027', NOW)).toBe(latestExpiry(NOW).toISOString());
    expect(latestExpiry(NOW).toISOString()).toBe('2027-03-10T16:30:00.000Z');
  });

  it('sends the trimmed name, and a branch only when one is chosen', () => {
    const request = toCreateRequest({ name: '  Power BI ', expiresAt: typed(10), branchId: '' });
    expect(request).toEqual({ name: 'Power BI', expiresAt: expect.any(String) });
    expect(toCreateRequest({ name: 'Hoja', expiresAt: typed(10), branchId: 'b-1' }).branchId).toBe('b-1');
  });
});
