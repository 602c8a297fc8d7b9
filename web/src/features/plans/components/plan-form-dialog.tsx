import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TagInput, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchSummary, CreateMembershipPlanRequest, MembershipPlanDto, UpdateMembershipPlanRequest } from '@boxstudio/contracts';
import { emptyPlanForm, formFromPlan, toCreateRequest, toUpdateRequest, validatePlanForm, type PlanField, type PlanFormValues } from '../plan-form';

export interface PlanFormDialogProps {
  readonly isOpen: boolean;
  /** The plan being edited; absent when creating. */
  readonly plan?: MembershipPlanDto | null;
  readonly branches: readonly BranchSummary[];
  /** A new plan's branch: the current user's, else the first active one. */
  readonly defaultBranchId: string;
  readonly saving: boolean;
  /** Field errors the server answered to the last save, shown on their fields. */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onCreate: (request: CreateMembershipPlanRequest) => void;
  readonly onUpdate: (id: string, request: UpdateMembershipPlanRequest) => void;
}

const NUMBER_FIELDS = [
  { field: 'price', step: '0.01' },
  { field: 'duration', step: '1' },
  { field: 'maxClasses', step: '1' },
] as const;

/** Create and edit a plan (spec §2, §5): features added with Enter; the Active switch only when editing. */
export function PlanFormDialog({ isOpen, plan, branches, defaultBranchId, saving, serverErrors, onCancel, onCreate, onUpdate }: PlanFormDialogProps) {
  const { t } = useTranslation('plans');
  const editing = Boolean(plan);
  const [values, setValues] = useState<PlanFormValues>(emptyPlanForm(defaultBranchId));
  const [touched, setTouched] = useState<Partial<Record<PlanField, boolean>>>({});

  useEffect(() => {
    if (!isOpen) return;
    setValues(plan ? formFromPlan(plan) : emptyPlanForm(defaultBranchId));
    setTouched({});
  }, [isOpen, plan, defaultBranchId]);

  const errors = useMemo(() => validatePlanForm(values), [values]);
  const invalid = Object.keys(errors).length > 0;
  const serverError = (field: PlanField): string | undefined => serverErrors[field];
  const errorOf = (field: PlanField): string | undefined => {
    const local = touched[field] ? errors[field] : undefined;
    return local ? t(`form.errors.${local}`) : serverError(field);
  };
  const set = (field: keyof PlanFormValues, value: PlanFormValues[keyof PlanFormValues]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'isActive' && field !== 'description') setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = () => {
    if (invalid || saving) return;
    if (plan) onUpdate(plan.id, toUpdateRequest(values, plan));
    else onCreate(toCreateRequest(values));
  };

  const group = (field: PlanField, control: ReactNode, required: boolean, hint?: string) => {
    const error = errorOf(field);
    return (
      <FormGroup
        key={field}
        label={t(`form.fields.${field}`)}
        labelFor={`plan-${field}`}
        labelInfo={required ? t('form.required') : undefined}
        helperText={error ?? hint}
        intent={error ? Intent.DANGER : Intent.NONE}
      >
        {control}
      </FormGroup>
    );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      style={{ width: 'calc(100vw - 32px)', maxWidth: 600 }}
      canOutsideClickClose={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {group(
            'name',
            <InputGroup id="plan-name" value={values.name} onChange={(event) => set('name', event.target.value)} intent={errorOf('name') ? Intent.DANGER : Intent.NONE} />,
            true,
          )}
          <FormGroup label={t('form.fields.description')} labelFor="plan-description">
            <TextArea id="plan-description" fill rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} />
          </FormGroup>
          <div className="plan-form-numbers">
            {NUMBER_FIELDS.map(({ field, step }) =>
              group(
                field,
                <InputGroup
                  id={`plan-${field}`}
                  type="number"
                  step={step}
                  min="0"
                  value={values[field]}
                  placeholder={field === 'maxClasses' ? t('unlimited') : undefined}
                  onChange={(event) => set(field, event.target.value)}
                  intent={errorOf(field) ? Intent.DANGER : Intent.NONE}
                />,
                field !== 'maxClasses',
                field === 'maxClasses' ? t('form.hints.maxClasses') : undefined,
              ),
            )}
          </div>
          {group(
            'branchId',
            <HTMLSelect id="plan-branchId" fill value={values.branchId} onChange={(event) => set('branchId', event.target.value)}>
              <option value="">{t('form.chooseBranch')}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id} disabled={!branch.isActive && branch.id !== plan?.branchId}>
                  {branch.name}
                </option>
              ))}
            </HTMLSelect>,
            true,
          )}
          {group(
            'features',
            <TagInput
              // Enter adds a feature (spec §5); it must not also submit the form around the input.
              inputProps={{ id: 'plan-features', onKeyDown: (event) => event.key === 'Enter' && event.preventDefault() }}
              values={values.features}
              placeholder={t('form.hints.features')}
              addOnBlur
              separator={false}
              onAdd={(added) => {
                const clean = added.map((feature) => feature.trim()).filter((feature) => feature !== '' && !values.features.includes(feature));
                if (clean.length > 0) set('features', [...values.features, ...clean]);
              }}
              onRemove={(_value, index) => set('features', values.features.filter((_, at) => at !== index))}
            />,
            false,
            t('form.hints.featuresEnter'),
          )}
          {editing && <Switch label={t('form.fields.isActive')} checked={values.isActive} onChange={(event) => set('isActive', event.currentTarget.checked)} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={onCancel} disabled={saving} />
              <Button type="submit" intent={Intent.PRIMARY} text={t(editing ? 'form.update' : 'form.create')} disabled={invalid} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
