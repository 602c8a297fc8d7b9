import { H1 } from '@blueprintjs/core';
import type { UserDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/admin/load-state';
import { studioToday } from '../../../lib/studio-time';
import { useListOccurrencesQuery } from '../../reservations';
import { BookedOccurrence } from './booked-occurrence';
import { InstructorWeek } from './instructor-week';
import './instructor-classes.css';

/**
 * An instructor's /dashboard: today's classes first, each with who booked and, once started, who
 * came; then the week. The classes themselves are one link away (/instructor-classes).
 */
export function InstructorDashboard({ user }: { readonly user: UserDto }) {
  const { t } = useTranslation('instructor-classes');
  const today = useListOccurrencesQuery({ from: studioToday(), days: 1, instructorId: user.id });
  const occurrences = today.data?.occurrences ?? [];
  const showBranch = new Set(occurrences.map((occurrence) => occurrence.branch?.id)).size > 1;
  return (
    <div className="instructor-classes">
      <header className="instructor-classes__header">
        <div>
          <H1>{t('dashboard.title', { name: user.name })}</H1>
          <p className="lead">
            {t('dashboard.subtitle')} <Link to="/instructor-classes">{t('dashboard.classes')}</Link>
          </p>
        </div>
      </header>
      <section className="instructor-classes__section" aria-labelledby="today-title">
        <h2 id="today-title" className="bp6-heading">
          {t('dashboard.today')}
        </h2>
        <LoadState
          loading={today.isLoading}
          error={today.isError && t('week.loadError')}
          empty={today.data !== undefined && occurrences.length === 0}
          emptyTitle={t('dashboard.noClassesToday')}
        >
          <ul className="instructor-day__classes" aria-label={t('dashboard.today')}>
            {occurrences.map((occurrence) => (
              <BookedOccurrence
                key={`${occurrence.classId}@${occurrence.startTime}`}
                occurrence={occurrence}
                showInstructor={false}
                showBranch={showBranch}
              />
            ))}
          </ul>
        </LoadState>
      </section>
      <InstructorWeek instructorId={user.id} showInstructor={false} />
    </div>
  );
}
