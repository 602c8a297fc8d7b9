import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toaster';
import { errorMessage, fieldErrors } from '../../lib/api-errors';

/** A rule returns a key of the auth namespace, or undefined when the value is fine. */
export type Rules<F extends string> = Record<F, (value: string) => string | undefined>;

/** Values, inline errors and the failure banner shared by the login and register forms. */
export function useAuthForm<F extends string>(rules: Rules<F>, initial: Record<F, string>) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const check = (field: F, value: string) => {
    const key = rules[field](value);
    return key ? t(key) : undefined;
  };

  return {
    values,
    errors,
    failure,
    set: (field: F) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
    },
    blur: (field: F) => () => setErrors((current) => ({ ...current, [field]: check(field, values[field]) })),
    /** Marks every invalid field; true when the form may be sent. */
    validate: (): boolean => {
      const found: Partial<Record<F, string>> = {};
      for (const field of Object.keys(rules) as F[]) {
        const message = check(field, values[field]);
        if (message) found[field] = message;
      }
      setErrors(found);
      setFailure(null);
      return Object.keys(found).length === 0;
    },
    /** Shows a failed call: server message, else first field error, else the fallback; field errors inline. */
    fail: (error: unknown, fallback: string) => {
      const message = errorMessage(error, fallback);
      setErrors(fieldErrors(error) as Partial<Record<F, string>>);
      setFailure(message);
      showToast(message, 'error');
    },
  };
}
