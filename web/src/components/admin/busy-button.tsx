import { Button, Classes, Spinner, SpinnerSize, type ButtonProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** While true: a spinner instead of the text, and the button cannot be pressed. */
  readonly busy: boolean;
}

/**
 * A button that shows its command running, like Blueprint's `loading` but with the spinner named
 * in the page's language (Blueprint's own says "loading" in every language).
 */
export function BusyButton({ busy, className, disabled, icon, ...props }: BusyButtonProps) {
  const { t } = useTranslation('admin-shell');
  const spinner = (
    <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} aria-label={t('states.saving')} />
  );
  return (
    <Button
      {...props}
      className={busy ? [className, Classes.LOADING].filter(Boolean).join(' ') : className}
      disabled={disabled === true || busy}
      aria-busy={busy}
      icon={busy ? spinner : icon}
    />
  );
}
