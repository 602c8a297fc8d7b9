import { Button, Callout, Intent } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { useGetAuditActivityInfiniteQuery } from '../api';
import { activityQuery, useActivityFilters } from '../activity-filters';
import { ActivityFilterBar } from './activity-filter-bar';
import { ActivityTable } from './activity-table';
import './audit.css';

/**
 * The studio's recent activity: its filters (in the address), the events newest first, and "Cargar más"
 * for the page before the oldest shown (the answer's `next` position), until there is none.
 */
export function ActivitySection() {
  const { t } = useTranslation('audit');
  const { filters, setFilters } = useActivityFilters();
  // Opened again, the console shows the log as it is now, not as it was cached.
  const activity = useGetAuditActivityInfiniteQuery(activityQuery(filters), { refetchOnMountOrArgChange: true });
  const { data, isLoading, isFetching, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError } = activity;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="audit-activity-section" aria-labelledby="audit-activity-title">
      <h2 className="bp6-heading" id="audit-activity-title">
        {t('activity.title')}
      </h2>
      <ActivityFilterBar filters={filters} onChange={setFilters} />
      <LoadState
        loading={isLoading}
        error={isError && !isFetchNextPageError && t('activity.loadError')}
        empty={data !== undefined && items.length === 0}
        emptyTitle={t('activity.empty')}
        emptyIcon={<History size={48} />}
      >
        {items.length > 0 && (
          <div aria-busy={isFetching && !isFetchingNextPage} className="admin-list__rows">
            <ActivityTable items={items} />
          </div>
        )}
      </LoadState>
      {isFetchNextPageError && <Callout intent={Intent.DANGER}>{t('activity.moreError')}</Callout>}
      {items.length > 0 && (
        <div className="audit-more">
          <span className="audit-muted">{t('activity.shown', { count: items.length })}</span>
          {hasNextPage ? (
            <Button
              text={t('activity.more')}
              loading={isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            />
          ) : (
            <span className="audit-muted">{t('activity.end')}</span>
          )}
        </div>
      )}
    </section>
  );
}
