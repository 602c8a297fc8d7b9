import { Button, Callout, Card, H2, H3, H4, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Calendar, MapMarker, People, Person, Time } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BranchSummary, ClassDto } from '@boxstudio/contracts';
import { useListBranchesQuery } from '../../branches';
import { useListAllClassesQuery } from '../api';
import { price, slotsByDay, WEEK } from '../week';
import './public-classes.css';

/** The public classes view (/classes): each branch's active classes and its week, in studio time. */
export default function PublicClassesPage() {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  const classes = useListAllClassesQuery({ isActive: true });
  const branches = useListBranchesQuery({ status: 'active', page: 1, limit: 100 });

  if (classes.isLoading || branches.isLoading)
    return <Spinner className="public-classes__loading" aria-label={t('public.loading')} />;
  if (classes.isError) return <NonIdealState icon="error" title={t('messages.loadError')} />;
  const all = classes.data ?? [];
  // A class without a branch of its own is offered at every branch: it shows under each.
  const classesOf = (branch: BranchSummary) =>
    all.filter((item) => item.branchId === branch.id || item.branchId === null);
  const withClasses = (branches.data?.branches ?? []).filter((branch) => classesOf(branch).length > 0);

  return (
    <div className="public-classes">
      <header className="public-classes__header">
        <h1>{t('public.title')}</h1>
        <p className="lead">{t('public.subtitle')}</p>
      </header>
      {all.some((item) => item.isSampleClass) && (
        <Callout className="public-classes__promo" icon={null} title={t('public.promoTitle')}>
          <p>{t('public.promoBody')}</p>
          <Button intent={Intent.PRIMARY} text={t('public.book')} onClick={() => navigate('/register')} />
        </Callout>
      )}
      {withClasses.length === 0 && <NonIdealState icon="calendar" title={t('public.none')} />}
      {withClasses.map((branch) => (
        <BranchWeek key={branch.id} branch={branch} classes={classesOf(branch)} />
      ))}
    </div>
  );
}

function BranchWeek({ branch, classes }: { readonly branch: BranchSummary; readonly classes: readonly ClassDto[] }) {
  const { t } = useTranslation('classes');
  const days = slotsByDay(classes);
  return (
    <section className="public-classes__branch" aria-labelledby={`branch-${branch.id}`}>
      <div className="public-classes__branch-head">
        <H2 id={`branch-${branch.id}`}>{branch.name}</H2>
        <span className="muted">
          <MapMarker size={14} /> {branch.address}, {branch.city}
        </span>
      </div>
      <H3 className="public-classes__subhead">
        <Calendar /> {t('public.weekTitle')}
      </H3>
      <p className="public-classes__tz muted">{t('public.studioTime')}</p>
      <div className="public-classes__week" role="list" aria-label={t('public.week', { name: branch.name })}>
        {WEEK.map((day) => {
          const slots = days.get(day) ?? [];
          return (
            <div
              key={day}
              className={`public-classes__day${slots.length === 0 ? ' public-classes__day--empty' : ''}`}
              role="listitem"
            >
              <H4 className="public-classes__day-name">{t(`days.${day}`)}</H4>
              {slots.length === 0 && <p className="public-classes__empty">{t('public.noClasses')}</p>}
              {slots.map(({ startTime, endTime, item }) => (
                <div
                  key={`${item.id}-${startTime}`}
                  className={`public-classes__slot${item.isSampleClass ? ' public-classes__slot--free' : ''}`}
                >
                  <span className="public-classes__time">
                    {startTime}–{endTime}
                  </span>
                  <span className="public-classes__slot-body">
                    <strong>{item.name}</strong>
                    <span className="public-classes__slot-who">{item.instructor?.name}</span>
                    {item.isSampleClass && (
                      <Tag minimal intent={Intent.SUCCESS}>
                        {t('public.free')}
                      </Tag>
                    )}
                  </span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <H3 className="public-classes__subhead">{t('public.classesTitle')}</H3>
      <div className="public-classes__cards">
        {classes.map((item) => (
          <ClassCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}

function ClassCard({ item }: { readonly item: ClassDto }) {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  return (
    <Card
      className={`public-classes__card program-card${item.isSampleClass ? ' public-classes__card--free' : ''}`}
      elevation={1}
    >
      <div className="public-classes__card-title">
        <H4>{item.name}</H4>
        {item.isSampleClass ? (
          <Tag large intent={Intent.SUCCESS}>
            {t('public.free')}
          </Tag>
        ) : (
          <span className="public-classes__price">{price(item.price)}</span>
        )}
      </div>
      {item.description && <p className="public-classes__description">{item.description}</p>}
      <ul className="public-classes__meta">
        <li>
          <Person size={14} /> {item.instructor?.name ?? '—'}
        </li>
        <li>
          <Time size={14} /> {t('table.minutes', { count: item.duration })}
        </li>
        <li>
          <People size={14} /> {t('public.capacity', { count: item.maxCapacity })}
        </li>
      </ul>
      {item.isSampleClass && (
        <div className="public-classes__sample">
          {item.sampleClassDescription && <p>{item.sampleClassDescription}</p>}
          <Button intent={Intent.PRIMARY} fill text={t('public.book')} onClick={() => navigate('/register')} />
        </div>
      )}
    </Card>
  );
}
