import { Suspense } from 'react';
import { Button, H1 } from '@blueprintjs/core';
import { Person } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { PageFallback } from '../../../components/layout/main-layout';
import { selectUser } from '../../auth';
import { DashboardBookings } from '../../client-bookings';
import { InstructorDashboard } from '../../instructor-classes';
import { MembershipCard } from '../components/membership-card';

/**
 * /dashboard: an instructor's is its classes today and this week; a client's is its membership,
 * its next bookings (cancellable) and its branch's week to book from.
 */
export default function DashboardPage() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  if (user?.role === 'INSTRUCTOR') {
    return (
      <Suspense fallback={<PageFallback />}>
        <InstructorDashboard user={user} />
      </Suspense>
    );
  }
  return (
    <div className="content-page">
      <H1>{t('dashboard.title', { name: user?.name ?? '' })}</H1>
      <p className="lead">{t('dashboard.subtitle')}</p>
      <div className="card-grid">
        <MembershipCard />
      </div>
      <Button icon={<Person />} intent="primary" text={t('dashboard.profile')} onClick={() => navigate('/profile')} />
      {user && (
        <Suspense fallback={<PageFallback />}>
          <DashboardBookings user={user} />
        </Suspense>
      )}
    </div>
  );
}
