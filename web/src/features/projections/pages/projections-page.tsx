import { H2, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../../../components/admin/admin-header';
import { AdminTable } from '../../../components/admin/admin-table';
import { LoadState } from '../../../components/admin/load-state';
import { PageTitle } from '../../../components/admin/page-title';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { CheckResultDialog } from '../components/check-result-dialog';
import { useProjectionsTable } from '../components/projections-table';
import { useReactionsTable } from '../components/reactions-table';
import { useProjectionChecks } from '../use-projection-checks';
import { useProjectionRebuilds } from '../use-projection-rebuilds';
import { useProjectionWords, type ProjectionWords } from '../use-projection-words';
import { useProjectionsFeed, type ProjectionsFeed } from '../use-projections-feed';
import '../components/projections.css';

/**
 * Proyecciones (/admin/projections): each read model and reaction as the server runs it, live while
 * the page is open (the stream, or the lists every 2 s without it); a read model is rebuilt from the log
 * (its bar moving in its row) or checked against a fresh fold of it.
 */
export default function ProjectionsPage() {
  const { t } = useTranslation('projections');
  const words = useProjectionWords();
  const feed = useProjectionsFeed();
  const rebuilds = useProjectionRebuilds(feed.snapshot, words);
  const checks = useProjectionChecks();
  const projectionsTable = useProjectionsTable(
    { words, measuredAt: feed.snapshot?.at ?? '', checking: checks.checking, requesting: rebuilds.requesting },
    { onRebuild: rebuilds.ask, onCheck: checks.run, onShowCheck: checks.show },
  );
  const reactionsTable = useReactionsTable(words);
  useLoadFailure(feed.failed, t('messages.loadError'));
  const reactions = feed.snapshot?.reactions ?? [];

  return (
    <AdminLayout module="admin-projections">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Measured feed={feed} words={words} />
      <LoadState loading={feed.snapshot === null && !feed.failed} error={feed.failed && t('messages.loadError')}>
        {feed.snapshot && (
          <>
            <section className="projections-section" aria-labelledby="projections-read-models">
              <H2 id="projections-read-models">{t('projections.heading')}</H2>
              <AdminTable {...projectionsTable} rows={rebuilds.projections} />
            </section>
            <section className="projections-section" aria-labelledby="projections-reactions">
              <H2 id="projections-reactions">{t('reactions.heading')}</H2>
              {reactions.length > 0 ? (
                <AdminTable {...reactionsTable} rows={reactions} />
              ) : (
                <p className="admin-muted">{t('reactions.empty')}</p>
              )}
            </section>
          </>
        )}
      </LoadState>
      {rebuilds.dialog}
      <CheckResultDialog result={checks.shown} words={words} onClose={() => checks.show(null)} />
    </AdminLayout>
  );
}

/** When the figures were measured, and how they arrive (pushed live, or asked every 2 s). */
function Measured({ feed, words }: { readonly feed: ProjectionsFeed; readonly words: ProjectionWords }) {
  const { t } = useTranslation('projections');
  return (
    <p className="projections-measured">
      <Tag minimal round intent={feed.source === 'stream' ? Intent.SUCCESS : Intent.WARNING}>
        {t(`measured.${feed.source}`)}
      </Tag>
      {feed.snapshot && (
        <span>{t('measured.at', { time: words.clock(feed.snapshot.at), head: words.count(feed.snapshot.head) })}</span>
      )}
    </p>
  );
}
