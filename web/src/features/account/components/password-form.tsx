import { useState, type FormEvent } from 'react';
import { Card, H2, Intent } from '@blueprintjs/core';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_PATTERN } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { userUpdated } from '../../auth';
import { BusyButton } from '../../../components/admin/busy-button';
import { runCommand } from '../../../components/admin/run-command';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useChangePasswordMutation } from '../api';

type Field = 'currentPassword' | 'newPassword' | 'repeat';

/** Keys in the account namespace of each field's problem (the spec's password rules), if any. */
function problems(current: string, next: string, repeat: string): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (current === '') found.currentPassword = 'own.required';
  if (next === '') found.newPassword = 'own.required';
  else if (next.length < PASSWORD_MIN_LENGTH) found.newPassword = 'password.length';
  else if (!PASSWORD_STRENGTH_PATTERN.test(next)) found.newPassword = 'password.strength';
  if (repeat !== next) found.repeat = 'password.mismatch';
  return found;
}

/**
 * Cambiar contraseña: the current one (the server checks it), the new one by the spec's rules,
 * twice. Done, the fields empty and the session goes on.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [change, changing] = useChangePasswordMutation();
  const found = problems(values.currentPassword, values.newPassword, values.repeat);
  const shown = (field: Field) => server[field] ?? (touched && found[field] ? t(found[field] ?? '') : undefined);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(found).length > 0) return;
    const done = await runCommand(
      change({ currentPassword: values.currentPassword, newPassword: values.newPassword })
        .unwrap()
        .then((answer) => {
          // The session's copy first: the navbar, the greeting and the guards read it.
          dispatch(userUpdated(answer.data));
          return answer;
        })
        .catch((error: unknown) => {
          setServer(fieldErrors(error));
          throw error;
        }),
      { success: t('password.changed'), failure: (error) => errorMessage(error, t('password.error')) },
    );
    if (done) {
      setValues({ currentPassword: '', newPassword: '', repeat: '' });
      setTouched(false);
    }
  };

  const field = (key: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`password-${key}`}
      type="password"
      label={label}
      value={values[key]}
      autoComplete={autoComplete}
      error={shown(key)}
      {...(hint ? { hint } : {})}
      onChange={set(key)}
    />
  );
  return (
    <Card className="page-card profile-card">
      <H2 className="profile-card__title">{t('password.title')}</H2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('currentPassword', t('password.current'), 'current-password')}
        {field('newPassword', t('password.new'), 'new-password', t('password.hint'))}
        {field('repeat', t('password.repeat'), 'new-password')}
        <BusyButton type="submit" intent={Intent.PRIMARY} text={t('password.save')} busy={changing.isLoading} />
      </form>
    </Card>
  );
}
