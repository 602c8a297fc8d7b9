import { Button } from '@blueprintjs/core';
import { LogIn } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useLoginMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { emailError, requiredError } from '../auth-validation';
import { PasswordField } from '../components/password-field';
import { useAuthForm } from '../use-auth-form';
import { useStartSession } from '../use-start-session';

const RULES = { email: emailError, password: requiredError };

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const form = useAuthForm(RULES, { email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();

  const onSubmit = async () => {
    if (!form.validate()) return;
    try {
      startSession(await login({ email: form.values.email.trim(), password: form.values.password }).unwrap());
    } catch (error) {
      form.fail(error, t('login.failed'));
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      failure={form.failure}
      onSubmit={onSubmit}
      switchText={t('login.noAccount')}
      switchLabel={t('login.toRegister')}
      switchTo="/register"
    >
      <TextField
        id="login-email"
        type="email"
        label={t('login.email')}
        value={form.values.email}
        error={form.errors.email}
        autoComplete="email"
        onChange={form.set('email')}
        onBlur={form.blur('email')}
      />
      <PasswordField
        id="login-password"
        label={t('login.password')}
        value={form.values.password}
        error={form.errors.password}
        autoComplete="current-password"
        onChange={form.set('password')}
      />
      <Button
        type="submit"
        intent="primary"
        fill
        size="large"
        icon={<LogIn />}
        loading={isLoading}
        text={t('login.submit')}
      />
    </AuthCard>
  );
}
