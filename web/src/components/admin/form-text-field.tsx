import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormField } from './form-field';
import type { TextKey } from './use-form';
import type { RecordForm } from './use-record-form';

export interface FormTextFieldProps<V> {
  readonly form: RecordForm<V>;
  readonly field: TextKey<V>;
  /** @default false */
  readonly required?: boolean;
  /** A text area of two rows instead of one line. @default false */
  readonly multiline?: boolean;
  /** Shown under the field when there is no error. */
  readonly hint?: string | undefined;
  /** The input's type: 'email', 'tel', 'number'. @default 'text' */
  readonly type?: string;
  readonly disabled?: boolean;
  /** For a number: its step ('0.01' for money). */
  readonly step?: string;
  readonly placeholder?: string | undefined;
}

/** One text field of a record form: its label, "(requerido)", the input, its hint or message. */
export function FormTextField<V>({
  form,
  field,
  required = false,
  multiline = false,
  hint,
  type = 'text',
  disabled,
  step,
  placeholder,
}: FormTextFieldProps<V>) {
  return (
    <FormField
      id={form.idOf(field)}
      label={form.labelOf(field)}
      required={required}
      error={form.errorOf(field)}
      hint={hint}
    >
      {multiline ? (
        <TextArea fill rows={2} {...form.text(field)} />
      ) : (
        <InputGroup
          type={type}
          disabled={disabled}
          step={step}
          min={type === 'number' ? '0' : undefined}
          placeholder={placeholder}
          {...form.text(field)}
        />
      )}
    </FormField>
  );
}
