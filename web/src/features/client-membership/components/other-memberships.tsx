import type { MembershipDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { formatStudioDate } from '../../../lib/studio-time';
import { MembershipStatusTag } from './membership-status-tag';

/** The client's other memberships, newest sale first: past, cancelled, or a second one alongside. */
export function OtherMemberships({ memberships }: { readonly memberships: readonly MembershipDto[] }) {
  const { t, i18n } = useTranslation('client-membership');
  if (memberships.length === 0) return <p className="muted">{t('others.empty')}</p>;
  return (
    <ul className="client-membership__list" aria-label={t('others.title')}>
      {memberships.map((membership) => (
        <li key={membership.id} className="client-membership__item">
          <div className="client-membership__item-body">
            <strong>{membership.membershipPlan?.name ?? t('current.noPlan')}</strong>
            <span className="client-membership__muted">
              {t('others.period', {
                from: formatStudioDate(membership.startDate, i18n.language),
                to: formatStudioDate(membership.endDate, i18n.language),
              })}
            </span>
          </div>
          <MembershipStatusTag status={membership.status} />
        </li>
      ))}
    </ul>
  );
}
