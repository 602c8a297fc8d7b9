import type { ReactNode } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditedAggregate, AuditEventDto } from '@boxstudio/contracts';
import { formatStudioDateTime } from '../../lib/studio-time';
import { useActorName } from './actor-name';
import { auditRecordPath } from './audit-path';
import { AsOfState } from './as-of-state';
import type { FieldListItem } from './field-list';
import { useGetAuditEventsQuery } from './history.api';
import type { RecordPresenter } from './record-presenter';
import './admin.css';

export interface HistoryTimelineProps<T> {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** What an event was, e.g. 'BranchCreated' → 'Sucursal creada'. */
  readonly eventLabel: (type: string) => string;
  /** How the record's screen shows it: the changes and the state "as of" an instant read the same. */
  readonly presenter: RecordPresenter<T>;
  /**
   * The fields an event changed, with their new values.
   * @default the entries of `event.data.changes`, when there is such an object
   */
  readonly changesOf?: (event: AuditEventDto) => [field: string, value: unknown][];
  /** Accessible name of the list of events. @default the shared "Historial" */
  readonly label?: string;
}

function changesInData(event: AuditEventDto): [string, unknown][] {
  const changes = event.data.changes;
  return typeof changes === 'object' && changes !== null ? Object.entries(changes) : [];
}

/**
 * An aggregate's history from the audit log, newest first: what happened, what changed, who did
 * it and when; above it, a date-time picker that shows the public state as it was then.
 */
export function HistoryTimeline<T>({
  aggregate,
  id,
  eventLabel,
  presenter,
  changesOf = changesInData,
  label,
}: HistoryTimelineProps<T>) {
  const { t } = useTranslation('admin-shell');
  const { data, isLoading, isError } = useGetAuditEventsQuery({ aggregate, id });
  let events: ReactNode;
  if (isLoading) events = <Spinner size={32} aria-label={t('states.loading')} />;
  else if (isError || !data) events = <Callout intent={Intent.DANGER}>{t('history.error')}</Callout>;
  else if (data.events.length === 0) events = <p>{t('history.empty')}</p>;
  else {
    const newestFirst = [...data.events].sort((a, b) => b.revision - a.revision);
    events = (
      <ol className="admin-timeline" aria-label={label ?? t('history.title')}>
        {newestFirst.map((event) => (
          <HistoryEntry
            key={event.id}
            event={event}
            title={eventLabel(event.type)}
            changes={changesOf(event).map(([field, value]) => presenter.change(field, value))}
          />
        ))}
      </ol>
    );
  }
  return (
    <div className="admin-history">
      <AsOfState aggregate={aggregate} id={id} presenter={presenter} />
      {events}
      {/* The audit console steps through the same stream event by event, with every state and change. */}
      <Link className="admin-history__audit" to={auditRecordPath(aggregate, id)}>
        <History size={14} /> {t('history.openInAudit')}
      </Link>
    </div>
  );
}

interface HistoryEntryProps {
  readonly event: AuditEventDto;
  readonly title: string;
  readonly changes: readonly FieldListItem[];
}

function HistoryEntry({ event, title, changes }: HistoryEntryProps) {
  const { i18n } = useTranslation('admin-shell');
  const { occurredAt, userId } = event.metadata;
  return (
    <li>
      <strong>{title}</strong>
      {changes.length > 0 && (
        <ul className="admin-timeline__changes">
          {changes.map((change) => (
            <li key={change.key}>
              {change.label}: {change.value}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-timeline__meta">
        <Actor userId={userId} /> · <time dateTime={occurredAt}>{formatStudioDateTime(occurredAt, i18n.language)}</time>
      </div>
    </li>
  );
}

function Actor({ userId }: { readonly userId: string | null }) {
  const { t } = useTranslation('admin-shell');
  return <span>{t('history.by', { name: useActorName(userId) })}</span>;
}
