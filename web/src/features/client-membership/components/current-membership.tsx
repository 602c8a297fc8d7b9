import { Card, H3, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { IdNumber, Snowflake } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { FieldList, type FieldListItem } from '../../../components/admin/field-list';
import { formatPaymentAmount } from '../../payments';
import { frozenUntil, type CurrentMembership as Current } from '../../../lib/membership-period';
import { formatStudioDate } from '../../../lib/studio-time';
import { MembershipStatusTag } from './membership-status-tag';

export interface CurrentMembershipProps {
  /** The membership in force (or sold ahead); null: none. */
  readonly current: Current | null;
  /** Whole studio days left (the API's `remaining-days`; 0 when it could not be read, spec §8). */
  readonly remainingDays: number;
}

/** The membership the client holds now: plan, status, start, end, days left, and a freeze while it lasts. */
export function CurrentMembership({ current, remainingDays }: CurrentMembershipProps) {
  const { t, i18n } = useTranslation('client-membership');
  if (!current) {
    return (
      <NonIdealState
        className="client-membership__none"
        icon={<IdNumber size={48} />}
        title={t('current.none')}
        description={t('current.noneBody')}
      />
    );
  }
  const { membership, upcoming } = current;
  const frozen = frozenUntil(membership);
  const fields: FieldListItem[] = [
    { key: 'start', label: t('current.start'), value: formatStudioDate(membership.startDate, i18n.language) },
    { key: 'end', label: t('current.end'), value: formatStudioDate(membership.endDate, i18n.language) },
    {
      key: 'remaining',
      label: t('current.remaining'),
      value: upcoming
        ? t('current.startsOn', { date: formatStudioDate(membership.startDate, i18n.language) })
        : t('current.remainingDays', { count: remainingDays }),
    },
    { key: 'price', label: t('current.price'), value: formatPaymentAmount(membership.price, i18n.language) },
  ];
  return (
    <Card className="client-membership__current" aria-labelledby="current-membership-plan">
      <div className="client-membership__current-head">
        <H3 id="current-membership-plan">{membership.membershipPlan?.name ?? t('current.noPlan')}</H3>
        <MembershipStatusTag status={membership.status} />
        {frozen && (
          <Tag className="client-membership__tag" intent={Intent.PRIMARY} icon={<Snowflake />} minimal round>
            {t('current.frozenUntil', { date: formatStudioDate(frozen, i18n.language) })}
          </Tag>
        )}
      </div>
      <FieldList items={fields} />
    </Card>
  );
}
