import type { ReactElement } from 'react';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string;
  /** Shown under the field when there is no error. */
  readonly hint?: string;
  /** @default 'text' */
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly rightElement?: ReactElement;
  readonly disabled?: boolean;
}

/** The one form field pattern: FormGroup + InputGroup, red with its message when invalid. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  autoComplete,
  rightElement,
  disabled,
}: TextFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  const helperId = `${id}-helper`;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={<span id={helperId}>{error ?? hint}</span>}>
      <InputGroup
        id={id}
        name={id}
        type={type}
        value={value}
        intent={intent}
        autoComplete={autoComplete}
        rightElement={rightElement}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? helperId : undefined}
        onValueChange={onChange}
        onBlur={onBlur}
      />
    </FormGroup>
  );
}
