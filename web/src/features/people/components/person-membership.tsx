import { Callout, Card, H3, Intent, Spinner, type Intent as IntentType } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MembershipStatus, UserDto } from '@boxstudio/contracts';
import { FieldList, type FieldListItem } from '../../../components/admin/field-list';
import { StateTag } from '../../../components/state-tag';
import { formatStudioDate } from '../../../lib/studio-time';
import { currentMembership, frozenUntil } from '../../../lib/membership-period';
import { useListMembershipsQuery } from '../../memberships';
import { useGetPersonRemainingDaysQuery } from '../api';
import { formatPaymentAmount } from '../../payments';

const INTENTS: Record<MembershipStatus, IntentType> = {
  ACTIVE: Intent.SUCCESS,
  EXPIRED: Intent.WARNING,
  CANCELLED: Intent.NONE,
};

/** The most memberships a person's page reads to find the one in force (newest sales first). */
const MEMBERSHIPS_READ = 100;

/**
 * A client's membership in force (or sold ahead): plan (to its own page), status, start, end, the
 * days left as the API counts them, the price and a freeze while it lasts; or 'Sin membresía activa'.
 */
export function PersonMembership({ person }: { readonly person: UserDto }) {
  const { t, i18n } = useTranslation('people');
  const memberships = useListMembershipsQuery({ userId: person.id, limit: MEMBERSHIPS_READ });
  // A failed count is 0 days, as on the client's own page (spec §8).
  const remaining = useGetPersonRemainingDaysQuery(person.id);
  const day = (instant: string) => formatStudioDate(instant, i18n.language);
  let body;
  if (memberships.isLoading) body = <Spinner size={24} aria-label={t('loading')} />;
  else if (memberships.isError) body = <Callout intent={Intent.DANGER}>{t('membership.loadError')}</Callout>;
  else {
    const current = currentMembership(memberships.data?.memberships ?? []);
    if (!current) body = <p className="admin-person-none">{t('membership.none')}</p>;
    else {
      const { membership, upcoming } = current;
      const frozen = frozenUntil(membership);
      const items: FieldListItem[] = [
        {
          key: 'plan',
          label: t('membership.plan'),
          value: (
            <Link className="admin-person-link" to={`/admin/memberships/${encodeURIComponent(membership.id)}`}>
              {membership.membershipPlan?.name ?? t('membership.noPlan')}
            </Link>
          ),
        },
        {
          key: 'status',
          label: t('membership.status'),
          value: (
            <StateTag
              state={membership.status}
              intents={INTENTS}
              label={t(`membership.statuses.${membership.status}`)}
            />
          ),
        },
        { key: 'start', label: t('membership.start'), value: day(membership.startDate) },
        { key: 'end', label: t('membership.end'), value: day(membership.endDate) },
        {
          key: 'remaining',
          label: t('membership.remaining'),
          value: upcoming
            ? t('membership.startsOn', { date: day(membership.startDate) })
            : t('membership.remainingDays', { count: remaining.data?.remainingDays ?? 0 }),
        },
        { key: 'price', label: t('membership.price'), value: formatPaymentAmount(membership.price, i18n.language) },
        ...(frozen ? [{ key: 'frozen', label: t('membership.frozen'), value: day(frozen) }] : []),
      ];
      body = <FieldList items={items} />;
    }
  }
  return (
    <Card className="people-membership">
      <H3>{t('membership.title')}</H3>
      {body}
    </Card>
  );
}
