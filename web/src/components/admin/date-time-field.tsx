import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { padTime, TimeInput } from '../time-input';

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date and a time as typed: "dd/mm/aaaa" and "hh:mm" (24 hours), each as far as it goes. */
export interface DateTimeText {
  readonly date: string;
  readonly time: string;
}

export const NO_DATE_TIME: DateTimeText = { date: '', time: '' };

/** What was typed, shaped as "dd/mm/aaaa" as far as it goes: its digits, with the slashes after day and month. */
export function shapeDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** "dd/mm/aaaa" as "aaaa-mm-dd" when it names a real day; '' otherwise. */
export function isoDayOf(date: string): string {
  const day = DATE.exec(date.trim());
  if (!day) return '';
  const [, dd = '', mm = '', yyyy = ''] = day;
  const real = new Date(Number(yyyy), Number(mm) - 1, Number(dd));
  if (real.getFullYear() !== Number(yyyy) || real.getMonth() !== Number(mm) - 1 || real.getDate() !== Number(dd))
    return '';
  return `${yyyy}-${mm}-${dd}`;
}

/** "aaaa-mm-dd" as typed in the studio's format, "dd/mm/aaaa". */
export function typedDayOf(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** "hh:mm" (or "h:mm") as "hh:mm" when it is a 24-hour time; '' otherwise. */
export function clockOf(time: string): string {
  const padded = padTime(time.trim());
  return TIME.test(padded) ? padded : '';
}

/**
 * "dd/mm/aaaa" and "hh:mm" as a local date-time ("2026-01-31T18:05:59.999", the end of that minute,
 * so an event recorded during it is included); '' while either is incomplete or no real date.
 */
export function localDateTime(date: string, time: string): string {
  const day = isoDayOf(date);
  const clock = clockOf(time);
  return day === '' || clock === '' ? '' : `${day}T${clock}:59.999`;
}

export interface DateTimeInputsProps {
  /** The date input's id (the label points at it); the time input's is `<id>-time`. */
  readonly id: string;
  readonly value: DateTimeText;
  readonly onChange: (value: DateTimeText) => void;
  /** Focus left the date and the time (moving from one to the other is not leaving). */
  readonly onLeave?: () => void;
  /** @default Intent.NONE */
  readonly intent?: Intent;
  /** Names the date input when no label points at it. */
  readonly dateLabel?: string;
}

/**
 * A date and a time in the studio's format in every language: day/month/year and 24 hours
 * (native date-time inputs follow the browser's locale: "mm/dd/yyyy, hh:mm AM" in a Spanish page).
 */
export function DateTimeInputs({ id, value, onChange, onLeave, intent = Intent.NONE, dateLabel }: DateTimeInputsProps) {
  const { t } = useTranslation('admin-shell');
  const left = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <div className="admin-date-time" onBlur={left}>
      <InputGroup
        id={id}
        aria-label={dateLabel}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateTime.datePlaceholder')}
        leftIcon={<Calendar />}
        intent={intent}
        value={value.date}
        onValueChange={(typed) => onChange({ ...value, date: shapeDate(typed) })}
      />
      <TimeInput
        id={`${id}-time`}
        aria-label={t('dateTime.time')}
        intent={intent}
        value={value.time}
        onValueChange={(time) => onChange({ ...value, time })}
      />
    </div>
  );
}

export interface DateTimeFieldProps {
  /** The date input's id (the label points at it); the time input's is `<id>-time`. */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Called with the local date-time typed, or '' while it is incomplete. */
  readonly onChange: (local: string) => void;
}

/** A labelled date and time that keeps what is typed itself and reports the local date-time (the history's "as of"). */
export function DateTimeField({ id, label, hint, onChange }: DateTimeFieldProps) {
  const [typed, setTyped] = useState(NO_DATE_TIME);
  const local = localDateTime(typed.date, typed.time);
  useEffect(() => onChange(local), [local, onChange]);
  return (
    <FormGroup label={label} labelFor={id} helperText={hint}>
      <DateTimeInputs id={id} value={typed} onChange={setTyped} />
    </FormGroup>
  );
}

/** Opens the browser's date picker where it can (showPicker), else gives the hidden field focus. */
function openPicker(input: HTMLInputElement | null): void {
  if (!input) return;
  if (typeof input.showPicker === 'function') {
    try {
      input.showPicker();
      return;
    } catch {
      // Refused outside a user gesture in some browsers: focus is the fallback.
    }
  }
  input.focus();
}

export interface DayInputProps {
  readonly id: string;
  /** The day chosen, "aaaa-mm-dd", or '' for none. */
  readonly value: string;
  /** Called with a real day once one is typed in full, or '' once the field no longer holds one. */
  readonly onChange: (isoDay: string) => void;
  /** Called with what the field shows after each keystroke, a day or not (e.g. "12/0"). */
  readonly onTyped?: (text: string) => void;
}

/**
 * One calendar day typed "dd/mm/aaaa" in every language, or picked from the browser's calendar
 * (the button at its end); it follows a day set from outside (e.g. cleared).
 */
export function DayInput({ id, value, onChange, onTyped }: DayInputProps) {
  const { t } = useTranslation('admin-shell');
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typedDayOf(value));
  useEffect(() => {
    setText((current) => (isoDayOf(current) === value ? current : typedDayOf(value)));
  }, [value]);
  return (
    <InputGroup
      id={id}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('dateTime.datePlaceholder')}
      value={text}
      rightElement={
        <span className="day-input__pick">
          <Button
            variant="minimal"
            icon={<Calendar />}
            aria-label={t('dateTime.pickDay')}
            title={t('dateTime.pickDay')}
            onClick={() => openPicker(picker.current)}
          />
          {/* The browser's own calendar, behind the button: a phone's date wheel, a desktop's month grid. */}
          <input
            ref={picker}
            type="date"
            className="day-input__native"
            tabIndex={-1}
            aria-hidden
            value={value}
            onChange={(event) => {
              setText(typedDayOf(event.target.value));
              if (event.target.value !== value) onChange(event.target.value);
            }}
          />
        </span>
      }
      onValueChange={(typed) => {
        const shaped = shapeDate(typed);
        setText(shaped);
        onTyped?.(shaped);
        if (isoDayOf(shaped) !== value) onChange(isoDayOf(shaped));
      }}
    />
  );
}
