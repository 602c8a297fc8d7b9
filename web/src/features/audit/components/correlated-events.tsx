import { Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AuditedAggregate, AuditEventDto } from '@boxstudio/contracts';
import { auditRecordPath } from '../../../components/admin/audit-path';
import { backStateOf } from '../../../components/admin/person-link';
import { useGetCorrelatedActivityQuery } from '../api';
import type { AuditWords } from '../audit-words';
import './audit.css';

/** The most a request or a reaction causes across records (a sale, its payment, its stock...). */
const CORRELATED_LIMIT = 100;

export interface CorrelatedEventsProps {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  readonly event: AuditEventDto;
  readonly words: AuditWords;
}

/**
 * "Seguir la correlación": the events of other records that the same request or reaction caused (a desk
 * sale's payment), each leading to that record at that event; and the whole operation in the activity.
 */
export function CorrelatedEvents({ aggregate, id, event, words }: CorrelatedEventsProps) {
  const { t } = useTranslation('audit');
  const location = useLocation();
  const { correlationId } = event.metadata;
  const { currentData, isFetching, isError } = useGetCorrelatedActivityQuery({
    correlationId,
    limit: CORRELATED_LIMIT,
  });
  const others = (currentData?.items ?? []).filter((item) => item.aggregate !== aggregate || item.recordId !== id);
  return (
    <Card className="audit-card">
      <h2 className="bp6-heading">{t('record.correlated')}</h2>
      <p className="audit-muted">{t('record.correlatedHint')}</p>
      {isFetching && <Spinner size={24} aria-label={t('states.loading', { ns: 'admin-shell' })} />}
      {!isFetching && isError && <Callout intent={Intent.DANGER}>{t('record.correlatedError')}</Callout>}
      {!isFetching && currentData && others.length === 0 && <p>{t('record.noCorrelated')}</p>}
      {!isFetching && others.length > 0 && (
        <ul className="audit-correlated" aria-label={t('record.correlatedList')}>
          {others.map((item) => (
            <li key={item.id}>
              <Link
                className="audit-link"
                to={auditRecordPath(item.aggregate, item.recordId, item.revision)}
                state={backStateOf(location)}
              >
                {words.kind(item.aggregate)}: {words.event(item.type)}
              </Link>
              <div className="audit-muted">
                {item.label && <>{item.label} · </>}
                <code className="audit-id">{item.recordId}</code> · {words.when(item.metadata.occurredAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link className="audit-link" to={`/admin/audit?correlationId=${encodeURIComponent(correlationId)}`}>
        {t('record.correlationInActivity')}
      </Link>
    </Card>
  );
}
