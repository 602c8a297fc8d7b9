import { InputGroup, Intent } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { shapeDate } from './date-time-field';
import { FormField } from './form-field';
import type { TextKey } from './use-form';
import type { RecordForm } from './use-record-form';

export interface DayFieldProps<V> {
  readonly form: RecordForm<V>;
  readonly field: TextKey<V>;
  /** @default false */
  readonly required?: boolean;
  /** Shown, derived from other fields, never typed (spec §5: the end date). @default false */
  readonly readOnly?: boolean;
  readonly hint?: string | undefined;
  /** The day as typed so far, "dd/mm/aaaa" (the form may derive other fields from it). @default sets the field */
  readonly onChange?: (typed: string) => void;
}

/**
 * A studio day of a record form, typed "dd/mm/aaaa" in every language (a native date input follows the
 * browser's locale).
 */
export function DayField<V>({ form, field, required = false, readOnly = false, hint, onChange }: DayFieldProps<V>) {
  const { t } = useTranslation('admin-shell');
  const error = form.errorOf(field);
  const set = onChange ?? ((typed: string) => form.set(field, typed as V[typeof field]));
  return (
    <FormField id={form.idOf(field)} label={form.labelOf(field)} required={required} error={error} hint={hint}>
      <InputGroup
        id={form.idOf(field)}
        inputMode="numeric"
        autoComplete="off"
        // A derived day invites no typing: no "dd/mm/aaaa" while there is nothing to show.
        placeholder={readOnly ? undefined : t('dateTime.datePlaceholder')}
        leftIcon={<Calendar />}
        intent={error ? Intent.DANGER : Intent.NONE}
        readOnly={readOnly}
        value={form.values[field] as string}
        onValueChange={(typed) => set(shapeDate(typed))}
        onBlur={() => form.visit(field)}
      />
    </FormField>
  );
}
