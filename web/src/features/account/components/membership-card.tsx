import { Button, Card, H4 } from '@blueprintjs/core';
import { IdNumber } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetRemainingDaysQuery, useHasActiveMembershipQuery } from '../../memberships';
import './membership-card.css';

/**
 * The client's membership at a glance (CONTRACT.md: the dashboard shows the membership and the
 * days left), and the way to its page. Spec §8: a failed has-active or remaining-days check is
 * silently false and 0, so a failure reads as no active membership rather than an error.
 */
export function MembershipCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const active = useHasActiveMembershipQuery();
  const remaining = useGetRemainingDaysQuery();
  const loading = active.isLoading || remaining.isLoading;
  const hasActive = active.data?.hasActive ?? false;
  const days = remaining.data?.remainingDays ?? 0;
  return (
    <Card className="program-card">
      <IdNumber size={24} className="accent" aria-hidden />
      <H4>{t('dashboard.memberships.title')}</H4>
      <p className={hasActive && !loading ? 'membership-card__days' : 'muted'} role="status">
        {loading
          ? t('dashboard.memberships.loading')
          : hasActive
            ? t('dashboard.memberships.remaining', { count: days })
            : t('dashboard.memberships.none')}
      </p>
      <Button text={t('dashboard.memberships.open')} onClick={() => navigate('/membership')} />
    </Card>
  );
}
