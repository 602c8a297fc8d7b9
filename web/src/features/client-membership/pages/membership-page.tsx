import { useEffect } from 'react';
import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { LoadState } from '../../../components/admin/load-state';
import { showToast } from '../../../components/toaster';
import { selectUser } from '../../auth';
import { useGetRemainingDaysQuery, useListMyMembershipsQuery } from '../../memberships';
import { CurrentMembership } from '../components/current-membership';
import { MyPayments } from '../components/my-payments';
import { OtherMemberships } from '../components/other-memberships';
import { currentMembership } from '../../../lib/membership-period';
import '../components/client-membership.css';

/** A client holds a handful of memberships at most: one page of the API's largest has them all. */
const ALL = 100;

/**
 * /membership: the person's own membership (plan, status, dates, days left, a freeze), its other
 * memberships, and its payments. Read-only: sales, renewals and freezes happen at the front desk.
 */
export default function MembershipPage() {
  const { t } = useTranslation('client-membership');
  // The login guard has the user in the session before this page renders.
  const user = useAppSelector(selectUser);
  const memberships = useListMyMembershipsQuery({ page: 1, limit: ALL });
  // Spec §8: a failed remaining-days check is silently 0.
  const remaining = useGetRemainingDaysQuery();
  const loadError = t('loadError');
  useEffect(() => {
    if (memberships.isError) showToast(loadError, 'error');
  }, [memberships.isError, loadError]);
  if (!user) return null;
  const all = memberships.data?.memberships ?? [];
  const current = currentMembership(all);
  const others = all.filter((item) => item.id !== current?.membership.id);
  return (
    <div className="client-membership">
      <header className="client-membership__header">
        <h1 className="bp6-heading">{t('title')}</h1>
        <p className="lead">{t('subtitle')}</p>
      </header>
      <section className="client-membership__section" aria-labelledby="current-membership-title">
        <H2 id="current-membership-title">{t('current.title')}</H2>
        <LoadState loading={memberships.isLoading} error={memberships.isError ? loadError : undefined}>
          {memberships.data && (
            <CurrentMembership current={current} remainingDays={remaining.data?.remainingDays ?? 0} />
          )}
        </LoadState>
      </section>
      {memberships.data && (
        <section className="client-membership__section" aria-labelledby="other-memberships-title">
          <H2 id="other-memberships-title">{t('others.title')}</H2>
          <OtherMemberships memberships={others} />
        </section>
      )}
      {/* The API lets a client read its payments, and admins theirs; other staff have none to read. */}
      {(user.role === 'CLIENT' || isAdminRole(user.role)) && <MyPayments userId={user.id} />}
    </div>
  );
}
