import { Intent } from '@blueprintjs/core';
import { DateTimeInputs, type DateTimeText } from './date-time-field';
import { FormField } from './form-field';
import type { RecordForm } from './use-record-form';

/** The keys of V whose values are a typed date and time. */
export type DateTimeKey<V> = { [K in keyof V]: V[K] extends DateTimeText ? K : never }[keyof V] & string;

export interface FormDateTimeFieldProps<V> {
  readonly form: RecordForm<V>;
  readonly field: DateTimeKey<V>;
  /** @default false */
  readonly required?: boolean;
  readonly hint?: string | undefined;
  /**
   * Focus left the field, with the value it had: the form may derive other values from it (a
   * reservation's end). The field is marked as visited either way, so that its message shows.
   */
  readonly onLeave?: (value: DateTimeText) => void;
}

/**
 * One date-and-time field of a record form: its label, "(requerido)", day/month/year and 24-hour inputs, its
 * hint or message.
 */
export function FormDateTimeField<V>({ form, field, required = false, hint, onLeave }: FormDateTimeFieldProps<V>) {
  const value = form.values[field] as DateTimeText;
  const error = form.errorOf(field);
  const set = (next: DateTimeText) => form.set(field, next as V[typeof field]);
  return (
    <FormField id={form.idOf(field)} label={form.labelOf(field)} required={required} error={error} hint={hint}>
      <DateTimeInputs
        id={form.idOf(field)}
        value={value}
        onChange={set}
        onLeave={() => {
          form.visit(field);
          onLeave?.(value);
        }}
        intent={error ? Intent.DANGER : Intent.NONE}
      />
    </FormField>
  );
}
