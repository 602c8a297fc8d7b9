import { Button, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProjectionCheckResult } from '@boxstudio/contracts';
import type { ProjectionWords } from '../use-projection-words';

/** "Coincide", "3 diferencias", "100+ diferencias" or "No se pudo comprobar". */
export function useCheckVerdict(): (check: ProjectionCheckResult) => string {
  const { t } = useTranslation('projections');
  return (check) => {
    if (check.error !== null) return t('check.failed');
    if (check.consistent) return t('check.consistent');
    const count = check.differences.length;
    return t('check.differences', { count, shown: check.truncated ? `${count}+` : String(count) });
  };
}

export interface CheckSummaryProps {
  readonly name: string;
  /** The last check the server kept (null before one). */
  readonly check: ProjectionCheckResult | null;
  /** A check of this read model is running. */
  readonly running: boolean;
  readonly words: ProjectionWords;
  /** Opens the check's result. */
  readonly onShow: (check: ProjectionCheckResult) => void;
}

/** A read model's last check in its row: a spinner while one runs, else its verdict, which opens it. */
export function CheckSummary({ name, check, running, words, onShow }: CheckSummaryProps) {
  const { t } = useTranslation('projections');
  const verdictOf = useCheckVerdict();
  if (running)
    return (
      <span className="projections-checking">
        <Spinner size={SpinnerSize.SMALL} aria-label={t('check.running', { name })} />
        <span aria-hidden="true">{t('check.runningShort')}</span>
      </span>
    );
  if (!check || check.finishedAt === null) return <span className="admin-muted">{t('check.never')}</span>;
  const summary = t('check.summary', { verdict: verdictOf(check), time: words.clock(check.finishedAt) });
  return (
    <Button
      variant="minimal"
      size="small"
      className="projections-check-summary"
      text={summary}
      // The name starts with the words shown, then says what the button does.
      aria-label={t('check.view', { summary, name })}
      onClick={() => onShow(check)}
    />
  );
}
