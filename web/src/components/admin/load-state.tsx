import type { ReactElement, ReactNode } from 'react';
import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Inbox } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface LoadStateProps {
  /** Nothing to show yet: a spinner. */
  readonly loading: boolean;
  /** The load failed: this message in a danger callout (true: the shared "No se pudo cargar"). */
  readonly error?: string | boolean;
  /** Loaded, and nothing there: an empty state instead of the children. */
  readonly empty?: boolean;
  /** @default the shared "No hay resultados" */
  readonly emptyTitle?: string;
  /** @default an inbox */
  readonly emptyIcon?: ReactElement;
  /** What shows once loaded (may also show beside an error, e.g. the previous rows). */
  readonly children?: ReactNode;
}

/** The loading, error and empty states around what a screen loads, the same on every screen. */
export function LoadState({ loading, error, empty = false, emptyTitle, emptyIcon, children }: LoadStateProps) {
  const { t } = useTranslation('admin-shell');
  return (
    <>
      {error && <Callout intent={Intent.DANGER}>{typeof error === 'string' ? error : t('states.error')}</Callout>}
      {loading && <Spinner size={40} aria-label={t('states.loading')} />}
      {!loading && empty && (
        <NonIdealState icon={emptyIcon ?? <Inbox size={48} />} title={emptyTitle ?? t('states.empty')} />
      )}
      {!loading && !empty && children}
    </>
  );
}
