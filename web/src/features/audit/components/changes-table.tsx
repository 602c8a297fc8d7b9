import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditFieldChange } from '@boxstudio/contracts';
import type { AuditWords } from '../audit-words';
import '../../../components/admin/admin-table.css';
import './audit.css';

/** The event that brought the record into being: every field appears, which the state below shows already. */
const createsRecord = (changes: readonly AuditFieldChange[]): boolean =>
  changes.length > 0 && changes.every((change) => !('before' in change));

/**
 * What an event changed, field by field: its name in words (and its path), the value before and after,
 * saying so in words where the field did not exist before or the event removed it. A creation is said
 * in one line rather than as a table of fields that did not exist.
 */
export function ChangesTable({
  changes,
  words,
}: {
  readonly changes: readonly AuditFieldChange[];
  readonly words: AuditWords;
}) {
  const { t } = useTranslation('audit');
  if (changes.length === 0) return <p className="audit-muted">{t('record.noChanges')}</p>;
  if (createsRecord(changes)) return <p className="audit-muted">{t('record.created', { count: changes.length })}</p>;
  const shown = (value: unknown, absent: string) =>
    value === undefined ? <em className="audit-muted">{absent}</em> : words.value(value, t('record.empty'));
  return (
    <div className="admin-table-wrap">
      <HTMLTable className="admin-table audit-changes" striped aria-label={t('record.changesCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('record.field')}</th>
            <th scope="col">{t('record.before')}</th>
            <th scope="col">{t('record.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <div>{words.field(change.path)}</div>
                <code className="audit-id">{change.path}</code>
              </th>
              <td>{shown(change.before, t('record.absentBefore'))}</td>
              <td>{shown(change.after, t('record.absentAfter'))}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
