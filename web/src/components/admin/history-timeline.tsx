import type { ReactNode } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditedAggregate, AuditEventDto } from '@boxstudio/contracts';
import { formatDateTime } from '../../lib/format';
import { AsOfState } from './as-of-state';
import { useGetAuditActorQuery, useGetAuditEventsQuery } from './history.api';
import './admin.css';

export interface HistoryTimelineProps {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
  /** What an event was, e.g. 'BranchCreated' → 'Sucursal creada'. */
  readonly eventLabel: (type: string) => string;
  /** A field's label, for the changes and the "as of" state, e.g. 'city' → 'Ciudad'. */
  readonly fieldLabel: (field: string) => string;
  /** The public state's fields shown "as of", in order; without them there is no "as of" picker. */
  readonly stateFields?: readonly string[];
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
export function HistoryTimeline({ aggregate, id, eventLabel, fieldLabel, stateFields, changesOf = changesInData, label }: HistoryTimelineProps) {
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
          <HistoryEntry key={event.id} event={event} title={eventLabel(event.type)} changes={changesOf(event)} fieldLabel={fieldLabel} />
        ))}
      </ol>
    );
  }
  return (
    <div className="admin-history">
      {stateFields && <AsOfState aggregate={aggregate} id={id} fields={stateFields} fieldLabel={fieldLabel} />}
      {events}
    </div>
  );
}

interface HistoryEntryProps {
  readonly event: AuditEventDto;
  readonly title: string;
  readonly changes: [string, unknown][];
  readonly fieldLabel: (field: string) => string;
}

function HistoryEntry({ event, title, changes, fieldLabel }: HistoryEntryProps) {
  const { t, i18n } = useTranslation('admin-shell');
  const { occurredAt, userId } = event.metadata;
  return (
    <li>
      <strong>{title}</strong>
      {changes.length > 0 && (
        <ul className="admin-timeline__changes">
          {changes.map(([field, value]) => (
            <li key={field}>
              {fieldLabel(field)}: {value === null || value === '' ? t('history.cleared') : String(value)}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-timeline__meta">
        <Actor userId={userId} /> · <time dateTime={occurredAt}>{formatDateTime(occurredAt, i18n.language)}</time>
      </div>
    </li>
  );
}

/** The person's name when the users read model knows them; the id otherwise; 'Sistema' for none. */
function Actor({ userId }: { readonly userId: string | null }) {
  const { t } = useTranslation('admin-shell');
  const { data } = useGetAuditActorQuery(userId ?? '', { skip: userId === null });
  const name = userId === null ? t('history.system') : (data?.name ?? userId);
  return <span>{t('history.by', { name })}</span>;
}
