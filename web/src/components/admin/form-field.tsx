import { useLayoutEffect, type ReactNode } from 'react';
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

/** The id of the line under a field (its error or its hint), which the control names as its description. */
export const messageIdOf = (id: string) => `${id}-message`;

/**
 * One labelled field of a dialog form: label, "(requerido)", the control, its hint or its error.
 * A screen reader hears the message with the control (`aria-describedby`) and that it is wrong
 * (`aria-invalid`), whichever said so: the form's own rules or the server's answer.
 */
export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation('admin-shell');
  const message = error ?? hint;
  // The control is whatever the form put here (an input, a select, a day typed in parts): the
  // message is tied to it by its id here, once, rather than by every form for every control.
  useLayoutEffect(() => {
    const control = document.getElementById(id);
    if (!control) return;
    if (error) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (message) control.setAttribute('aria-describedby', messageIdOf(id));
    else control.removeAttribute('aria-describedby');
  });
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? t('form.required') : undefined}
      helperText={message && <span id={messageIdOf(id)}>{message}</span>}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}
