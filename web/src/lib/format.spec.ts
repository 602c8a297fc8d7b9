import { describe, expect, it } from '@jest/globals';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes the time in 24 hours in Spanish and in English', () => {
    const evening = new Date(2026, 0, 31, 18, 5);
    expect(formatDateTime(evening, 'es')).toMatch(/31 ene 2026.*18:05/);
    expect(formatDateTime(evening, 'en')).toMatch(/Jan 31, 2026.*18:05/);
    expect(formatDateTime(evening, 'en')).not.toMatch(/PM/);
    expect(formatDateTime(new Date(2026, 0, 31, 0, 30), 'en')).toMatch(/00:30/);
  });
});
