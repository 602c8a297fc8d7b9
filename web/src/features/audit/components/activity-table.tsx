import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AuditActivityItem } from '@boxstudio/contracts';
import { useActorName } from '../../../components/admin/actor-name';
import { auditRecordPath } from '../../../components/admin/audit-path';
import { backStateOf } from '../../../components/admin/person-link';
import { formatStudioDate, studioClock } from '../../../lib/studio-time';
import { useAuditWords } from '../audit-words';
import '../../../components/admin/admin-table.css';
import './audit.css';

/**
 * The studio's events, newest first: when (studio day and 24-hour time), which record (its kind in words
 * and its id), what happened, who acted. A row opens the record's stream at that event; its "what
 * happened" is the link a keyboard or a screen reader follows.
 */
export function ActivityTable({ items }: { readonly items: readonly AuditActivityItem[] }) {
  const { t, i18n } = useTranslation('audit');
  const words = useAuditWords();
  const navigate = useNavigate();
  const location = useLocation();
  const back = backStateOf(location);
  return (
    <div className="admin-table-wrap">
      <HTMLTable className="admin-table audit-activity" striped interactive aria-label={t('activity.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('activity.when')}</th>
            <th scope="col">{t('activity.record')}</th>
            <th scope="col">{t('activity.what')}</th>
            <th scope="col">{t('activity.who')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const target = auditRecordPath(item.aggregate, item.recordId, item.revision);
            const when = item.metadata.occurredAt;
            return (
              <tr
                key={item.id}
                onClick={(event) => {
                  // The link inside handles its own click.
                  if (!(event.target as Element).closest('a')) navigate(target, { state: back });
                }}
              >
                <td className="audit-nowrap">
                  <time dateTime={when}>
                    <div>{formatStudioDate(when, i18n.language)}</div>
                    <small className="audit-muted">{studioClock(when)}</small>
                  </time>
                </td>
                <td>
                  <div>
                    {words.kind(item.aggregate)}
                    {item.label && <span className="audit-record-label">: {item.label}</span>}
                  </div>
                  <code className="audit-id">{item.recordId}</code>
                </td>
                <td>
                  <Link className="audit-link" to={target} state={back}>
                    {words.event(item.type)}
                  </Link>
                </td>
                <td>
                  <ActorCell userId={item.metadata.userId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function ActorCell({ userId }: { readonly userId: string | null }) {
  return <>{useActorName(userId)}</>;
}
