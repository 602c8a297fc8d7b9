import { useEffect, useState } from 'react';
import { Callout, FormGroup } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  type MembershipDto,
  type MembershipPlanRef,
  type PaymentMethod,
  type PlanChangeQuoteResponse,
} from '@boxstudio/contracts';
import { FieldList } from '../../../components/admin/field-list';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { errorMessage } from '../../../lib/api-errors';
import { SearchableSelect } from '../../../components/searchable-select';
import { SelectInput } from '../../../components/select-input';
import { formatStudioDate } from '../../../lib/studio-time';
import { useGetPlanChangeQuoteQuery } from '../api';
import { otherPlans } from '../membership-commands';
import { formatMoney, isPaymentMethod, membershipSubject, planLabel, type BranchOfPlan } from '../membership-list';

export interface ChangePlanDialogProps {
  /** The membership whose plan changes; null while closed. */
  readonly item: MembershipDto | null;
  /** The plans on sale. */
  readonly plans: readonly MembershipPlanRef[];
  readonly branchOf: BranchOfPlan;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onChange: (item: MembershipDto, newPlanId: string, paymentMethod: PaymentMethod) => void;
}

/**
 * The quote's lines: the credit, the new price, and what is paid or refunded (CONTRACT.md: shown before
 * confirming).
 */
function settlementLines(quote: PlanChangeQuoteResponse, language: string, t: (key: string) => string) {
  const money = (amount: number) => formatMoney(amount, language);
  const settled =
    quote.difference > 0
      ? { key: 'toPay', label: t('changePlan.toPay'), value: <strong>{money(quote.difference)}</strong> }
      : quote.difference < 0
        ? { key: 'toRefund', label: t('changePlan.toRefund'), value: <strong>{money(-quote.difference)}</strong> }
        : { key: 'settled', label: t('changePlan.toPay'), value: t('changePlan.nothingToSettle') };
  return [
    { key: 'price', label: t('changePlan.newPrice'), value: money(quote.price) },
    { key: 'credit', label: t('changePlan.credit'), value: `− ${money(quote.credit)}` },
    settled,
    { key: 'end', label: t('changePlan.newEnd'), value: formatStudioDate(quote.endDate, language) },
  ];
}

/**
 * Spec §2, §4: choose the new plan. CONTRACT.md: a new term starts now at the new plan's price,
 * the unused part of the current one credited; the server works the amount out (the same rule the
 * change runs) and the dialog shows it, with how it is paid, before confirming.
 */
export function ChangePlanDialog({ item, plans, branchOf, saving, onCancel, onChange }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const [planId, setPlanId] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  useEffect(() => {
    setPlanId('');
    setMethod('CASH');
  }, [item]);
  const choices = item ? otherPlans(plans, item) : [];
  const chosen = choices.find((plan) => plan.id === planId);
  const quote = useGetPlanChangeQuoteQuery(item && chosen ? { id: item.id, newPlanId: chosen.id } : skipToken);
  const quoted = chosen && quote.data && !quote.isFetching ? quote.data : undefined;
  return (
    <FormDialog
      isOpen={item !== null}
      title={t('changePlan.title')}
      submitLabel={t('changePlan.submit')}
      saving={saving}
      invalid={!quoted}
      dirty={false}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && chosen && quoted && onChange(item, chosen.id, method)}
    >
      {item && (
        <>
          <p className="memberships-form__subject">{membershipSubject(item, i18n.language)}</p>
          <FormField id="membership-new-plan" label={t('changePlan.newPlan')} required>
            <SearchableSelect
              id="membership-new-plan"
              value={planId}
              emptyLabel={t('form.choosePlan')}
              searchLabel={t('quickSale.searchPlan')}
              options={choices.map((plan) => ({ value: plan.id, label: planLabel(plan, branchOf) }))}
              onChange={setPlanId}
            />
          </FormField>
          <FormGroup label={t('changePlan.method')} labelFor="membership-change-method">
            <SelectInput
              id="membership-change-method"
              fill
              value={method}
              options={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
              onChange={(event) => {
                const picked = event.currentTarget.value;
                if (isPaymentMethod(picked)) setMethod(picked);
              }}
            />
          </FormGroup>
          {chosen && quote.isError && (
            <Callout intent="danger">{errorMessage(quote.error, t('changePlan.quoteError'))}</Callout>
          )}
          <FieldList
            items={[
              {
                key: 'current',
                label: t('changePlan.currentPlan'),
                value: `${item.membershipPlan?.name ?? '—'} · ${formatMoney(item.price, i18n.language)}`,
              },
              ...(quoted ? settlementLines(quoted, i18n.language, t) : []),
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
