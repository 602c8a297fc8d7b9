import { Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  PLAN_LIMITS,
  type BranchSummary,
  type CreateMembershipPlanRequest,
  type MembershipPlanDto,
  type UpdateMembershipPlanRequest,
} from '@boxstudio/contracts';
import { ChipsInput } from '../../../components/admin/chips-input';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { SelectInput } from '../../../components/select-input';
import { emptyPlanForm, formFromPlan, PLAN_FORM } from '../plan-form';

export interface PlanFormDialogProps extends RecordDialogProps<
  CreateMembershipPlanRequest,
  UpdateMembershipPlanRequest
> {
  /** The plan being edited; absent when creating. */
  readonly plan?: MembershipPlanDto | null;
  readonly branches: readonly BranchSummary[];
  /** A new plan's branch: the current user's, else the first active one. */
  readonly defaultBranchId: string;
}

/** Create and edit a plan (spec §2, §5): features added with Enter; the Active switch only when editing. */
export function PlanFormDialog({ plan, branches, defaultBranchId, ...dialog }: PlanFormDialogProps) {
  const { t } = useTranslation('plans');
  // An inactive branch may stay the plan's own, but no plan moves into one.
  const branchOptions = [
    { value: '', label: t('form.chooseBranch') },
    ...branches.map((branch) => ({
      value: branch.id,
      label: branch.name,
      disabled: !branch.isActive && branch.id !== plan?.branchId,
    })),
  ];
  return (
    <RecordFormDialog
      {...dialog}
      definition={PLAN_FORM}
      record={plan}
      initial={(record) => (record ? formFromPlan(record) : emptyPlanForm(defaultBranchId))}
    >
      {(form) => (
        <>
          <FormTextField form={form} field="name" required />
          <FormTextField form={form} field="description" multiline />
          <div className="form-numbers">
            <FormTextField form={form} field="price" type="number" step="0.01" required />
            <FormTextField form={form} field="duration" type="number" step="1" required />
            <FormTextField
              form={form}
              field="maxClasses"
              type="number"
              step="1"
              hint={t('form.hints.maxClasses')}
              placeholder={t('unlimited')}
            />
          </div>
          <FormField
            id={form.idOf('branchId')}
            label={form.labelOf('branchId')}
            required
            error={form.errorOf('branchId')}
          >
            <SelectInput fill options={branchOptions} {...form.text('branchId')} />
          </FormField>
          <FormField
            id={form.idOf('features')}
            label={form.labelOf('features')}
            error={form.errorOf('features')}
            hint={t('form.hints.featuresEnter')}
          >
            <ChipsInput
              id={form.idOf('features')}
              values={form.values.features}
              maxLength={PLAN_LIMITS.featureMax}
              placeholder={t('form.hints.features')}
              onChange={(features) => form.set('features', features)}
            />
          </FormField>
          {plan && (
            <Switch
              label={form.labelOf('isActive')}
              checked={form.values.isActive}
              onChange={(event) => form.set('isActive', event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
