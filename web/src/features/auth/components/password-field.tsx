import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/text-field';

/** A password field with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'rightElement'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const toggle = (
    <Button
      variant="minimal"
      icon={visible ? <EyeOff /> : <EyeOpen />}
      aria-label={visible ? t('hidePassword') : t('showPassword')}
      onClick={() => setVisible((current) => !current)}
    />
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} rightElement={toggle} />;
}
