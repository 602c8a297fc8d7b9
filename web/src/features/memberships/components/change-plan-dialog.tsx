import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipDto, MembershipPlanRef } from '@boxstudio/contracts';
import { FieldList } from '../../../components/admin/field-list';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { SelectInput } from '../../../components/select-input';
import { otherPlans } from '../membership-commands';
import { endAfterDays } from '../membership-dates';
import { formatStudioDate } from '../../../lib/studio-time';
import { formatMoney, membershipSubject, planLabel, type BranchOfPlan } from '../membership-list';

export interface ChangePlanDialogProps {
  /** The membership whose plan changes; null while closed. */
  readonly item: MembershipDto | null;
  /** The plans on sale. */
  readonly plans: readonly MembershipPlanRef[];
  readonly branchOf: BranchOfPlan;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onChange: (item: MembershipDto, newPlanId: string) => void;
}

/**
 * Spec §2, §4: choose the new plan. CONTRACT.md: it takes effect now at the new plan's price, so
 * the dialog shows that price and the end the new period will have.
 */
export function ChangePlanDialog({ item, plans, branchOf, saving, onCancel, onChange }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const [planId, setPlanId] = useState('');
  useEffect(() => setPlanId(''), [item]);
  const choices = item ? otherPlans(plans, item) : [];
  const chosen = choices.find((plan) => plan.id === planId);
  return (
    <FormDialog
      isOpen={item !== null}
      title={t('changePlan.title')}
      submitLabel={t('changePlan.submit')}
      saving={saving}
      invalid={!chosen}
      dirty={false}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && chosen && onChange(item, chosen.id)}
    >
      {item && (
        <>
          <p className="memberships-form__subject">{membershipSubject(item, i18n.language)}</p>
          <FormField id="membership-new-plan" label={t('changePlan.newPlan')} required>
            <SelectInput
              id="membership-new-plan"
              fill
              value={planId}
              options={[{ value: '', label: t('form.choosePlan') }, ...choices.map((plan) => ({ value: plan.id, label: planLabel(plan, branchOf) }))]}
              onChange={(event) => setPlanId(event.currentTarget.value)}
            />
          </FormField>
          <FieldList
            items={[
              { key: 'current', label: t('changePlan.currentPlan'), value: `${item.membershipPlan?.name ?? '—'} · ${formatMoney(item.price, i18n.language)}` },
              ...(chosen
                ? [
                    { key: 'price', label: t('changePlan.newPrice'), value: <strong>{formatMoney(chosen.price, i18n.language)}</strong> },
                    { key: 'end', label: t('changePlan.newEnd'), value: formatStudioDate(endAfterDays(new Date().toISOString(), chosen.duration), i18n.language) },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
