import { HTMLSelect, type HTMLSelectProps, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface SelectInputProps extends HTMLSelectProps {
  /** Accepted like an input's, so a form's field props fit; a native select has no intent styles. */
  readonly intent?: Intent;
}

/**
 * Blueprint's native select with its caret's title in the page's language (Blueprint's own
 * reads "Open dropdown" whatever the language).
 */
export function SelectInput({ intent: _intent, iconProps, ...props }: SelectInputProps) {
  const { t } = useTranslation();
  return <HTMLSelect {...props} iconProps={{ title: t('openList'), ...iconProps }} />;
}
