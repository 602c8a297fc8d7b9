import { describe, expect, it } from '@jest/globals';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_PATTERN, type ReservationDto } from '@boxstudio/contracts';
import {
  defaultEnd,
  EMPTY_RESERVATION_FORM,
  formFromReservation,
  occurrenceTimes,
  toCreateRequest,
  toUpdateRequest,
  validateReservationForm,
} from './reservation-form';
import { SAMPLE_CLIENT_PASSWORD, toCreateClient, validateSampleClient } from './sample-class-form';

const at = (date: string, time: string) => ({ date, time });
const problem = (key: string) => ({ key, params: {} });

describe('the reservation form rules (spec §5)', () => {
  it('requires the client, class, instructor, an occurrence of the timetable, start and end', () => {
    expect(validateReservationForm(EMPTY_RESERVATION_FORM)).toEqual({
      userId: 'required',
      classId: 'required',
      instructorId: 'required',
      occurrence: 'required',
      startTime: 'required',
      endTime: 'required',
    });
  });

  it('needs no occurrence at a free time, whose times are typed', () => {
    expect(validateReservationForm({ ...EMPTY_RESERVATION_FORM, timing: 'free' })).not.toHaveProperty('occurrence');
  });

  it("takes both times from an occurrence of the timetable, on the studio's clock", () => {
    expect(occurrenceTimes({ startTime: '2026-03-11T00:00:00.000Z', endTime: '2026-03-11T00:45:00.000Z' })).toEqual({
      occurrence: '2026-03-11T00:00:00.000Z',
      startTime: at('10/03/2026', '18:00'),
      endTime: at('10/03/2026', '18:45'),
    });
  });

  it("says 'Fecha inválida' for a date that is not one, and asks for the start before the end", () => {
    const values = {
      ...EMPTY_RESERVATION_FORM,
      startTime: at('31/02/2026', '18:00'),
      endTime: at('10/03/2026', '18:50'),
    };
    expect(validateReservationForm(values)).toMatchObject({ startTime: problem('VALIDATION.DATE') });
    expect(validateReservationForm({ ...values, endTime: at('10/03/2026', '25:00') })).toMatchObject({
      endTime: problem('VALIDATION.DATE'),
    });
    expect(validateReservationForm({ ...values, startTime: at('', '') })).toMatchObject({
      startTime: 'required',
      endTime: problem('VALIDATION.START_FIRST'),
    });
  });

  it('wants the end after the start, and a reservation of at most a day', () => {
    const start = at('10/03/2026', '18:00');
    expect(
      validateReservationForm({ ...EMPTY_RESERVATION_FORM, startTime: start, endTime: at('10/03/2026', '18:00') })
        .endTime,
    ).toEqual(problem('VALIDATION.END_AFTER_START'));
    expect(
      validateReservationForm({ ...EMPTY_RESERVATION_FORM, startTime: start, endTime: at('10/03/2026', '17:59') })
        .endTime,
    ).toEqual(problem('VALIDATION.END_AFTER_START'));
    expect(
      validateReservationForm({ ...EMPTY_RESERVATION_FORM, startTime: start, endTime: at('11/03/2026', '18:01') })
        .endTime,
    ).toEqual(problem('VALIDATION.RESERVATION_TOO_LONG'));
    expect(
      validateReservationForm({ ...EMPTY_RESERVATION_FORM, startTime: start, endTime: at('10/03/2026', '18:50') })
        .endTime,
    ).toBeUndefined();
  });

  it('puts the end 50 minutes after a complete start, across midnight too, and nothing for an incomplete one', () => {
    expect(defaultEnd(at('10/03/2026', '18:00'))).toEqual(at('10/03/2026', '18:50'));
    expect(defaultEnd(at('10/03/2026', '7:30'))).toEqual(at('10/03/2026', '08:20'));
    expect(defaultEnd(at('31/12/2026', '23:30'))).toEqual(at('01/01/2027', '00:20'));
    expect(defaultEnd(at('10/03/202', '18:00'))).toBeNull();
  });

  it("reads and writes the times on the studio's clock, UTC on the wire; an edit sends only the times", () => {
    const values = {
      userId: 'u-1',
      classId: 'c-1',
      instructorId: 'i-1',
      timing: 'free' as const,
      occurrence: '',
      startTime: at('10/03/2026', '18:00'),
      endTime: at('10/03/2026', '18:50'),
    };
    expect(toCreateRequest(values)).toEqual({
      userId: 'u-1',
      classId: 'c-1',
      instructorId: 'i-1',
      startTime: '2026-03-11T00:00:00.000Z',
      endTime: '2026-03-11T00:50:00.000Z',
    });
    expect(toUpdateRequest(values)).toEqual({
      startTime: '2026-03-11T00:00:00.000Z',
      endTime: '2026-03-11T00:50:00.000Z',
    });
    const booked = {
      userId: 'u-1',
      classId: 'c-1',
      instructorId: 'i-1',
      startTime: '2026-03-11T00:00:00.000Z',
      endTime: '2026-03-11T00:50:00.000Z',
    } as ReservationDto;
    expect(formFromReservation(booked)).toEqual(values);
  });
});

describe('the sample class wizard, step 1 (spec §5, §7)', () => {
  it("requires the name, a valid email and the client's WhatsApp number; the date of birth only when typed", () => {
    expect(validateSampleClient({ name: '', email: '', phone: '', dateOfBirth: '' })).toEqual({
      name: 'required',
      email: 'required',
      phone: problem('VALIDATION.WHATSAPP_REQUIRED'),
    });
    expect(
      validateSampleClient({ name: 'Lucía', email: 'lucia@', phone: '55 1234', dateOfBirth: '31/02/1990' }),
    ).toEqual({
      email: problem('VALIDATION.EMAIL'),
      phone: problem('VALIDATION.WHATSAPP_FORMAT'),
      dateOfBirth: problem('VALIDATION.DATE'),
    });
    expect(
      validateSampleClient({
        name: 'Lucía',
        email: 'lucia@example.com',
        phone: '+52 55 1234 5678',
        dateOfBirth: '17/05/1990',
      }),
    ).toEqual({});
  });

  it('creates an active CLIENT with the fixed initial password, which meets the password rules', () => {
    expect(SAMPLE_CLIENT_PASSWORD.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(SAMPLE_CLIENT_PASSWORD).toMatch(PASSWORD_STRENGTH_PATTERN);
    expect(
      toCreateClient({ name: ' Lucía ', email: 'lucia@example.com', phone: '55 1234 5678', dateOfBirth: '17/05/1990' }),
    ).toEqual({
      name: 'Lucía',
      email: 'lucia@example.com',
      phone: '55 1234 5678',
      dateOfBirth: '1990-05-17T00:00:00.000Z',
      password: SAMPLE_CLIENT_PASSWORD,
      mustChangePassword: true,
      role: 'CLIENT',
      isActive: true,
    });
  });
});
