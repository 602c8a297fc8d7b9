import { Button, H1 } from '@blueprintjs/core';
import { Person } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth';
import { MembershipCard } from '../components/membership-card';
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
        <MembershipCard />
        <NextBookingsCard />
      </div>
      <Button icon={<Person />} intent="primary" text={t('dashboard.profile')} onClick={() => navigate('/profile')} />
    </div>
  );
}
