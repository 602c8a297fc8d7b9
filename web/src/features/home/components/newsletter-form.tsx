import { useState, type FormEvent } from 'react';
import { Button, Callout, H3, Intent } from '@blueprintjs/core';
import { Envelope } from '@blueprintjs/icons';
import { EMAIL_PATTERN } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toaster';
import { TextField } from '../../../components/text-field';
import { useSubscribeNewsletterMutation } from '../api';

const EMPTY = { firstName: '', lastName: '', email: '' };

export function NewsletterForm() {
  const { t } = useTranslation('home');
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    if (!trimmed.firstName || !trimmed.lastName || !trimmed.email) {
      setError(t('newsletter.required'));
      setEmailError(undefined);
      return;
    }
    if (!EMAIL_PATTERN.test(trimmed.email)) {
      setError(null);
      setEmailError(t('newsletter.invalidEmail'));
      return;
    }
    setError(null);
    setEmailError(undefined);
    try {
      await subscribe(trimmed).unwrap();
      showToast(t('newsletter.success'), 'success');
      setValues(EMPTY);
    } catch {
      showToast(t('newsletter.failed'), 'error');
    }
  };

  return (
    <form
      className="newsletter"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="newsletter-title"
    >
      <H3 id="newsletter-title">{t('newsletter.title')}</H3>
      <p className="muted">{t('newsletter.subtitle')}</p>
      {error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {error}
        </Callout>
      )}
      <div className="newsletter__fields">
        <TextField
          id="newsletter-first-name"
          label={t('newsletter.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
        />
        <TextField
          id="newsletter-last-name"
          label={t('newsletter.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
        />
        <TextField
          id="newsletter-email"
          type="email"
          label={t('newsletter.email')}
          value={values.email}
          onChange={set('email')}
          error={emailError}
          autoComplete="email"
        />
      </div>
      <Button type="submit" intent="primary" icon={<Envelope />} loading={isLoading} text={t('newsletter.submit')} />
    </form>
  );
}
