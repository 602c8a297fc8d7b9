import { useEffect } from 'react';
import { Button, Callout, DialogBody, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toaster';
import { AdminDialog } from './admin-dialog';
import { StatsCards, type StatCard } from './stats-cards';

export interface StatsDialogProps {
  /**
   * The feature's namespace, whose `stats.title` ("Estadísticas - {{name}}"), `stats.close` and
   * `messages.statsError` it shows.
   */
  readonly namespace: string;
  /** Whose numbers: open while there is one. */
  readonly subject: { readonly name: string } | null;
  readonly cards: readonly StatCard[];
  /** The numbers could not be loaded: the error message, in a toast and instead of the cards. */
  readonly failed: boolean;
  readonly onClose: () => void;
}

/** One record's numbers in a dialog (spec §2, §9: 500 px wide) that Cerrar closes. */
export function StatsDialog({ namespace, subject, cards, failed, onClose }: StatsDialogProps) {
  const { t } = useTranslation(namespace);
  const error = failed ? t('messages.statsError') : undefined;
  useEffect(() => {
    if (error) showToast(error, 'error');
  }, [error]);
  const title = t('stats.title', { name: subject?.name ?? '' });
  return (
    <AdminDialog
      isOpen={subject !== null}
      title={title}
      onClose={onClose}
      width={500}
      actions={<Button text={t('stats.close')} onClick={onClose} />}
    >
      <DialogBody>
        {error ? <Callout intent={Intent.DANGER}>{error}</Callout> : <StatsCards cards={cards} />}
      </DialogBody>
    </AdminDialog>
  );
}
