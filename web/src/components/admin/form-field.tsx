import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  /** The control's id, which the label points at. */
  readonly id: string;
  readonly label: string;
  /** Adds the shared "(requerido)" beside the label. @default false */
  readonly required?: boolean;
  /** The field's message; the field turns red with it. */
  readonly error?: string | undefined;
  /** Shown under the field when there is no error. */
  readonly hint?: string | undefined;
  readonly children: ReactNode;
}

/** One labelled field of a dialog form: label, "(requerido)", the control, its hint or its error. */
export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation('admin-shell');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? t('form.required') : undefined}
      helperText={error ?? hint}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}
