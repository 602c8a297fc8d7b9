import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectionInfo, ProjectionRebuildProgress, ProjectionsSnapshot } from '@boxstudio/contracts';
import { runCommand } from '../../components/admin/run-command';
import { useConfirmation } from '../../components/admin/use-confirmation';
import { showToast } from '../../components/toaster';
import { useRebuildProjectionMutation } from './api';
import { failureText } from './command-failure';
import { isRunning, secondsBetween } from './projection-figures';
import type { ProjectionWords } from './use-projection-words';

/** A failed rebuild's toast stays long enough to read its error. */
const FAILURE_TOAST_MS = 10_000;

export interface ProjectionRebuilds {
  /** The read models as shown: one whose rebuild was just started here shows it before the figures catch up. */
  readonly projections: readonly ProjectionInfo[];
  /** Asks first (the old copy keeps serving meanwhile), then starts the rebuild. */
  readonly ask: (projection: ProjectionInfo) => void;
  /** The rebuild of this read model has been asked for and the server has not answered yet. */
  readonly requesting: (name: string) => boolean;
  readonly dialog: ReactElement;
}

/**
 * Reconstruir: the question, the command (the server's "Reconstrucción iniciada", or its 409 in words),
 * then the rebuild followed in the figures until a toast says it finished, or failed and why. Rebuilds
 * started elsewhere (the command line, another admin) are followed from the moment they show.
 */
export function useProjectionRebuilds(
  snapshot: ProjectionsSnapshot | null,
  words: ProjectionWords,
): ProjectionRebuilds {
  const { t } = useTranslation('projections');
  const [rebuild, rebuilding] = useRebuildProjectionMutation();
  // The command's answers: newer than any figures measured before the rebuild they report began.
  const [started, setStarted] = useState<Readonly<Record<string, ProjectionInfo>>>({});
  const projections = (snapshot?.projections ?? []).map((measured) => {
    const own = started[measured.name];
    const ownStart = own?.rebuild?.startedAt;
    return own && ownStart && snapshot && Date.parse(snapshot.at) < Date.parse(ownStart) ? own : measured;
  });
  const followed = useRebuildEndings(projections, words);

  const confirmation = useConfirmation<ProjectionInfo>({
    namespace: 'projections',
    prefix: 'rebuild',
    busy: rebuilding.isLoading,
    run: ({ name }) =>
      runCommand(
        rebuild(name)
          .unwrap()
          .then((answer) => {
            setStarted((current) => ({ ...current, [name]: answer.data }));
            followed.follow(answer.data);
            return answer;
          }),
        {
          success: t('messages.rebuildStarted'),
          failure: (error) =>
            failureText(error, { busy: t('messages.busy', { name }), fallback: t('messages.rebuildError', { name }) }),
        },
      ),
  });

  return {
    projections,
    ask: confirmation.ask,
    requesting: (name) => rebuilding.isLoading && rebuilding.originalArgs === name,
    dialog: confirmation.dialog,
  };
}

/**
 * Toasts the end of each rebuild seen running (or started here): "terminada" with its events and time,
 * or the failure with its error.
 */
function useRebuildEndings(projections: readonly ProjectionInfo[], words: ProjectionWords) {
  const { t } = useTranslation('projections');
  // Read model → start of the rebuild being followed.
  const followed = useRef(new Map<string, string>());

  const announce = (name: string, progress: ProjectionRebuildProgress) => {
    followed.current.delete(name);
    if (progress.error !== null) {
      showToast(t('messages.rebuildFailed', { name, error: progress.error }), 'error', FAILURE_TOAST_MS);
      return;
    }
    const time = words.duration(secondsBetween(progress.startedAt, progress.finishedAt ?? progress.startedAt));
    showToast(t('messages.rebuildDone', { name, events: words.count(progress.done), time }), 'success');
  };

  useEffect(() => {
    for (const { name, rebuild } of projections) {
      if (!rebuild) continue;
      if (isRunning(rebuild)) followed.current.set(name, rebuild.startedAt);
      else if (followed.current.get(name) === rebuild.startedAt) announce(name, rebuild);
    }
  });

  return {
    /** Follows a rebuild from the command's answer (which may already report it over). */
    follow: ({ name, rebuild }: ProjectionInfo) => {
      if (rebuild) followed.current.set(name, rebuild.startedAt);
    },
  };
}
