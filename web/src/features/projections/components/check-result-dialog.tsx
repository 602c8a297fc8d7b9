import { Button, Callout, Code, DialogBody, HTMLTable, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProjectionCheckResult } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { formatStudioDateTime } from '../../../lib/studio-time';
import type { ProjectionWords } from '../use-projection-words';

export interface CheckResultDialogProps {
  /** The check to show; the dialog is open while there is one. */
  readonly result: ProjectionCheckResult | null;
  readonly words: ProjectionWords;
  readonly onClose: () => void;
}

/**
 * A consistency check's answer: the read model matches a fresh fold of the log, or the documents on
 * which they disagree (what is missing, extra or different, and in which fields), or why the check
 * could not finish.
 */
export function CheckResultDialog({ result, words, onClose }: CheckResultDialogProps) {
  const { t, i18n } = useTranslation('projections');
  return (
    <AdminDialog
      isOpen={result !== null}
      title={t('check.title', { name: result?.name ?? '' })}
      onClose={onClose}
      width={760}
      actions={<Button text={t('check.close')} onClick={onClose} />}
    >
      {result && (
        <DialogBody>
          <CheckVerdict result={result} words={words} />
          {result.finishedAt && (
            <p className="admin-muted projections-check__when">
              {t('check.when', {
                date: formatStudioDateTime(result.finishedAt, i18n.language),
                time: words.duration((Date.parse(result.finishedAt) - Date.parse(result.startedAt)) / 1000),
              })}
            </p>
          )}
          {result.error === null && result.differences.length > 0 && <DifferencesTable result={result} />}
        </DialogBody>
      )}
    </AdminDialog>
  );
}

function CheckVerdict({ result, words }: { readonly result: ProjectionCheckResult; readonly words: ProjectionWords }) {
  const { t } = useTranslation('projections');
  const figures = { documents: words.count(result.documents), position: words.count(result.position) };
  if (result.error !== null)
    return <Callout intent={Intent.DANGER}>{t('check.errorText', { error: result.error })}</Callout>;
  if (result.consistent) return <Callout intent={Intent.SUCCESS}>{t('check.consistentText', figures)}</Callout>;
  const count = result.differences.length;
  return (
    <Callout intent={Intent.WARNING}>
      <p>{t('check.differentText', { ...figures, count, shown: result.truncated ? `${count}+` : String(count) })}</p>
      {result.truncated && <p>{t('check.truncated', { shown: count })}</p>}
      <p>{t('check.kinds')}</p>
    </Callout>
  );
}

function DifferencesTable({ result }: { readonly result: ProjectionCheckResult }) {
  const { t } = useTranslation('projections');
  return (
    <div className="projections-differences">
      <HTMLTable compact striped aria-label={t('check.table.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('check.table.collection')}</th>
            <th scope="col">{t('check.table.id')}</th>
            <th scope="col">{t('check.table.kind')}</th>
            <th scope="col">{t('check.table.fields')}</th>
          </tr>
        </thead>
        <tbody>
          {result.differences.map((difference) => (
            <tr key={`${difference.collection}/${difference.id}`}>
              <td>{difference.collection}</td>
              <td>
                <Code>{difference.id}</Code>
              </td>
              <td>{t(`check.kind.${difference.kind}`)}</td>
              <td>{difference.fields.length > 0 ? difference.fields.join(', ') : t('check.allFields')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
