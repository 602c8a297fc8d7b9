import {
  CLASS_LIMITS,
  minutesOfDay,
  TIME_OF_DAY_PATTERN,
  type ClassScheduleSlot,
  type DayOfWeek,
} from '@boxstudio/contracts';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';

/**
 * A weekly timetable from any JSON value: the slots, or every problem as a field error named after
 * the slot (`schedules[2].endTime`). Opening hours are deliberately not enforced: the studio runs
 * special classes 24/7 (spec §9), so any time of the day is accepted.
 */
export function parseSchedules(value: unknown): ClassScheduleSlot[] {
  if (value === undefined || value === null)
    fail([{ field: 'schedules', message: encodeMessage('VALIDATION.REQUIRED') }]);
  if (!Array.isArray(value)) fail([{ field: 'schedules', message: encodeMessage('VALIDATION.INVALID_VALUE') }]);
  if (value.length > CLASS_LIMITS.slotsMax)
    fail([
      { field: 'schedules', message: encodeMessage('VALIDATION.CLASS_SLOTS_MAX', { max: CLASS_LIMITS.slotsMax }) },
    ]);

  const errors: RawFieldError[] = [];
  const slots: (ClassScheduleSlot | null)[] = value.map((item: unknown, index) => {
    const at = `schedules[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ field: at, message: encodeMessage('VALIDATION.INVALID_VALUE') });
      return null;
    }
    const raw = item as Record<string, unknown>;
    const dayOfWeek = day(raw.dayOfWeek, `${at}.dayOfWeek`, errors);
    const startTime = time(raw.startTime, `${at}.startTime`, errors);
    const endTime = time(raw.endTime, `${at}.endTime`, errors);
    if (dayOfWeek === null || startTime === null || endTime === null) return null;
    if (minutesOfDay(endTime) <= minutesOfDay(startTime)) {
      errors.push({ field: `${at}.endTime`, message: encodeMessage('VALIDATION.SLOT_END_BEFORE_START') });
      return null;
    }
    return { dayOfWeek, startTime, endTime };
  });

  // A slot that overlaps an earlier one of the same day is refused (touching ends do not overlap).
  slots.forEach((slot, index) => {
    if (!slot) return;
    const overlaps = slots
      .slice(0, index)
      .some(
        (other) =>
          other !== null &&
          other.dayOfWeek === slot.dayOfWeek &&
          other.startTime < slot.endTime &&
          slot.startTime < other.endTime,
      );
    if (overlaps)
      errors.push({ field: `schedules[${index}].startTime`, message: encodeMessage('VALIDATION.SLOT_OVERLAP') });
  });

  if (errors.length > 0) fail(errors);
  return slots.filter((slot): slot is ClassScheduleSlot => slot !== null);
}

function fail(errors: RawFieldError[]): never {
  throw new ValidationFailed(errors);
}

function day(value: unknown, field: string, errors: RawFieldError[]): DayOfWeek | null {
  if (value === undefined || value === null || value === '') {
    errors.push({ field, message: encodeMessage('VALIDATION.REQUIRED') });
    return null;
  }
  const number = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 6) {
    errors.push({ field, message: encodeMessage('VALIDATION.DAY_OF_WEEK') });
    return null;
  }
  return number as DayOfWeek;
}

/** "HH:MM" (24 h); a one-digit hour ("7:00") is read as "07:00". */
function time(value: unknown, field: string, errors: RawFieldError[]): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ field, message: encodeMessage('VALIDATION.REQUIRED') });
    return null;
  }
  const text = typeof value === 'string' ? value.trim().replace(/^(\d):/, '0$1:') : null;
  if (text === null || !TIME_OF_DAY_PATTERN.test(text)) {
    errors.push({ field, message: encodeMessage('VALIDATION.TIME_OF_DAY') });
    return null;
  }
  return text;
}
