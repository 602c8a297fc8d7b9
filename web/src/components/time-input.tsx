import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';

/** What was typed, shaped as "HH:MM" as far as it goes: digits only, the colon typed or put after two digits. */
export function shapeTime(typed: string): string {
  if (typed.includes(':')) {
    const [hours = '', minutes = ''] = typed.split(':');
    return `${hours.replace(/\D/g, '').slice(0, 2)}:${minutes.replace(/\D/g, '').slice(0, 2)}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** "7:05" → "07:05" once the field is left; anything else as it is. */
export function padTime(text: string): string {
  const match = /^(\d):(\d\d)$/.exec(text);
  return match ? `0${match[1]}:${match[2]}` : text;
}

export interface TimeInputProps extends Omit<InputGroupProps, 'value' | 'onChange' | 'onValueChange' | 'type'> {
  /** "HH:MM", 24-hour, as typed so far. */
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/**
 * A time of day in the studio's 24-hour format ("07:30", "18:00") in every language: a native
 * time input follows the browser's locale and shows "7:30 AM" in a Spanish page.
 */
export function TimeInput({ value, onValueChange, onBlur, ...props }: TimeInputProps) {
  return (
    <InputGroup
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      leftIcon={<Time />}
      value={value}
      onValueChange={(typed) => onValueChange(shapeTime(typed))}
      onBlur={(event) => {
        const padded = padTime(value);
        if (padded !== value) onValueChange(padded);
        onBlur?.(event);
      }}
    />
  );
}
