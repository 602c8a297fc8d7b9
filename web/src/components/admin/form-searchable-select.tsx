import { Intent } from '@blueprintjs/core';
import { SearchableSelect, type SelectOption } from '../searchable-select';
import { FormField } from './form-field';
import type { TextKey } from './use-form';
import type { RecordForm } from './use-record-form';

export interface FormSearchableSelectProps<V> {
  readonly form: RecordForm<V>;
  readonly field: TextKey<V>;
  readonly options: readonly SelectOption[];
  /** The first entry, for no choice yet ("Selecciona un cliente"). */
  readonly emptyLabel: string;
  /** The search box's name and placeholder ("Buscar cliente"). */
  readonly searchLabel: string;
  /** @default false */
  readonly required?: boolean;
  readonly hint?: string | undefined;
  readonly disabled?: boolean;
  /** Instead of setting the field alone (a class chosen also sets its instructor). */
  readonly onChange?: (value: string) => void;
}

/**
 * One choice among many of a record form (a client, a plan, a class): its label, the search box
 * and the sorted select (searchable-select.tsx), its hint or message.
 */
export function FormSearchableSelect<V>({
  form,
  field,
  options,
  emptyLabel,
  searchLabel,
  required = false,
  hint,
  disabled,
  onChange,
}: FormSearchableSelectProps<V>) {
  const error = form.errorOf(field);
  return (
    <FormField id={form.idOf(field)} label={form.labelOf(field)} required={required} error={error} hint={hint}>
      <SearchableSelect
        id={form.idOf(field)}
        value={String(form.values[field] ?? '')}
        emptyLabel={emptyLabel}
        searchLabel={searchLabel}
        options={options}
        intent={error ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        onChange={(value) => (onChange ? onChange(value) : form.set(field, value as V[typeof field]))}
        onBlur={() => form.visit(field)}
      />
    </FormField>
  );
}
