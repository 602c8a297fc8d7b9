import { useTranslation } from 'react-i18next';
import {
  MEMBERSHIP_STATUSES,
  PAYMENT_METHODS,
  type MembershipDto,
  type MembershipStatus,
  type PaymentMethod,
} from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { formatStudioDate, formatStudioDateTime } from '../../lib/studio-time';
import { StatusChip } from './components/status-chip';
import { formatMoney } from './membership-list';

/** The membership's fields as its screen shows them (MembershipDto, the history's state). */
const FIELDS = [
  'userId',
  'membershipPlanId',
  'branchId',
  'startDate',
  'endDate',
  'price',
  'status',
  'type',
  'frozenUntil',
  'cancelledAt',
] as const;
/** Studio days: the membership's period and a freeze's day. */
const DAYS = new Set(['startDate', 'endDate', 'frozenUntil']);

const isStatus = (value: unknown): value is MembershipStatus => MEMBERSHIP_STATUSES.some((status) => status === value);
const isMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);

/** What the presenter may look up: a plan's name and a branch's, by id (a history event's changes carry only ids). */
export interface MembershipNames {
  readonly plan: (planId: string) => string | undefined;
  readonly branch: (branchId: string) => string | undefined;
}

/**
 * A membership as its screens show it: the person and the plan by name, the studio days, the price
 * as money, the status as its chip, a payment as "$799 · Efectivo". A state (the record, or the
 * record as of an instant) names its person and plan itself; a history event's changes carry ids
 * only: the person (who never changes) is named from `current`, plans and branches by `names`.
 */
export function useMembershipPresenter(
  current: MembershipDto | null | undefined,
  names: MembershipNames,
): RecordPresenter<MembershipDto> {
  const { t, i18n } = useTranslation('memberships');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const person = (userId: string, record: MembershipDto | undefined) => {
    const user = record?.user ?? (current?.userId === userId ? current.user : null);
    return user ? t('form.personOption', { name: user.name, email: user.email }) : undefined;
  };
  const plan = (planId: string, record: MembershipDto | undefined) => {
    const own =
      record?.membershipPlanId === planId
        ? record.membershipPlan
        : current?.membershipPlanId === planId
          ? current.membershipPlan
          : null;
    return own?.name ?? names.plan(planId);
  };
  return useRecordPresenter<MembershipDto>({
    fields: FIELDS,
    label: (field) => t(`fields.${field}`, { defaultValue: field }),
    value: (field, value, record) => {
      if (field === 'userId' && typeof value === 'string') return person(value, record) ?? value;
      if (field === 'membershipPlanId' && typeof value === 'string') return plan(value, record) ?? value;
      // A branch unknown to the plans list says nothing rather than show an id.
      if (field === 'branchId' && typeof value === 'string') return names.branch(value) ?? t('unknownBranch');
      if (DAYS.has(field) && typeof value === 'string') return formatStudioDate(value, i18n.language);
      if (field === 'cancelledAt' && typeof value === 'string') return formatStudioDateTime(value, i18n.language);
      if ((field === 'price' || field === 'amount') && typeof value === 'number') return money(value);
      if (field === 'status' && isStatus(value)) return <StatusChip status={value} />;
      if (field === 'type' && typeof value === 'string') return t(`types.${value}`, { defaultValue: value });
      if (field === 'months' && typeof value === 'number') return t('renew.months', { count: value });
      if (field === 'payment' && typeof value === 'object' && value !== null) {
        const { amount, method } = value as { amount?: unknown; method?: unknown };
        return [
          typeof amount === 'number' ? money(amount) : undefined,
          isMethod(method) ? t(`paymentMethods.${method}`) : undefined,
        ]
          .filter(Boolean)
          .join(' · ');
      }
      return undefined;
    },
  });
}

/** Fields an event records for the payments and the read side, not what changed in the membership. */
const BOOKKEEPING = new Set(['membershipId', 'userId', 'membershipPlanId', 'branchId']);
/** Events that restate who and which plan only to say where the money goes. */
const RESTATING = new Set(['MembershipRenewed']);

/**
 * What an event of a membership changed: an edit's `changes` (where null means cleared), else its
 * data but the membership's own id, what it leaves unset (a sale without the legacy type), and
 * for a renewal the person, plan and branch it repeats for the payment.
 */
export function membershipChanges(event: {
  readonly type: string;
  readonly data: Record<string, unknown>;
}): [string, unknown][] {
  const { changes } = event.data;
  if (typeof changes === 'object' && changes !== null) return Object.entries(changes);
  return Object.entries(event.data).filter(
    ([field, value]) =>
      field !== 'membershipId' && value !== null && !(RESTATING.has(event.type) && BOOKKEEPING.has(field)),
  );
}
