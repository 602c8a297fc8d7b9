import { useState } from 'react';
import { Callout, FormGroup, Intent, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, RENEWAL_MONTHS, type MembershipDto } from '@boxstudio/contracts';
import { FieldList } from '../../../components/admin/field-list';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { runCommand } from '../../../components/admin/run-command';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useRecordForm, type RecordForm } from '../../../components/admin/use-record-form';
import { SelectInput } from '../../../components/select-input';
import { SaleTermsFields } from './sale-terms-fields';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import type { FieldProblem } from '../../../lib/form-rules';
import { formatStudioDate, studioDayStartsAt } from '../../../lib/studio-time';
import {
  useCreateMembershipMutation,
  useListMembershipsQuery,
  useListSellablePlansQuery,
  useRenewMembershipMutation,
} from '../api';
import { renewalAmount } from '../membership-commands';
import { renewedEnd } from '../membership-dates';
import { formatMoney } from '../membership-list';
import {
  liveMembershipOf,
  dayAfter,
  renewalMonthsOf,
  startQuickSale,
  toSaleRequest,
  validateQuickSale,
  withTerms,
  type QuickSaleMode,
  type QuickSaleValues,
} from '../quick-sale';
import { usePlanCatalog } from '../use-membership-names';

export interface QuickSaleClient {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export interface QuickSaleDialogProps {
  /** Whom the membership is sold to; the dialog is open while there is one. */
  readonly client: QuickSaleClient;
  readonly onClose: () => void;
}

/**
 * Venta Rápida from a client's row (spec §2, §4, §8): a plan, its price and end, the start and the
 * payment. When the client already holds a live membership the dialog says until when, and offers
 * a sale from the day after it or a renewal of it (CONTRACT.md: one live membership at a time).
 * It owns its commands: the page only says for whom.
 */
export function QuickSaleDialog({ client, onClose }: QuickSaleDialogProps) {
  const { t } = useTranslation('memberships');
  const live = useListMembershipsQuery({
    userId: client.id,
    status: 'ACTIVE',
    sort: 'endDate',
    order: 'desc',
    limit: 1,
  });
  const sellable = useListSellablePlansQuery();
  const catalog = usePlanCatalog();
  useLoadFailure(sellable.isError, t('messages.availablePlansError'));
  const current = live.data ? liveMembershipOf(live.data.memberships) : null;
  const plans = sellable.data?.plans ?? [];

  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const form = useRecordForm<QuickSaleValues, FieldProblem>({
    namespace: 'memberships',
    idPrefix: 'quick-sale',
    editing: false,
    isOpen: true,
    initial: startQuickSale(current),
    validate: validateQuickSale,
    serverErrors,
  });
  const [sell, selling] = useCreateMembershipMutation();
  const [renew, renewing] = useRenewMembershipMutation();
  const failure = (error: unknown) => {
    setServerErrors(fieldErrors(error));
    return errorMessage(error, t('quickSale.error'));
  };
  const submit = async () => {
    const { values } = form;
    const command =
      values.mode === 'renewal' && current
        ? runCommand(
            renew({
              id: current.id,
              months: renewalMonthsOf(values.months),
              paymentMethod: values.paymentMethod,
            }).unwrap(),
            { success: t('messages.renewed'), failure },
          )
        : runCommand(sell(toSaleRequest(values, client.id)).unwrap(), {
            success: t('quickSale.sold'),
            ownSuccess: true,
            failure,
          });
    if (await command) onClose();
  };

  const loading = live.isLoading || sellable.isLoading;
  const renewal = form.values.mode === 'renewal' && current !== null;
  return (
    <FormDialog
      {...form.dialog}
      title={t('quickSale.title')}
      submitLabel={t(renewal ? 'quickSale.renew' : 'quickSale.sell')}
      saving={selling.isLoading || renewing.isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <p className="memberships-form__subject">{t('form.personOption', { name: client.name, email: client.email })}</p>
      {loading ? (
        <Spinner size={32} aria-label={t('quickSale.loading')} />
      ) : (
        <>
          {current && <LiveMembershipChoice form={form} current={current} />}
          {renewal ? (
            <RenewalFields form={form} current={current} />
          ) : (
            <SaleTermsFields
              form={form}
              plans={plans}
              branchOf={catalog.branchOf}
              choosesPlan
              endHint={t('form.endHint')}
              onChange={(changed) => form.patch(withTerms(form.values, changed, plans))}
            />
          )}
          <FormField id={form.idOf('paymentMethod')} label={form.labelOf('paymentMethod')}>
            <SelectInput
              fill
              options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`paymentMethods.${method}`) }))}
              {...form.text('paymentMethod')}
            />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

/** "Ya tiene una membresía activa hasta el …": sell a new one from the day after, or renew this one. */
function LiveMembershipChoice({
  form,
  current,
}: {
  readonly form: RecordForm<QuickSaleValues>;
  readonly current: MembershipDto;
}) {
  const { t, i18n } = useTranslation('memberships');
  const until = formatStudioDate(current.endDate, i18n.language);
  return (
    <>
      <Callout intent={Intent.WARNING} compact className="memberships-quick-sale__live">
        {t('quickSale.live', { plan: current.membershipPlan?.name ?? '—', date: until })}
      </Callout>
      <RadioGroup
        label={t('quickSale.choice')}
        name="quick-sale-mode"
        selectedValue={form.values.mode}
        onChange={(event) => form.set('mode', event.currentTarget.value as QuickSaleMode)}
      >
        <Radio
          value="sale"
          label={t('quickSale.saleAfter', {
            date: formatStudioDate(studioDayStartsAt(dayAfter(current)), i18n.language),
          })}
        />
        <Radio value="renewal" label={t('quickSale.renewLive')} />
      </RadioGroup>
    </>
  );
}

/** The renewal's months, and what it makes of the end and costs (as the renewal dialog shows them). */
function RenewalFields({
  form,
  current,
}: {
  readonly form: RecordForm<QuickSaleValues>;
  readonly current: MembershipDto;
}) {
  const { t, i18n } = useTranslation('memberships');
  const months = renewalMonthsOf(form.values.months);
  const date = (instant: string) => formatStudioDate(instant, i18n.language);
  return (
    <>
      <FormGroup label={t('renew.monthsLabel')} labelFor={form.idOf('months')}>
        <SelectInput
          fill
          options={RENEWAL_MONTHS.map((count) => ({ value: String(count), label: t('renew.months', { count }) }))}
          {...form.text('months')}
        />
      </FormGroup>
      <FieldList
        items={[
          { key: 'current', label: t('renew.currentEnd'), value: date(current.endDate) },
          {
            key: 'next',
            label: t('renew.newEnd'),
            value: <strong>{date(renewedEnd(current.endDate, months))}</strong>,
          },
          {
            key: 'amount',
            label: t('renew.amount'),
            value: formatMoney(renewalAmount(current, months), i18n.language),
          },
        ]}
      />
    </>
  );
}
