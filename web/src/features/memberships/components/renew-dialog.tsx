import { useEffect, useState } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  RENEWAL_MONTHS,
  type MembershipDto,
  type PaymentMethod,
  type RenewalMonths,
} from '@boxstudio/contracts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { SelectInput } from '../../../components/select-input';
import { FieldList } from '../../../components/admin/field-list';
import { renewedEnd } from '../membership-dates';
import { formatStudioDate } from '../../../lib/studio-time';
import { renewalAmount } from '../membership-commands';
import { formatMoney, isPaymentMethod, membershipSubject } from '../membership-list';

export interface RenewDialogProps {
  /** The membership to renew; null while closed. */
  readonly item: MembershipDto | null;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onRenew: (item: MembershipDto, months: RenewalMonths, paymentMethod: PaymentMethod) => void;
}

const isMonths = (value: number): value is RenewalMonths => RENEWAL_MONTHS.some((months) => months === value);

/**
 * Spec §4, §9: renew by 1, 3, 6 or 12 months (1 by default), showing the end it will have, what it costs and
 * how it is paid.
 */
export function RenewDialog({ item, saving, onCancel, onRenew }: RenewDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const [months, setMonths] = useState<RenewalMonths>(1);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  useEffect(() => {
    setMonths(1);
    setMethod('CASH');
  }, [item]);
  const date = (instant: string) => formatStudioDate(instant, i18n.language);
  return (
    <FormDialog
      isOpen={item !== null}
      title={t('renew.title')}
      submitLabel={t('renew.submit')}
      saving={saving}
      invalid={false}
      dirty={false}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && onRenew(item, months, method)}
    >
      {item && (
        <>
          <p className="memberships-form__subject">{membershipSubject(item, i18n.language)}</p>
          <FormGroup label={t('renew.monthsLabel')} labelFor="membership-renew-months">
            <SelectInput
              id="membership-renew-months"
              fill
              value={String(months)}
              options={RENEWAL_MONTHS.map((count) => ({ value: String(count), label: t('renew.months', { count }) }))}
              onChange={(event) => {
                const chosen = Number(event.currentTarget.value);
                if (isMonths(chosen)) setMonths(chosen);
              }}
            />
          </FormGroup>
          <FormGroup label={t('form.fields.paymentMethod')} labelFor="membership-renew-method">
            <SelectInput
              id="membership-renew-method"
              fill
              value={method}
              options={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                if (isPaymentMethod(chosen)) setMethod(chosen);
              }}
            />
          </FormGroup>
          <FieldList
            items={[
              { key: 'current', label: t('renew.currentEnd'), value: date(item.endDate) },
              {
                key: 'next',
                label: t('renew.newEnd'),
                value: <strong>{date(renewedEnd(item.endDate, months))}</strong>,
              },
              {
                key: 'amount',
                label: t('renew.amount'),
                value: formatMoney(renewalAmount(item, months), i18n.language),
              },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
