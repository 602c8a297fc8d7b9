import { Button, Card, H1, H4 } from '@blueprintjs/core';
import { Person, IdNumber } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth';
import { NextBookingsCard } from '../components/next-bookings-card';

export default function DashboardPage() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  return (
    <div className="content-page">
      <H1>{t('dashboard.title', { name: user?.name ?? '' })}</H1>
      <p className="lead">{t('dashboard.subtitle')}</p>
      <div className="card-grid">
        <Card className="program-card">
          <IdNumber size={24} className="accent" aria-hidden />
          <H4>{t('dashboard.memberships.title')}</H4>
          <p className="muted">{t('dashboard.memberships.body')}</p>
        </Card>
        <NextBookingsCard />
      </div>
      <Button icon={<Person />} intent="primary" text={t('dashboard.profile')} onClick={() => navigate('/profile')} />
    </div>
  );
}
