import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDto } from '@boxstudio/contracts';
import { useQueryAction } from '../../components/admin/use-query-action';
import { showToast } from '../../components/toaster';

export interface SampleWizard {
  readonly isOpen: boolean;
  /** Opens the wizard once the classes are known, or warns that there is no sample class. */
  open(): void;
  close(): void;
}

/**
 * When the sample class wizard opens (spec §2, §4): from its button, or 500 ms after arriving with
 * `?action=sample-class`; only if an active sample class exists, else the warning 'No hay clases
 * muestra disponibles' and the wizard stays closed. A request made while the classes still load
 * waits for them.
 */
export function useSampleWizard(samples: readonly ClassDto[] | undefined): SampleWizard {
  const { t } = useTranslation('reservations');
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  useQueryAction('sample-class', () => setRequested(true));
  useEffect(() => {
    if (!requested || samples === undefined) return;
    setRequested(false);
    if (samples.length > 0) setOpen(true);
    else showToast(t('sample.none'), 'warning');
  }, [requested, samples, t]);
  return { isOpen, open: () => setRequested(true), close: () => setOpen(false) };
}
