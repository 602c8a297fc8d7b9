import { useEffect, useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { padTime, TimeInput } from '../time-input';

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What was typed, shaped as "dd/mm/aaaa" as far as it goes: its digits, with the slashes after day and month. */
export function shapeDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/**
 * "dd/mm/aaaa" and "hh:mm" as a local date-time ("2026-01-31T18:05:59.999", the end of that minute,
 * so an event recorded during it is included); '' while either is incomplete or no real date.
 */
export function localDateTime(date: string, time: string): string {
  const day = DATE.exec(date.trim());
  const clock = TIME.exec(padTime(time.trim()));
  if (!day || !clock) return '';
  const [, dd = '', mm = '', yyyy = ''] = day;
  const real = new Date(Number(yyyy), Number(mm) - 1, Number(dd));
  if (real.getFullYear() !== Number(yyyy) || real.getMonth() !== Number(mm) - 1 || real.getDate() !== Number(dd)) return '';
  return `${yyyy}-${mm}-${dd}T${clock[1]}:${clock[2]}:59.999`;
}

export interface DateTimeFieldProps {
  /** The date input's id (the label points at it); the time input's is `<id>-time`. */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Called with the local date-time typed, or '' while it is incomplete. */
  readonly onChange: (local: string) => void;
}

/**
 * A date and a time in the studio's format in every language: day/month/year and 24 hours
 * (native date-time inputs follow the browser's locale: "mm/dd/yyyy, hh:mm AM" in a Spanish page).
 */
export function DateTimeField({ id, label, hint, onChange }: DateTimeFieldProps) {
  const { t } = useTranslation('admin-shell');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const local = localDateTime(date, time);
  useEffect(() => onChange(local), [local, onChange]);
  return (
    <FormGroup label={label} labelFor={id} helperText={hint}>
      <div className="admin-date-time">
        <InputGroup
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('dateTime.datePlaceholder')}
          leftIcon={<Calendar />}
          value={date}
          onValueChange={(typed) => setDate(shapeDate(typed))}
        />
        <TimeInput id={`${id}-time`} aria-label={t('dateTime.time')} value={time} onValueChange={setTime} />
      </div>
    </FormGroup>
  );
}
