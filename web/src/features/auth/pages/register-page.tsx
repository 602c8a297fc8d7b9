import { Button } from '@blueprintjs/core';
import { NewPerson } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toaster';
import { TextField } from '../../../components/text-field';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { emailError, newPasswordError, requiredError } from '../auth-validation';
import { PasswordField } from '../components/password-field';
import { useAuthForm } from '../use-auth-form';
import { useStartSession } from '../use-start-session';

const RULES = { name: requiredError, email: emailError, phone: () => undefined, password: newPasswordError };

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const form = useAuthForm(RULES, { name: '', email: '', phone: '', password: '' });
  const [register, { isLoading }] = useRegisterMutation();
  const startSession = useStartSession();

  const onSubmit = async () => {
    if (!form.validate()) return;
    const { name, email, phone, password } = form.values;
    try {
      const response = await register({
        name: name.trim(),
        email: email.trim(),
        password,
        ...(phone.trim() ? { phone: phone.trim() } : {}),
      }).unwrap();
      showToast(t('register.success'), 'success');
      startSession(response);
    } catch (error) {
      form.fail(error, t('register.failed'));
    }
  };

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      failure={form.failure}
      onSubmit={onSubmit}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo="/login"
    >
      <TextField
        id="register-name"
        label={t('register.name')}
        value={form.values.name}
        error={form.errors.name}
        autoComplete="name"
        onChange={form.set('name')}
        onBlur={form.blur('name')}
      />
      <TextField
        id="register-email"
        type="email"
        label={t('register.email')}
        value={form.values.email}
        error={form.errors.email}
        autoComplete="email"
        onChange={form.set('email')}
        onBlur={form.blur('email')}
      />
      <TextField
        id="register-phone"
        type="tel"
        label={t('register.phone')}
        value={form.values.phone}
        error={form.errors.phone}
        autoComplete="tel"
        onChange={form.set('phone')}
      />
      <PasswordField
        id="register-password"
        label={t('register.password')}
        value={form.values.password}
        error={form.errors.password}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        onChange={form.set('password')}
        onBlur={form.blur('password')}
      />
      <Button
        type="submit"
        intent="primary"
        fill
        size="large"
        icon={<NewPerson />}
        loading={isLoading}
        text={t('register.submit')}
      />
    </AuthCard>
  );
}
