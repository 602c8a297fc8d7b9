import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectionCheckResult, ProjectionInfo } from '@boxstudio/contracts';
import { showToast } from '../../components/toaster';
import { useCheckProjectionMutation } from './api';
import { failureText } from './command-failure';

export interface ProjectionChecks {
  /** Comprobar: the row spins until the answer, which then opens in the dialog. */
  readonly run: (projection: ProjectionInfo) => void;
  /** A check of this read model is running (asked here, or by someone else as the figures say). */
  readonly checking: (projection: ProjectionInfo) => boolean;
  /** The check whose result is open; null while none is. */
  readonly shown: ProjectionCheckResult | null;
  readonly show: (result: ProjectionCheckResult | null) => void;
}

/**
 * The consistency checks asked from this page: several read models may be checked at once, each
 * row spinning on its own; a refusal (409 while a rebuild or another check runs) is a toast in words.
 */
export function useProjectionChecks(): ProjectionChecks {
  const { t } = useTranslation('projections');
  const [check] = useCheckProjectionMutation();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [shown, show] = useState<ProjectionCheckResult | null>(null);

  const mark = (name: string, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const run = ({ name }: ProjectionInfo) => {
    mark(name, true);
    check(name)
      .unwrap()
      .then(show, (error: unknown) =>
        showToast(
          failureText(error, { busy: t('messages.busy', { name }), fallback: t('messages.checkError', { name }) }),
          'error',
        ),
      )
      .finally(() => mark(name, false));
  };

  return {
    run,
    checking: (projection) =>
      running.has(projection.name) || (projection.check !== null && projection.check.finishedAt === null),
    shown,
    show,
  };
}
