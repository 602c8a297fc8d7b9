import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { decodeMessage } from './message-code.js';
import {
  isCalendarDay,
  isInstant,
  OptionalDayOrInstant,
  OptionalInstant,
  RequiredDayOrInstant,
  RequiredInstant,
} from './validators.js';

class Instants {
  @RequiredInstant() at: string;
  @OptionalInstant() since?: string;
}

class Days {
  @RequiredDayOrInstant() until: string;
  @OptionalDayOrInstant({ clearable: true, dayAs: (day) => `${day}T00:00:00.000Z` }) born?: string | null;
}

/** What the pipe would answer: each field's message code, and the values as the command receives them. */
function check<T extends object>(type: new () => T, body: object): { errors: Record<string, string>; value: T } {
  const value = plainToInstance(type, body);
  const errors = Object.fromEntries(
    validateSync(value).map((error) => [
      error.property,
      decodeMessage(Object.values(error.constraints ?? {})[0] ?? '').key,
    ]),
  );
  return { errors, value };
}

describe('date fields on the wire', () => {
  it('takes a date-time only with its offset, and stores it in UTC', () => {
    expect(check(Instants, { at: '2030-05-02T10:00:00-06:00', since: '2030-05-02T10:00+0530' }).value).toMatchObject({
      at: '2030-05-02T16:00:00.000Z',
      since: '2030-05-02T04:30:00.000Z',
    });
    expect(check(Instants, { at: ' 2030-05-02T10:00:00.5Z ' }).value.at).toBe('2030-05-02T10:00:00.500Z');
  });

  it('refuses a date-time without an offset and a bare day for an instant (never read in the host zone)', () => {
    for (const sent of [
      '2030-05-02T10:00:00',
      '2030-05-02T10:00',
      '2030-05-02',
      '2030-02-30T10:00Z',
      '2030-05-02T10:00+25:00',
      'ayer',
      20300502,
    ]) {
      expect(check(Instants, { at: sent, since: sent }).errors).toEqual({
        at: 'VALIDATION.DATE',
        since: 'VALIDATION.DATE',
      });
    }
    expect(check(Instants, { since: '' }).errors).toEqual({ at: 'VALIDATION.REQUIRED' });
  });

  it('takes a bare day where the field is a day, as the day itself unless the field says what it becomes', () => {
    expect(check(Days, { until: '2030-05-20', born: '1990-05-17' }).value).toMatchObject({
      until: '2030-05-20',
      born: '1990-05-17T00:00:00.000Z',
    });
    expect(check(Days, { until: '2030-05-20T23:59:59.999-06:00', born: null }).value).toMatchObject({
      until: '2030-05-21T05:59:59.999Z',
      born: null,
    });
  });

  it('refuses on a day field what is neither a real day nor an instant with its offset', () => {
    for (const sent of ['2030-05-20T10:00', '2030-02-30', '20-05-2030']) {
      expect(check(Days, { until: sent, born: sent }).errors).toEqual({
        until: 'VALIDATION.DATE',
        born: 'VALIDATION.DATE',
      });
    }
    expect(check(Days, {}).errors).toEqual({ until: 'VALIDATION.REQUIRED' });
  });

  it('tells instants and calendar days apart', () => {
    expect([isInstant('2030-05-02T10:00Z'), isInstant('2030-05-02T10:00'), isInstant('2030-05-02')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isCalendarDay('2030-05-02'), isCalendarDay('2030-02-29'), isCalendarDay('2030-05-02T10:00Z')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
