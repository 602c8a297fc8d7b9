import { Card, Elevation, Intent, Tag } from '@blueprintjs/core';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/admin/load-state';
import { hasStarted, studioClock } from '../../../lib/studio-time';
import { rememberDeskBranch } from '../../front-desk';
import { classesShown } from '../classes-shown';

export interface TodayClassesProps {
  /** Today's occurrences in time order; undefined while they load or when they failed. */
  readonly occurrences: readonly ClassOccurrenceDto[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  /** Every branch's classes: each row names its branch. */
  readonly allBranches: boolean;
  readonly now: number;
}

const TODAY = '/admin-today';

type Phase = 'upcoming' | 'running' | 'over';

const phaseOf = (occurrence: ClassOccurrenceDto, now: number): Phase =>
  hasStarted(occurrence.endTime, now) ? 'over' : hasStarted(occurrence.startTime, now) ? 'running' : 'upcoming';

/**
 * Today's classes, compact: time, class, (branch), booked / capacity and places left, each row a way
 * into the front desk's day (/admin-today) on the class's branch; "Ver todas" for the whole day.
 */
export function TodayClasses({ occurrences, loading, failed, allBranches, now }: TodayClassesProps) {
  const { t } = useTranslation('admin');
  const all = occurrences ?? [];
  const booked = all.reduce((sum, occurrence) => sum + occurrence.booked, 0);
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-classes">
      <section aria-labelledby="admin-dashboard-classes-title">
        <div className="admin-dashboard-classes__head">
          <h2 id="admin-dashboard-classes-title" className="bp6-heading">
            {t('classes.title')}
          </h2>
          {occurrences && <span className="muted">{t('classes.summary', { count: all.length, booked })}</span>}
        </div>
        <LoadState
          loading={loading}
          error={failed && t('classes.loadError')}
          empty={occurrences !== undefined && all.length === 0}
          emptyTitle={allBranches ? t('classes.none') : t('classes.noneHere')}
        >
          {occurrences && (
            <ul className="admin-dashboard-classes__list">
              {classesShown(all, now).map((occurrence) => (
                <ClassRow
                  key={`${occurrence.classId}@${occurrence.startTime}`}
                  occurrence={occurrence}
                  phase={phaseOf(occurrence, now)}
                  showBranch={allBranches}
                />
              ))}
            </ul>
          )}
        </LoadState>
        <Link to={TODAY} className="admin-dashboard-classes__all">
          {t('classes.all')}
        </Link>
      </section>
    </Card>
  );
}

interface ClassRowProps {
  readonly occurrence: ClassOccurrenceDto;
  readonly phase: Phase;
  readonly showBranch: boolean;
}

function ClassRow({ occurrence, phase, showBranch }: ClassRowProps) {
  const { t } = useTranslation('admin');
  const full = occurrence.remaining <= 0;
  const branch = showBranch ? (occurrence.branch?.name ?? t('classes.everyBranch')) : null;
  // The desk opens on the class's branch; a class given at every branch leaves the desk's own.
  const openDesk = () => occurrence.branch && rememberDeskBranch(occurrence.branch.id);
  return (
    <li>
      <Link to={TODAY} onClick={openDesk} className={`admin-dashboard-class admin-dashboard-class--${phase}`}>
        <span className="admin-dashboard-class__time">{studioClock(occurrence.startTime)}</span>
        <span className="admin-dashboard-class__name">
          <strong>{occurrence.class.name}</strong>
          {branch && <span className="muted">{branch}</span>}
        </span>
        <span className="admin-dashboard-class__seats">
          <span>{t('classes.booked', { booked: occurrence.booked, capacity: occurrence.capacity })}</span>
          <span>{full ? t('classes.full') : t('classes.left', { count: occurrence.remaining })}</span>
        </span>
        {phase !== 'upcoming' && (
          <Tag minimal round intent={phase === 'running' ? Intent.SUCCESS : Intent.NONE}>
            {t(`classes.${phase}`)}
          </Tag>
        )}
      </Link>
    </li>
  );
}
