import type { ReactNode } from 'react';
import { Button, Card, H2, H3 } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuditedAggregate, AuditEventDto } from '@boxstudio/contracts';
import type { ApiError } from '../../lib/api';
import { formatStudioDateTime } from '../../lib/studio-time';
import { useDocumentTitle } from '../document-title';
import { AdminLayout, type AdminModule } from './admin-header';
import { FieldList } from './field-list';
import { HistoryTimeline } from './history-timeline';
import { LoadState } from './load-state';
import { backPathOf } from './person-link';
import type { RecordPresenter } from './record-presenter';
import { StatusTag } from './status-tag';

/** What every detail page's record has: its dates, and (unless the page gives a heading) a name and an active flag. */
export interface DetailRecord {
  readonly id: string;
  readonly name?: string;
  readonly isActive?: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The title row: what the record is called and its status chip. */
export interface DetailHeading {
  readonly title: string;
  readonly status: ReactNode;
}

/** What a detail page is, declared once beside it. */
export interface DetailScreen {
  readonly module: AdminModule;
  /**
   * The feature's i18n namespace, which has the keys every detail page reads: `module` (the tab's
   * title while the record loads), `status.active|inactive`, and under `detail`: `back`, `notFound`,
   * `loadError`, `fields`, `history`, `createdAt`, `updatedAt`, `events.<EventType>`, `events.unknown`.
   */
  readonly namespace: string;
  /** Whose history the audit log keeps. */
  readonly aggregate: AuditedAggregate;
  /** The list the back button returns to, unless the page was opened from elsewhere (see `BackState`). */
  readonly backTo: string;
}

export interface AdminDetailPageProps<T extends DetailRecord> {
  readonly screen: DetailScreen;
  /** The record's query, as RTK Query gives it. */
  readonly query: { readonly data?: T | undefined; readonly isLoading: boolean; readonly error?: unknown };
  readonly presenter: RecordPresenter<T>;
  /** Between the title and the cards (a plan's numbers). */
  readonly summary?: (record: T) => ReactNode;
  /** The title and status chip. @default the record's name and its Activa/Inactiva chip */
  readonly heading?: (record: T) => DetailHeading;
  /** The fields an event changed (see `HistoryTimeline`). @default the event's `data.changes` */
  readonly changesOf?: (event: AuditEventDto) => [field: string, value: unknown][];
  /** Buttons at the end of the title row (edit, sell, book). */
  readonly actions?: (record: T) => ReactNode;
  /** Under the fields and history: what else the record's page shows (a person's bookings and payments). */
  readonly sections?: (record: T) => ReactNode;
  /** Dialogs the actions open. */
  readonly dialogs?: ReactNode;
}

/** The title shows these; the fields card leaves them out. */
const IN_TITLE = new Set(['name', 'isActive', 'status']);

/**
 * One record's page: back to its list, its name and status, its fields as its screen shows them,
 * and its history with the state "as of" an instant, presented the same way.
 */
export function AdminDetailPage<T extends DetailRecord>(props: AdminDetailPageProps<T>) {
  const { screen, query, presenter, summary, heading, changesOf, actions, sections, dialogs } = props;
  const { module, namespace, aggregate, backTo } = screen;
  const { data: record, isLoading: loading, error } = query;
  const { t, i18n } = useTranslation(namespace);
  const navigate = useNavigate();
  // Opened from a list (or another screen), Back returns there with its filters; else to the record's list.
  const back = backPathOf(useLocation().state, backTo);
  const headingOf = (shown: T): DetailHeading =>
    heading?.(shown) ?? {
      title: shown.name ?? '',
      status: (
        <StatusTag active={shown.isActive === true} label={t(shown.isActive ? 'status.active' : 'status.inactive')} />
      ),
    };
  const title = record ? headingOf(record) : undefined;
  useDocumentTitle(title ? `${title.title} · ${t('module')}` : t('module'));
  const notFound = (error as ApiError | undefined)?.status === 404;
  const eventLabel = (type: string) =>
    t(`detail.events.${type}`, { defaultValue: t('detail.events.unknown', { type }) });

  return (
    <AdminLayout module={module}>
      <Button variant="minimal" icon={<ArrowLeft />} text={t('detail.back')} onClick={() => navigate(back)} />
      <LoadState loading={loading} error={error !== undefined && t(notFound ? 'detail.notFound' : 'detail.loadError')}>
        {record && title && (
          <>
            <div className="admin-detail-title">
              <H2>{title.title}</H2>
              {title.status}
              {actions && <div className="admin-detail-title__actions">{actions(record)}</div>}
            </div>
            {summary?.(record)}
            <div className="admin-detail-grid">
              <Card>
                <H3>{t('detail.fields')}</H3>
                <FieldList
                  items={[
                    ...presenter.fields(record).filter((item) => !IN_TITLE.has(item.key)),
                    {
                      key: 'createdAt',
                      label: t('detail.createdAt'),
                      value: formatStudioDateTime(record.createdAt, i18n.language),
                    },
                    {
                      key: 'updatedAt',
                      label: t('detail.updatedAt'),
                      value: formatStudioDateTime(record.updatedAt, i18n.language),
                    },
                  ]}
                />
              </Card>
              <Card>
                <H3>{t('detail.history')}</H3>
                <HistoryTimeline
                  aggregate={aggregate}
                  id={record.id}
                  label={t('detail.history')}
                  eventLabel={eventLabel}
                  presenter={presenter}
                  changesOf={changesOf}
                />
              </Card>
            </div>
            {sections && <div className="admin-detail-sections">{sections(record)}</div>}
          </>
        )}
      </LoadState>
      {dialogs}
    </AdminLayout>
  );
}
