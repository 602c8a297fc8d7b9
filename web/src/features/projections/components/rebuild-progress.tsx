import { Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProjectionRebuildProgress } from '@boxstudio/contracts';
import { rebuiltFraction } from '../projection-figures';
import type { ProjectionWords } from '../use-projection-words';

export interface RebuildProgressProps {
  readonly name: string;
  readonly progress: ProjectionRebuildProgress;
  readonly words: ProjectionWords;
}

/**
 * A rebuild's bar in its row, moving as the figures arrive: named for its read model, its value said
 * in words (events done of the total, the rate, the time left at that rate; once over, how long it
 * took), shown and announced alike.
 */
export function RebuildProgress({ name, progress, words }: RebuildProgressProps) {
  const { t } = useTranslation('projections');
  const said = words.progress(progress);
  const running = progress.finishedAt === null;
  return (
    <div className="projections-progress">
      <ProgressBar
        value={rebuiltFraction(progress)}
        intent={running ? Intent.PRIMARY : Intent.SUCCESS}
        animate={running}
        stripes={running}
        aria-label={t('rebuild.progressLabel', { name })}
        aria-valuetext={said}
      />
      <small className="projections-progress__text">{said}</small>
    </div>
  );
}
