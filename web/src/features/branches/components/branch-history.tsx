import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditEventDto } from '@boxstudio/contracts';
import { formatDateTime } from '../../../lib/format';
import { useGetBranchHistoryQuery, useGetHistoryActorQuery } from '../branches-api';

const KNOWN_EVENTS = ['BranchCreated', 'BranchUpdated', 'BranchDeactivated', 'BranchReactivated'];
const FIELD_KEYS = ['name', 'address', 'city', 'state', 'country', 'postalCode', 'phone', 'email'];

/** The branch's events, newest first: what changed, who did it, when. */
export function BranchHistory({ branchId }: { readonly branchId: string }) {
  const { t } = useTranslation('branches');
  const { data, isLoading, isError } = useGetBranchHistoryQuery(branchId);
  if (isLoading) return <Spinner size={32} />;
  if (isError || !data) return <Callout intent={Intent.DANGER}>{t('detail.historyError')}</Callout>;
  if (data.events.length === 0) return <p>{t('detail.historyEmpty')}</p>;
  const events = [...data.events].sort((a, b) => b.revision - a.revision);
  return (
    <ol className="branch-timeline" aria-label={t('detail.history')}>
      {events.map((event) => (
        <HistoryEntry key={event.id} event={event} />
      ))}
    </ol>
  );
}

function HistoryEntry({ event }: { readonly event: AuditEventDto }) {
  const { t, i18n } = useTranslation('branches');
  const title = KNOWN_EVENTS.includes(event.type) ? t(`detail.events.${event.type}`) : t('detail.events.unknown', { type: event.type });
  const changes = event.type === 'BranchUpdated' ? changedFields(event.data) : [];
  return (
    <li>
      <strong>{title}</strong>
      {changes.length > 0 && (
        <ul className="branch-timeline-changes">
          {changes.map(([field, value]) => (
            <li key={field}>
              {FIELD_KEYS.includes(field) ? t(`form.fields.${field}`) : field}: {value === null || value === '' ? t('detail.cleared') : String(value)}
            </li>
          ))}
        </ul>
      )}
      <div className="branch-timeline-meta">
        <Actor userId={event.metadata.userId} /> · <time dateTime={event.metadata.occurredAt}>{formatDateTime(event.metadata.occurredAt, i18n.language)}</time>
      </div>
    </li>
  );
}

function changedFields(data: Record<string, unknown>): [string, unknown][] {
  const changes = data.changes;
  return typeof changes === 'object' && changes !== null ? Object.entries(changes) : [];
}

/** The person's name when the users read model knows them; the id otherwise; 'Sistema' for none. */
function Actor({ userId }: { readonly userId: string | null }) {
  const { t } = useTranslation('branches');
  const { data } = useGetHistoryActorQuery(userId ?? '', { skip: userId === null });
  const name = userId === null ? t('detail.system') : (data?.name ?? userId);
  return <span>{t('detail.by', { name })}</span>;
}
