import { Button, Card, H2, H3, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ClassDto } from '@boxstudio/contracts';
import { useListBranchesQuery } from '../../branches';
import { useListClassesQuery } from '../api';
import { price, slotsByDay, WEEK } from '../week';
import './public-classes.css';

/** The public classes view (/classes): each branch's active classes and its week, in studio time. */
export default function PublicClassesPage() {
  const { t } = useTranslation('classes');
  const classes = useListClassesQuery({ isActive: true, page: 1, limit: 100 });
  const branches = useListBranchesQuery({ status: 'active', page: 1, limit: 100 });
  const all = classes.data?.classes ?? [];

  if (classes.isLoading || branches.isLoading) return <Spinner className="public-classes__loading" />;
  if (classes.isError) return <NonIdealState icon="error" title={t('messages.loadError')} />;
  const withClasses = (branches.data?.branches ?? []).filter((branch) => all.some((item) => item.branchId === branch.id));

  return (
    <div className="public-classes">
      <header className="public-classes__header">
        <h1>{t('public.title')}</h1>
        <p>{t('public.subtitle')}</p>
      </header>
      {withClasses.length === 0 && <NonIdealState icon="calendar" title={t('public.none')} />}
      {withClasses.map((branch) => (
        <BranchWeek key={branch.id} name={branch.name} classes={all.filter((item) => item.branchId === branch.id)} />
      ))}
    </div>
  );
}

function BranchWeek({ name, classes }: { readonly name: string; readonly classes: readonly ClassDto[] }) {
  const { t } = useTranslation('classes');
  const days = slotsByDay(classes);
  return (
    <section className="public-classes__branch" aria-label={name}>
      <H2>{name}</H2>
      <div className="public-classes__week" role="list" aria-label={t('public.week', { name })}>
        {WEEK.map((day) => (
          <div key={day} className="public-classes__day" role="listitem">
            <H3 className="public-classes__day-name">{t(`days.${day}`)}</H3>
            {(days.get(day) ?? []).length === 0 && <p className="public-classes__empty">{t('public.noClasses')}</p>}
            {(days.get(day) ?? []).map(({ startTime, endTime, item }) => (
              <div key={`${item.id}-${startTime}`} className="public-classes__slot">
                <span className="public-classes__time">
                  {startTime}–{endTime}
                </span>
                <strong>{item.name}</strong>
                {item.isSampleClass && (
                  <Tag minimal intent={Intent.SUCCESS}>
                    {t('public.free')}
                  </Tag>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
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
    <Card className="public-classes__card" elevation={1}>
      <div className="public-classes__card-title">
        <H3>{item.name}</H3>
        {item.isSampleClass ? <Tag intent={Intent.SUCCESS}>{t('public.free')}</Tag> : <Tag minimal>{price(item.price)}</Tag>}
      </div>
      {item.description && <p>{item.description}</p>}
      <p className="public-classes__meta">
        {t('public.with', { name: item.instructor?.name ?? '—' })} · {t('table.minutes', { count: item.duration })}
      </p>
      {item.isSampleClass && (
        <>
          {item.sampleClassDescription && <p>{item.sampleClassDescription}</p>}
          <Button intent={Intent.PRIMARY} text={t('public.book')} onClick={() => navigate('/register')} />
        </>
      )}
    </Card>
  );
}
