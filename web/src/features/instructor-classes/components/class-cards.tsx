import { useEffect } from 'react';
import { Card, H2, H3 } from '@blueprintjs/core';
import { People, Person, Time } from '@blueprintjs/icons';
import type { ClassDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { StatusTag } from '../../../components/admin/status-tag';
import { showToast } from '../../../components/toaster';

export interface ClassCardsProps {
  readonly classes: readonly ClassDto[];
  readonly loading: boolean;
  readonly error?: string;
  /** Admins look at several instructors: each card names its own. */
  readonly showInstructor: boolean;
}

/** The instructor's classes: name, status, duration and capacity. */
export function ClassCards({ classes, loading, error, showInstructor }: ClassCardsProps) {
  const { t } = useTranslation('instructor-classes');
  useEffect(() => {
    if (error) showToast(error, 'error');
  }, [error]);
  return (
    <section className="instructor-classes__section" aria-labelledby="classes-title">
      <H2 id="classes-title">{t('classes.title')}</H2>
      <LoadState
        loading={loading}
        error={error}
        empty={!loading && !error && classes.length === 0}
        emptyTitle={t('classes.empty')}
      >
        <ul className="instructor-classes__cards">
          {classes.map((item) => (
            <li key={item.id}>
              <Card className="instructor-class program-card" elevation={1}>
                <div className="instructor-class__title">
                  <H3>{item.name}</H3>
                  <StatusTag active={item.isActive} label={t(item.isActive ? 'classes.active' : 'classes.inactive')} />
                </div>
                <dl className="instructor-class__meta">
                  <div>
                    <dt>
                      <Time size={14} aria-hidden /> {t('classes.duration')}
                    </dt>
                    <dd>{t('classes.minutes', { count: item.duration })}</dd>
                  </div>
                  <div>
                    <dt>
                      <People size={14} aria-hidden /> {t('classes.capacity')}
                    </dt>
                    <dd>{t('classes.people', { count: item.maxCapacity })}</dd>
                  </div>
                </dl>
                {showInstructor && item.instructor && (
                  <p className="instructor-class__who">
                    <Person size={14} aria-hidden /> {item.instructor.name}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
